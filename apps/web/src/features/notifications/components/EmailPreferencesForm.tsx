import { NOTIFICATION_GROUPS, NOTIFICATION_TYPES, type NotificationGroup, type NotificationType } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { getEmailPreferences, notificationKeys, saveEmailPreferences } from '../api';
import {
  disablePushOnThisDevice,
  enablePushOnThisDevice,
  PushUnavailable,
  pushSupported,
  subscribedHere,
} from '../push';

type Flags = Record<NotificationType, boolean>;

/** Per type: also by e-mail (saved with the button) and as a push to this device (saved at once). */
export function EmailPreferencesForm() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const stored = useQuery({ queryKey: notificationKeys.preferences, queryFn: getEmailPreferences });
  const [draft, setDraft] = useState<Record<string, boolean> | null>(null);
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data.preferences);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: () => saveEmailPreferences(draft as Record<NotificationType, boolean>),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences, saved);
      toast({ title: t`Preferencias guardadas` });
    },
    onError: (error) =>
      toast({ title: t`No se pudieron guardar`, description: errorMessage(error), variant: 'destructive' }),
  });
  // A push switch is saved at once: turning one on must subscribe this device first (the browser
  // asks for permission then, after the person's own tap), and the e-mail draft stays a draft.
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const push = useMutation({
    mutationFn: async ({ type, on }: { type: NotificationType; on: boolean }) => {
      const saved = stored.data;
      if (!saved) throw new Error('Preferencias sin cargar');
      const current = (saved.push ?? {}) as Partial<Flags>;
      const next = { ...emptyFlags(), ...current, [type]: on } as Flags;
      if (on) await enablePushOnThisDevice();
      const result = await saveEmailPreferences(saved.preferences, next);
      // Nothing left to push: this device stops receiving.
      if (!on && !Object.values(next).some(Boolean)) await disablePushOnThisDevice();
      return { result, on };
    },
    onMutate: () => setPushProblem(null),
    onSuccess: ({ result, on }) => {
      queryClient.setQueryData(notificationKeys.preferences, result);
      if (on) setHere(true);
      toast({ title: on ? t`Avisos activados en este dispositivo` : t`Avisos desactivados` });
    },
    onError: (error) => {
      if (error instanceof PushUnavailable) setPushProblem(error.message);
      else
        toast({
          title: t`No se pudieron activar los avisos`,
          description: errorMessage(error),
          variant: 'destructive',
        });
    },
  });
  // Types turned on from another device: this one receives them only once subscribed too.
  const anyPush = Object.values(stored.data?.push ?? {}).some(Boolean);
  const [here, setHere] = useState<boolean | null>(null);
  useEffect(() => {
    if (!anyPush || !pushSupported()) return;
    let live = true;
    void subscribedHere().then((yes) => live && setHere(yes));
    return () => {
      live = false;
    };
  }, [anyPush]);
  const thisDevice = useMutation({
    mutationFn: enablePushOnThisDevice,
    onMutate: () => setPushProblem(null),
    onSuccess: () => {
      setHere(true);
      toast({ title: t`Avisos activados en este dispositivo` });
    },
    onError: (error) => {
      if (error instanceof PushUnavailable) setPushProblem(error.message);
      else
        toast({
          title: t`No se pudieron activar los avisos`,
          description: errorMessage(error),
          variant: 'destructive',
        });
    },
  });
  const loading = <LoadingState text={t`Cargando tus preferencias…`} className="py-6" />;
  return (
    <QueryState query={stored} errorTitle={t`No se han podido cargar tus preferencias`} loading={loading}>
      {() =>
        draft ? (
          <PreferencesForm
            draft={draft}
            setDraft={setDraft}
            onSave={() => save.mutate()}
            saving={save.isPending}
            pushFlags={(stored.data?.push ?? {}) as Partial<Flags>}
            onPush={(type, on) => push.mutate({ type, on })}
            pushBusy={push.isPending ? push.variables?.type : undefined}
            pushProblem={pushProblem}
            thisDevice={
              anyPush && here === false ? (
                <Button
                  type="button"
                  variant="outline"
                  className="self-start"
                  loading={thisDevice.isPending}
                  onClick={() => thisDevice.mutate()}
                >
                  {t`Recibir también los avisos en este dispositivo`}
                </Button>
              ) : null
            }
          />
        ) : (
          loading
        )
      }
    </QueryState>
  );
}

const emptyFlags = () => Object.fromEntries(Object.keys(NOTIFICATION_TYPES).map((type) => [type, false])) as Flags;

function PreferencesForm({
  draft,
  setDraft,
  onSave,
  saving,
  pushFlags,
  onPush,
  pushBusy,
  pushProblem,
  thisDevice,
}: {
  draft: Record<string, boolean>;
  setDraft(draft: Record<string, boolean>): void;
  onSave(): void;
  saving: boolean;
  pushFlags: Partial<Flags>;
  onPush(type: NotificationType, on: boolean): void;
  pushBusy: NotificationType | undefined;
  pushProblem: string | null;
  /** The button that subscribes this device when the person's switches were turned on elsewhere. */
  thisDevice: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const groups = Object.entries(NOTIFICATION_GROUPS) as [NotificationGroup, string][];
  // The kinds' and groups' labels are shared (Castellano, marked m()): shown in the language.
  const pushLabel = (kind: string) => {
    const label = i18n._(kind);
    return t`${label}: avisos en el móvil`;
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-muted-foreground">
        {t`«Avisos en el móvil» llega a este dispositivo aunque Faena esté cerrada; el navegador te pedirá permiso la primera vez que lo actives.`}
      </p>
      {thisDevice}
      {pushProblem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {pushProblem}
        </p>
      ) : null}
      {groups.map(([group, label]) => {
        const types = (
          Object.entries(NOTIFICATION_TYPES) as [NotificationType, { group: string; label: string }][]
        ).filter(([, info]) => info.group === group);
        return (
          <fieldset key={group} className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{i18n._(label)}</legend>
            {types.map(([type, info]) => (
              <div key={type} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
                <label className="flex items-start gap-3">
                  <Checkbox
                    className="mt-0.5"
                    checked={draft[type] ?? false}
                    onChange={(e) => setDraft({ ...draft, [type]: e.target.checked })}
                  />
                  <span>{i18n._(info.label)}</span>
                </label>
                {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label */}
                <label className="ml-8 flex shrink-0 items-center gap-2 text-sm text-muted-foreground sm:ml-0">
                  <Checkbox
                    aria-label={pushLabel(info.label)}
                    checked={pushFlags[type] ?? false}
                    disabled={pushBusy !== undefined}
                    aria-busy={pushBusy === type}
                    onChange={(e) => onPush(type, e.target.checked)}
                  />
                  <span aria-hidden="true">{t`Avisos en el móvil`}</span>
                </label>
              </div>
            ))}
          </fieldset>
        );
      })}
      <Button type="submit" className="self-start" loading={saving}>
        {t`Guardar preferencias`}
      </Button>
    </form>
  );
}
