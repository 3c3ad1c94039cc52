import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { NotFound } from './NotFound';
import { RetryAlert } from './RetryAlert';
import { LoadingState } from './ui/spinner';

/**
 * What a detail screen shows until its record is there: loading, the not-found page for a 404
 * (existence is not revealed), or the error with 'Reintentar'. Null once the data has arrived.
 */
export function detailQueryState(query: UseQueryResult<unknown, Error>, errorTitle: string) {
  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <RetryAlert title={errorTitle} query={query} />
      </div>
    );
  }
  return null;
}
