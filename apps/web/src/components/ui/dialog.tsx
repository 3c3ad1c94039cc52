import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * 'dialog' (default): a box in the middle. 'sheet': a panel the height of the screen at its
   * right edge (the whole width on a phone), for a record with much to read (the admin's user file).
   */
  variant?: 'dialog' | 'sheet';
  /** An × at the title's side with this name ('Cerrar la ficha'); Escape closes it too. */
  closeLabel?: string;
}

/**
 * A modal on the native <dialog>: focus moves in, the page behind is inert (focus cannot leave
 * it, and nothing behind can hide the focused control, WCAG 2.4.11), Escape closes it — the
 * browser does it, with no library in the download. On closing, focus goes back to what had it
 * before (the button that opened it), also when the screen unmounts the dialog instead of
 * closing it.
 */
export function Dialog({ open, title, onClose, children, footer, variant = 'dialog', closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(dialog, opener);
    }
  }, [open]);
  // Unmounted while open (a screen that renders the dialog only while it is open): close it
  // first, while it is still in the document, then give focus back.
  useLayoutEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) {
        dialog.close();
        returnFocus(dialog, opener);
      }
    },
    [],
  );
  const sheet = variant === 'sheet';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a dialog's close and cancel events up through the dialogs around it (the
      // browser does not): a dialog opened over this one (the suspension's reason over the
      // user's file) closing must not close this one too.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'border border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-black/50',
        sheet
          ? 'my-0 mr-0 ml-auto h-dvh max-h-none w-full max-w-xl overflow-y-auto rounded-none border-y-0 border-r-0'
          : 'm-auto w-[calc(100%-2rem)] max-w-md rounded-xl',
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className={sheet ? 'text-xl font-bold' : 'text-lg font-semibold'}>
              {title}
            </h2>
            {closeLabel ? (
              <Button variant="ghost" size="icon" className="-m-2 shrink-0" onClick={onClose} aria-label={closeLabel}>
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <div className="text-sm leading-relaxed">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** Focus back on the dialog's opener, unless the screen has since moved it somewhere useful. */
function returnFocus(dialog: HTMLDialogElement, opener: { current: HTMLElement | null }) {
  const target = opener.current;
  opener.current = null;
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected || dialog.contains(active);
  if (target?.isConnected && (lost || active === target)) target.focus();
}

interface ConfirmProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The button that changes nothing: 'Volver' unless the question needs its own words. */
  cancelLabel?: string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm(): void | Promise<void>;
  onClose(): void;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  destructive,
  loading,
  onConfirm,
  onClose,
  children,
}: ConfirmProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel ?? t`Volver`}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} loading={loading} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
