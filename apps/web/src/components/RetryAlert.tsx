import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/lib/api';
import { Button } from './ui/button';
import { Alert } from './ui/card';

/** What failed to load: a query's error and a way to ask again (a TanStack query fits as is). */
export interface RetryableQuery {
  error: unknown;
  refetch(): unknown;
  /** While true the 'Reintentar' button shows that it is asking (and cannot be pressed twice). */
  isFetching?: boolean;
}

/**
 * Something that failed to load: the server's Spanish message and 'Reintentar', which asks again.
 * Screens do not place it themselves: `QueryState` does, for the first load and for a refresh.
 */
export function RetryAlert({
  title,
  query,
  className,
  note,
}: {
  title?: string;
  query: RetryableQuery;
  className?: string;
  /** A sentence after the server's message (what the screen still shows, say). */
  note?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Alert variant="error" title={title} className={className}>
      {i18n._(errorMessage(query.error))}
      {note ? ` ${note}` : null}{' '}
      <Button variant="link" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t`Reintentar`}
      </Button>
    </Alert>
  );
}
