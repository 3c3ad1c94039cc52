import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { NotFound } from './NotFound';
import { RetryAlert, type RetryableQuery } from './RetryAlert';
import { LoadingState, Spinner } from './ui/spinner';

/**
 * What `QueryState` reads of a query: TanStack Query's `useQuery` and `useInfiniteQuery` results
 * fit as they are.
 */
export interface ScreenQuery<T> extends RetryableQuery {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Showing the previous filter's results while this one's load (`placeholderData: keepPreviousData`). */
  isPlaceholderData?: boolean;
  /** An infinite list whose next page failed: 'Reintentar' asks for that page again. */
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
}

/** Kept under a failed refresh: the data the screen already showed stays, with this note. */
const KEPT = msg`Mostramos lo último que se cargó.`;
/** Its Castellano, as the screens' tests look for it. */
export const KEPT_NOTE = KEPT.message ?? '';

/**
 * The one way a screen (or a part of one) shows a query: its loading state until the first answer;
 * the not-found page for a 404 when `notFound` (a record the visitor may not see is not revealed);
 * the server's Spanish message with 'Reintentar' when the first load fails; and, once there is
 * data, the data — also when a later refresh (a real-time change, the window regaining focus, the
 * next page) fails: then the alert with 'Reintentar' shows above what was already on screen, which
 * stays. While a filtered list loads its next results, the previous ones stay with a hint.
 *
 *   <QueryState query={payments} errorTitle="No se han podido cargar los pagos" layout="page">
 *     {(data) => <Payments data={data} />}
 *   </QueryState>
 */
export function QueryState<T>({
  query,
  errorTitle,
  notFound = false,
  loadingText,
  loading,
  layout = 'section',
  alertClassName,
  children,
}: {
  query: ScreenQuery<T>;
  /** The title of the alert when the first load fails: "No se han podido cargar los pagos". */
  errorTitle: string;
  notFound?: boolean;
  loadingText?: string;
  /** Instead of the standard loading state (a smaller one in a card, say; `null` for nothing). */
  loading?: ReactNode;
  /** `page`: the whole screen (loading and errors sit in the page's width); `section`: a part of it. */
  layout?: 'page' | 'section';
  alertClassName?: string;
  children(data: T): ReactNode;
}) {
  const { t } = useLingui();
  const isNotFound = notFound && query.error instanceof ApiError && query.error.status === 404;
  const inPage = (node: ReactNode, className = 'py-8') =>
    layout === 'page' ? <div className={cn('mx-auto w-full max-w-4xl px-4', className)}>{node}</div> : node;

  if (isNotFound) return <NotFound />;
  if (query.data === undefined) {
    if (query.isError) return inPage(<RetryAlert title={errorTitle} query={query} className={alertClassName} />);
    return loading === undefined ? <LoadingState text={loadingText} /> : loading;
  }
  const nextPageFailed = Boolean(query.isFetchNextPageError && query.fetchNextPage);
  const retry: RetryableQuery =
    nextPageFailed && query.fetchNextPage
      ? { error: query.error, refetch: query.fetchNextPage, isFetching: query.isFetching }
      : query;
  return (
    <>
      {query.isError && !query.isPlaceholderData
        ? inPage(
            <RetryAlert
              title={nextPageFailed ? t`No se han podido cargar más` : t`No se ha podido actualizar`}
              note={nextPageFailed ? undefined : t(KEPT)}
              query={retry}
              className={cn(layout === 'section' && 'mb-4', alertClassName)}
            />,
            'pt-6',
          )
        : null}
      {query.isPlaceholderData && query.isFetching ? <UpdatingHint /> : null}
      {children(query.data)}
    </>
  );
}

/**
 * "Actualizando…" over the top of a list whose previous results stay while the next load: it takes
 * no room (the list does not jump) and catches no clicks.
 */
export function UpdatingHint({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <div className="pointer-events-none sticky top-20 z-10 flex h-0 justify-center">
      <p
        role="status"
        className="flex h-9 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm shadow-md"
      >
        <Spinner className="h-4 w-4 text-primary" />
        {text ?? t`Actualizando resultados…`}
      </p>
    </div>
  );
}
