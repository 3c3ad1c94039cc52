import { formatDateTime, formatRelative } from '@faena/shared';
import { Trans } from '@lingui/react/macro';
import { useNow } from '@/lib/now';

/** "hace 5 minutos", kept true while the screen stays open (the shared clock, lib/now.ts); the full date on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={date} title={formatDateTime(date)} className={className}>
      {formatRelative(date, new Date(now))}
    </time>
  );
}

/** Whether a moment has passed, by the shared clock. */
export function usePassed(date: string): boolean {
  return Date.parse(date) <= useNow();
}

/**
 * An offer's deadline: "caduca en 3 días" while it runs, "caducó el 12 may 2027, 10:00" once
 * past — never "caduca hace…" (the job that marks offers expired may not have run yet).
 */
export function ExpiryTime({ date }: { date: string }) {
  const passed = usePassed(date);
  if (passed) {
    const when = formatDateTime(date);
    return (
      <Trans>
        caducó el <time dateTime={date}>{when}</time>
      </Trans>
    );
  }
  return (
    <Trans>
      caduca <RelativeTime date={date} />
    </Trans>
  );
}
