import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import { closePrivacySettings, setConsent, usePrivacy } from '@/lib/analytics/consent';
import { toast } from '@/lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Checkbox } from '../ui/input';

/** The settings panel: necessary cookies (always on) and usage measurement (a choice). */
export default function PrivacySettings({ open }: { open: boolean }) {
  const { consent } = usePrivacy();
  const { t } = useLingui();
  const [analytics, setAnalytics] = useState(consent === 'granted');
  const [wasOpen, setWasOpen] = useState(open);
  const id = useId();
  // Each opening starts from the stored choice.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAnalytics(consent === 'granted');
  }
  const save = () => {
    setConsent(analytics ? 'granted' : 'denied');
    toast({
      title: t`Preferencias guardadas`,
      description: analytics
        ? t`Gracias: nos ayudas a mejorar Faena.`
        : t`No mediremos cómo usas Faena. Puedes cambiarlo cuando quieras.`,
    });
  };
  return (
    <Dialog
      open={open}
      title={t`Preferencias de privacidad`}
      onClose={closePrivacySettings}
      footer={
        <>
          <Button variant="outline" onClick={closePrivacySettings}>
            {t`Cancelar`}
          </Button>
          <Button onClick={save}>{t`Guardar`}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>
          {t`Tú decides qué guardamos en tu dispositivo. Puedes cambiarlo cuando quieras desde el pie de página o desde tu perfil.`}
        </p>
        <div className="rounded-lg border border-border p-3">
          <p className="font-semibold">{t`Imprescindibles · siempre activas`}</p>
          <p className="mt-1 text-muted-foreground">{t`Mantienen tu sesión iniciada y recuerdan esta elección.`}</p>
        </div>
        <div className="rounded-lg border border-border p-3">
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              aria-describedby={`${id}-hint`}
              className="mt-0.5"
            />
            <label htmlFor={id} className="font-semibold">
              {t`Medición de uso (analítica)`}
            </label>
          </div>
          <p id={`${id}-hint`} className="mt-1 pl-8 text-muted-foreground">
            {t`Qué páginas se visitan y cuándo se publican tareas, con PostHog en servidores de la Unión Europea. Sin grabaciones de sesión ni encuestas. También los fallos de la página, sin tus datos, para poder corregirlos.`}
          </p>
        </div>
        <Link
          to="/legal/cookies"
          onClick={closePrivacySettings}
          className="self-start font-medium text-primary underline underline-offset-4"
        >
          {t`Política de cookies`}
        </Link>
      </div>
    </Dialog>
  );
}
