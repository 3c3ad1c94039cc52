import { zReason } from '@faena/shared/schemas';
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
  return (
    <QueryState query={query} errorTitle="No se ha podido cargar la lista">
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Paginación" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        {total === 0
          ? 'Sin resultados'
          : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} de ${total.toLocaleString('es-ES')}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anterior
        </Button>
        <span>
          Página {page} de {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Siguiente <ChevronRight className="h-4 w-4" aria-hidden="true" />
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
        setError(checked.error.issues[0]?.message ?? 'Escribe el motivo.');
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
      else toast({ title: 'No se pudo hacer', description: errorMessage(e), variant: 'destructive' });
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
                Volver
              </Button>
              <Button variant={variant === 'destructive' ? 'destructive' : 'primary'} loading={busy} onClick={run}>
                {label}
              </Button>
            </>
          }
        >
          {confirm ? <p className="mb-3">{confirm}</p> : null}
          {needsReason ? (
            <Field label="Motivo" hint="Queda en el registro de acciones y se comunica a los afectados.">
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

/** A small bar chart in SVG: bars per label, an accessible table of the same figures for readers. */
export function BarChart({
  title,
  data,
  format = (v) => v.toLocaleString('es-ES'),
}: {
  title: string;
  data: { label: string; values: { name: string; value: number; color: string }[] }[];
  format?: (v: number) => string;
}) {
  const max = Math.max(1, ...data.flatMap((d) => d.values.map((v) => v.value)));
  const series = data[0]?.values.map((v) => ({ name: v.name, color: v.color })) ?? [];
  const barW = 14;
  const groupW = series.length * barW + 10;
  const width = Math.max(200, data.length * groupW + 20);
  const height = 140;
  return (
    <figure>
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin datos todavía.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <svg width={width} height={height + 30} role="img" aria-label={title}>
              {data.map((d, i) => (
                <g key={d.label} transform={`translate(${10 + i * groupW},0)`}>
                  {d.values.map((v, j) => {
                    const h = Math.round((v.value / max) * height);
                    return (
                      <rect key={v.name} x={j * barW} y={height - h} width={barW - 2} height={h} fill={v.color} rx={2}>
                        <title>{`${d.label} · ${v.name}: ${format(v.value)}`}</title>
                      </rect>
                    );
                  })}
                  <text
                    x={(series.length * barW) / 2}
                    y={height + 16}
                    textAnchor="middle"
                    className="fill-muted-foreground"
                    fontSize="10"
                  >
                    {d.label}
                  </text>
                </g>
              ))}
            </svg>
          </div>
          <ul className="mt-1 flex flex-wrap gap-3 text-xs">
            {series.map((s) => (
              <li key={s.name} className="flex items-center gap-1">
                <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} aria-hidden="true" />{' '}
                {s.name}
              </li>
            ))}
          </ul>
          {/* The figures for screen readers. In a box of its own: a table is never narrower than its
              columns, so an sr-only table (1 px wide, absolutely placed) would still stick out and
              make a phone's page scroll sideways; the box clips it. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Periodo</th>
                  {series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((d) => (
                  <tr key={d.label}>
                    <th scope="row">{d.label}</th>
                    {d.values.map((v) => (
                      <td key={v.name}>{format(v.value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
