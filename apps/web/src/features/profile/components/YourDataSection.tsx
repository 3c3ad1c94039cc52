import { useLingui } from '@lingui/react/macro';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/features/auth/AuthProvider';
import { PasswordInput } from '@/features/auth/components/PasswordInput';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { deleteAccount, EXPORT_URL } from '../api';

/**
 * "Tus datos" in /profile: download everything Faena keeps about you as a JSON file, and delete
 * the account (a dialog that asks for the password again).
 */
export function YourDataSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="mb-3 text-sm text-muted-foreground">
          {t`Un archivo JSON con tu cuenta, tus propiedades, tareas, solicitudes, mensajes, pagos, valoraciones y documentos.`}
        </p>
        <a href={EXPORT_URL} download className={buttonClass('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t`Descargar mis datos`}
        </a>
      </div>
      <div className="border-t border-border pt-4">
        <p className="mb-3 text-sm text-muted-foreground">
          {t`Borraremos tus datos personales y cerraremos todas tus sesiones. Las valoraciones se conservan sin tu nombre y los pagos se guardan para la contabilidad, como exige la ley.`}
          {isAdmin ? ` ${t`Si eres el único administrador, nombra antes a otro.`}` : ''}
        </p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t`Eliminar mi cuenta`}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const { signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!password) {
      setError(t`Escribe tu contraseña.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount({ password });
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
      return;
    }
    onClose();
    // The server has ended every session; this clears what the browser kept and goes home.
    await signOut();
    toast({ title: t`Cuenta eliminada`, description: t`Hemos borrado tus datos personales. Gracias por usar Faena.` });
  };
  return (
    <ConfirmDialog
      open={open}
      title={t`¿Eliminar tu cuenta?`}
      confirmLabel={t`Eliminar mi cuenta para siempre`}
      destructive
      loading={busy}
      onClose={close}
      onConfirm={submit}
    >
      <p className="mb-3">
        {t`No se puede deshacer. Tus tareas abiertas se cancelarán y no podrás volver a entrar con esta cuenta.`}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={t`Tu contraseña`} error={error ?? undefined}>
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
      </form>
    </ConfirmDialog>
  );
}
