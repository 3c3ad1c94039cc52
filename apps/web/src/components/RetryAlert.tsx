import { errorMessage } from '@/lib/api';
import { Button } from './ui/button';
import { Alert } from './ui/card';

/** What failed to load: a query's error and a way to ask again (a TanStack query fits as is). */
export interface RetryableQuery {
  error: unknown;
  refetch(): unknown;
}

/** Something that failed to load: the server's Spanish message and 'Reintentar', which asks again. */
export function RetryAlert({ title, query, className }: { title?: string; query: RetryableQuery; className?: string }) {
  return (
    <Alert variant="error" title={title} className={className}>
      {errorMessage(query.error)}{' '}
      <Button variant="link" onClick={() => void query.refetch()}>
        Reintentar
      </Button>
    </Alert>
  );
}
