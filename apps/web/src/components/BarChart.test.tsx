import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

const data = [
  {
    label: 'oct 26',
    longLabel: 'octubre de 2026',
    values: [
      { name: 'Retenido', value: 100, color: 'red' },
      { name: 'Liberado', value: 300, color: 'blue' },
    ],
  },
  {
    label: 'nov 26',
    values: [
      { name: 'Retenido', value: 0, color: 'red' },
      { name: 'Liberado', value: 150, color: 'blue' },
    ],
  },
];

describe('BarChart', () => {
  it('draws a bar per value and keeps the same figures in a table for screen readers only', () => {
    render(<BarChart title="Pagos por mes" data={data} format={(v) => `${v} €`} />);
    expect(screen.getByRole('img', { name: 'Pagos por mes' }).querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Pagos por mes' });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(within(table).getByRole('rowheader', { name: 'octubre de 2026' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100 €', '300 €', '0 €', '150 €']);
    // The legend names each series.
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Retenido', 'Liberado']);
  });

  it('shows the table beside the chart when asked, with the columns that are not drawn', () => {
    render(
      <BarChart
        title="Cobrado por mes"
        tableVisible
        captionHidden
        periodLabel="Mes"
        extraColumns={[{ name: 'Trabajos', cells: [2, 1] }]}
        data={data.map((d) => ({ ...d, values: d.values.slice(1) }))}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cobrado por mes' });
    expect(table.closest('.sr-only')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Mes', 'Trabajos', 'Liberado']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '300', '1', '150']);
    expect(screen.getByText('Cobrado por mes', { selector: 'figcaption' })).toHaveClass('sr-only');
    // One series: the table's heading names it, no legend.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when there is nothing to draw', () => {
    render(<BarChart title="Altas" data={[]} />);
    expect(screen.getByText('Sin datos todavía.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
