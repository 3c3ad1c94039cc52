import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NearbyTasks from './NearbyTasks';

const ID = '0b6f6a52-6a4e-4c1e-9d65-2f8a3c1b7e90';
const LIST = {
  items: [
    {
      id: ID,
      slug: `poda-de-olivos-${ID}`,
      title: 'Poda de olivos',
      category: 'poda',
      urgency: 'normal',
      municipality: 'Úbeda',
      province: '23',
      budgetMinCents: 30_000,
      budgetMaxCents: 50_000,
      preferredStartDate: null,
      publishedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  page: 1,
  pages: 1,
  total: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the landing page's nearby tasks", () => {
  it('asks for a province, shows its latest open tasks linked to their public pages, and remembers it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(LIST), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const view = render(<NearbyTasks />);
    expect(screen.getByText('Elige tu provincia para ver las últimas tareas publicadas.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Tu provincia'), 'Jaén');
    expect(await screen.findByRole('link', { name: 'Poda de olivos' })).toHaveAttribute(
      'href',
      `/tareas/poda-de-olivos-${ID}`,
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/public/tasks?province=23', expect.anything());
    expect(screen.getByRole('link', { name: 'Todas las tareas en Jaén' })).toHaveAttribute('href', '/tareas/en/jaen');
    view.unmount();

    render(<NearbyTasks />);
    expect(screen.getByLabelText('Tu provincia')).toHaveValue('23');
    expect(await screen.findByRole('link', { name: 'Poda de olivos' })).toBeInTheDocument();
  });

  it('says so when the tasks cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    window.localStorage.setItem('faena_provincia', '23');
    render(<NearbyTasks />);
    expect(
      await screen.findByText('No hemos podido cargar las tareas. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
  });
});
