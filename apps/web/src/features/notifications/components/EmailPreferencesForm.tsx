import { NOTIFICATION_GROUPS, NOTIFICATION_TYPES, type NotificationGroup, type NotificationType } from '@faena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { getEmailPreferences, notificationKeys, saveEmailPreferences } from '../api';

/** Per type: also by e-mail or only in Faena. */
export function EmailPreferencesForm() {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: notificationKeys.preferences, queryFn: getEmailPreferences });
  const [draft, setDraft] = useState<Record<string, boolean> | null>(null);
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data.preferences);
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: () => saveEmailPreferences(draft as Record<NotificationType, boolean>),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences, saved);
      toast({ title: 'Preferencias guardadas' });
    },
    onError: (error) =>
      toast({ title: 'No se pudieron guardar', description: errorMessage(error), variant: 'destructive' }),
  });
  const loading = <LoadingState text="Cargando tus preferencias…" className="py-6" />;
  return (
    <QueryState query={stored} errorTitle="No se han podido cargar tus preferencias" loading={loading}>
      {() =>
        draft ? (
          <PreferencesForm draft={draft} setDraft={setDraft} onSave={() => save.mutate()} saving={save.isPending} />
        ) : (
          loading
        )
      }
    </QueryState>
  );
}

function PreferencesForm({
  draft,
  setDraft,
  onSave,
  saving,
}: {
  draft: Record<string, boolean>;
  setDraft(draft: Record<string, boolean>): void;
  onSave(): void;
  saving: boolean;
}) {
  const groups = Object.entries(NOTIFICATION_GROUPS) as [NotificationGroup, string][];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      className="flex flex-col gap-5"
    >
      {groups.map(([group, label]) => {
        const types = (
          Object.entries(NOTIFICATION_TYPES) as [NotificationType, { group: string; label: string }][]
        ).filter(([, t]) => t.group === group);
        return (
          <fieldset key={group} className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{label}</legend>
            {types.map(([type, t]) => (
              // biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders the input inside this label
              <label key={type} className="flex items-start gap-3">
                <Checkbox
                  className="mt-0.5"
                  checked={draft[type] ?? false}
                  onChange={(e) => setDraft({ ...draft, [type]: e.target.checked })}
                />
                <span>{t.label}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <Button type="submit" className="self-start" loading={saving}>
        Guardar preferencias
      </Button>
    </form>
  );
}
