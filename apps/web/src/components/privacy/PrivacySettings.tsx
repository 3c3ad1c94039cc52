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
      title: 'Preferencias guardadas',
      description: analytics
        ? 'Gracias: nos ayudas a mejorar Faena.'
        : 'No mediremos cómo usas Faena. Puedes cambiarlo cuando quieras.',
    });
  };
  return (
    <Dialog
      open={open}
      title="Preferencias de privacidad"
      onClose={closePrivacySettings}
      footer={
        <>
          <Button variant="outline" onClick={closePrivacySettings}>
            Cancelar
          </Button>
          <Button onClick={save}>Guardar</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>
          Tú decides qué guardamos en tu dispositivo. Puedes cambiarlo cuando quieras desde el pie de página o desde tu
          perfil.
        </p>
        <div className="rounded-lg border border-border p-3">
          <p className="font-semibold">Imprescindibles · siempre activas</p>
          <p className="mt-1 text-muted-foreground">Mantienen tu sesión iniciada y recuerdan esta elección.</p>
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
              Medición de uso (analítica)
            </label>
          </div>
          <p id={`${id}-hint`} className="mt-1 pl-8 text-muted-foreground">
            Qué páginas se visitan y cuándo se publican tareas, con PostHog en servidores de la Unión Europea. Sin
            grabaciones de sesión ni encuestas. También los fallos de la página, sin tus datos, para poder corregirlos.
          </p>
        </div>
        <Link
          to="/legal/cookies"
          onClick={closePrivacySettings}
          className="self-start font-medium text-primary underline underline-offset-4"
        >
          Política de cookies
        </Link>
      </div>
    </Dialog>
  );
}
