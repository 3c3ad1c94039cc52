import { zReason } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryState } from '@/components/QueryState';
import type { UrlFilters } from '@/components/search/useUrlFilters';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { adminKeys } from '../api';

interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** An admin list: loading, error, the table of the page's rows and the pagination. */
export function AdminList<T>({
  query,
  filters,
  caption,
  head,
  row,
}: {
  query: UseQueryResult<Page<T>>;
  filters: UrlFilters;
  caption: string;
  head: ReactNode[];
  row(item: T): ReactNode;
}) {
  const { t } = useLingui();
  return (
    <QueryState query={query} errorTitle={t`No se ha podido cargar la lista`}>
      {(data) => (
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <Table caption={caption} head={head}>
            {data.items.map(row)}
          </Table>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(p) => filters.set('page', String(p))}
          />
        </div>
      )}
    </QueryState>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(p: number): void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const count = total.toLocaleString('es-ES');
  return (
    <nav aria-label={t`Paginación`} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">{total === 0 ? t`Sin resultados` : t`${first}–${last} de ${count}`}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {` ${t({ message: 'Anterior', comment: 'página anterior' })}`}
        </Button>
        <span>{t`Página ${page} de ${pages}`}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {`${t({ message: 'Siguiente', comment: 'página siguiente' })} `}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export function Table({ caption, head, children }: { caption: string; head: ReactNode[]; children: ReactNode }) {
  return (
    // A table wider than a phone scrolls in its own box, which keyboard users must be able to reach.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable on purpose (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            {head.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed header
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </section>
  );
}

/** An admin action: a button, and a dialog asking for the reason when one is needed. */
export function ActionButton({
  label,
  run: act,
  needsReason,
  confirm,
  done,
  variant = 'outline',
}: {
  label: string;
  /** The action's call (adminApi), given the reason the admin wrote when `needsReason`. */
  run: (reason: string) => Promise<unknown>;
  needsReason?: boolean;
  confirm?: string;
  done: string;
  variant?: 'outline' | 'primary' | 'destructive' | 'secondary';
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (needsReason) {
      // The same rule as the server, checked here so an empty reason never leaves the page.
      const checked = zReason.safeParse({ reason });
      if (!checked.success) {
        // The shared rule's message is a Castellano text marked m(): shown in the language.
        const message = checked.error.issues[0]?.message;
        setError(message ? i18n._(message) : t`Escribe el motivo.`);
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      await act(reason);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast({ title: done });
      setOpen(false);
      setReason('');
    } catch (e) {
      if (open) setError(errorMessage(e));
      else toast({ title: t`No se pudo hacer`, description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        loading={busy && !open}
        onClick={() => (needsReason || confirm ? setOpen(true) : run())}
      >
        {label}
      </Button>
      {needsReason || confirm ? (
        <Dialog
          open={open}
          title={label}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t`Volver`}
              </Button>
              <Button variant={variant === 'destructive' ? 'destructive' : 'primary'} loading={busy} onClick={run}>
                {label}
              </Button>
            </>
          }
        >
          {confirm ? <p className="mb-3">{confirm}</p> : null}
          {needsReason ? (
            <Field label={t`Motivo`} hint={t`Queda en el registro de acciones y se comunica a los afectados.`}>
              {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
          ) : null}
          {error ? (
            <Alert variant="error" className="mt-3">
              {error}
            </Alert>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}
