import { answerConfirm, useConfirmRequest } from '@/lib/confirm';
import { ConfirmDialog } from './ui/dialog';

/** The dialog of `askConfirm` (lib/confirm.ts); the router mounts it while a question is open. */
export function ConfirmHost() {
  const request = useConfirmRequest();
  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel}
      destructive={request?.destructive}
      onConfirm={() => answerConfirm(true)}
      onClose={() => answerConfirm(false)}
    >
      {request?.body}
    </ConfirmDialog>
  );
}
