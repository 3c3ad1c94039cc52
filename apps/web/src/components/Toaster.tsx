import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, pauseToast, resumeToast, useToasts } from '@/lib/toast';

/** Shows the one current toast; screen readers hear it through a live region. */
export function Toaster() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:bottom-4 sm:items-end sm:px-6">
      <div aria-live="polite" className="contents">
        {toasts
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastCard key={t.id} id={t.id} title={t.title} description={t.description} />
          ))}
      </div>
      <div aria-live="assertive" className="contents">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastCard key={t.id} id={t.id} title={t.title} description={t.description} destructive />
          ))}
      </div>
    </div>
  );
}

function ToastCard({
  id,
  title,
  description,
  destructive,
}: {
  id: string;
  title?: string;
  description?: string;
  destructive?: boolean;
}) {
  const { t } = useLingui();
  // The count to close pauses while the pointer is over the toast or focus is in it.
  const pause = () => pauseToast(id);
  const resume = () => resumeToast(id);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-close (WCAG 2.2.1); the close button is the control
    <div
      role={destructive ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
        destructive
          ? 'border-destructive/50 bg-destructive-soft text-destructive-soft-foreground'
          : 'border-border bg-card text-foreground',
      )}
    >
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {description ? <p className="mt-0.5 text-sm opacity-90">{description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label={t`Cerrar aviso`}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
