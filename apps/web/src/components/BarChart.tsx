import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export interface BarChartPoint {
  /** Under the bars: short ("nov 26", or "nov" with a `subLabel`). */
  label: string;
  /** A second line under the label, where it changes (the year under the first month and January). */
  subLabel?: string;
  /** In the table and the bars' tooltips, when the short label is not enough ("noviembre de 2026"). */
  longLabel?: string;
  values: { name: string; value: number; color: string }[];
}

/** A column of the table that is not drawn (a count beside the amounts, say): one cell per point. */
export interface BarChartColumn {
  name: string;
  cells: ReactNode[];
}

/**
 * A small bar chart in SVG: bars per label, and a table of the same figures. The table is for
 * screen readers only (the administrators' overview) or shown beside the chart (`tableVisible`,
 * the payments screen), never both, so nobody hears the figures twice.
 */
export function BarChart({
  title,
  data,
  format = (v) => v.toLocaleString('es-ES'),
  periodLabel,
  extraColumns = [],
  tableVisible = false,
  captionHidden = false,
  fit = false,
}: {
  title: string;
  data: BarChartPoint[];
  format?: (v: number) => string;
  /** The heading of the table's first column. */
  periodLabel?: string;
  extraColumns?: BarChartColumn[];
  tableVisible?: boolean;
  /** The title is already the heading of the section around the chart: kept for screen readers only. */
  captionHidden?: boolean;
  /** Spreads the bars over the width there is (a phone's or a column's), instead of a fixed width that scrolls. */
  fit?: boolean;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!fit || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit]);
  const max = Math.max(1, ...data.flatMap((d) => d.values.map((v) => v.value)));
  const series = data[0]?.values.map((v) => ({ name: v.name, color: v.color })) ?? [];
  const thin = 14;
  const narrowest = Math.max(24, series.length * thin + 10);
  // Fixed: room for a label like "nov 26" under each group. Fitted: the width there is, shared out.
  const groupW =
    fit && room > 0 && data.length > 0
      ? Math.max(narrowest, Math.floor((room - 20) / data.length))
      : Math.max(40, narrowest);
  // Fitted bars grow with the room (up to 28 px), the fixed ones stay thin.
  const barW = fit ? Math.min(28, Math.max(thin, Math.floor((groupW - 10) / Math.max(1, series.length)))) : thin;
  const width = Math.max(fit && room > 0 ? Math.min(room, 200) : 200, data.length * groupW + 20);
  const height = 140;
  const labelLines = data.some((d) => d.subLabel) ? 2 : 1;
  const table = (
    <table className={tableVisible ? 'w-full text-sm' : undefined}>
      <caption className={tableVisible ? 'sr-only' : undefined}>{title}</caption>
      <thead>
        <tr className={tableVisible ? 'text-left text-muted-foreground' : undefined}>
          <th scope="col" className={tableVisible ? 'py-1 font-medium' : undefined}>
            {periodLabel ?? t`Periodo`}
          </th>
          {extraColumns.map((c) => (
            <th key={c.name} scope="col" className={tableVisible ? 'py-1 text-right font-medium' : undefined}>
              {c.name}
            </th>
          ))}
          {series.map((s) => (
            <th key={s.name} scope="col" className={tableVisible ? 'py-1 text-right font-medium' : undefined}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((d, i) => (
          <tr key={d.label} className={tableVisible ? 'border-t border-border' : undefined}>
            <th scope="row" className={tableVisible ? 'py-1.5 text-left font-normal' : undefined}>
              {d.longLabel ?? d.label}
            </th>
            {extraColumns.map((c) => (
              <td key={c.name} className={tableVisible ? 'py-1.5 text-right tabular-nums' : undefined}>
                {c.cells[i]}
              </td>
            ))}
            {d.values.map((v) => (
              <td key={v.name} className={tableVisible ? 'py-1.5 text-right tabular-nums' : undefined}>
                {format(v.value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className={cn(tableVisible && 'flex flex-col gap-4')}>
      <figcaption className={cn('mb-2 font-semibold', captionHidden && 'sr-only')}>{title}</figcaption>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`Sin datos todavía.`}</p>
      ) : (
        <>
          <div className="min-w-0">
            <div ref={box} className="overflow-x-auto">
              <svg width={width} height={height + 18 + labelLines * 12} role="img" aria-label={title}>
                {data.map((d, i) => (
                  <g key={d.label} transform={`translate(${10 + i * groupW},0)`}>
                    {d.values.map((v, j) => {
                      // Any amount at all shows (2 px at least); nothing is no bar.
                      const h = v.value > 0 ? Math.max(2, Math.round((v.value / max) * height)) : 0;
                      const x = (groupW - 10 - series.length * barW) / 2 + j * barW;
                      return (
                        <rect key={v.name} x={x} y={height - h} width={barW - 2} height={h} fill={v.color} rx={2}>
                          <title>{`${d.longLabel ?? d.label} · ${v.name}: ${format(v.value)}`}</title>
                        </rect>
                      );
                    })}
                    <text
                      x={(groupW - 10) / 2}
                      y={height + 16}
                      textAnchor="middle"
                      className="fill-muted-foreground"
                      fontSize="10"
                    >
                      {d.label}
                      {d.subLabel ? (
                        <tspan x={(groupW - 10) / 2} dy={12}>
                          {d.subLabel}
                        </tspan>
                      ) : null}
                    </text>
                  </g>
                ))}
              </svg>
            </div>
            {series.length > 1 || !tableVisible ? (
              <ul className="mt-1 flex flex-wrap gap-3 text-xs">
                {series.map((s) => (
                  <li key={s.name} className="flex items-center gap-1">
                    <span
                      className="inline-block h-3 w-3 rounded-sm"
                      style={{ background: s.color }}
                      aria-hidden="true"
                    />{' '}
                    {s.name}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {tableVisible ? (
            <div className="min-w-0 overflow-x-auto">{table}</div>
          ) : (
            // The figures for screen readers. In a box of its own: a table is never narrower than its
            // columns, so an sr-only table (1 px wide, absolutely placed) would still stick out and
            // make a phone's page scroll sideways; the box clips it.
            <div className="sr-only">{table}</div>
          )}
        </>
      )}
    </figure>
  );
}
