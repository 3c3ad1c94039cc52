import { zCancelTask } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';

/** Asks for the reason (the assigned professional and the applicants are told). */
export function CancelTaskDialog({
  open,
  onClose,
  onCancel,
}: {
  open: boolean;
  onClose(): void;
  onCancel(reason: string): Promise<unknown>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = zCancelTask.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Explica el motivo de la cancelación.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCancel(reason.trim());
      setReason('');
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t`Cancelar la tarea`}
      confirmLabel={t`Cancelar la tarea`}
      destructive
      loading={busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <p className="mb-3">
        {t`Quien haya enviado una solicitud o tenga el trabajo asignado recibirá un aviso con el motivo.`}
      </p>
      <Field label={t`Motivo de la cancelación`} error={error ?? undefined}>
        {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />}
      </Field>
    </ConfirmDialog>
  );
}
