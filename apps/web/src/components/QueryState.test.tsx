import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import {
  DOWN_MESSAGE,
  down,
  FakeApi,
  findAlert,
  notFound,
  pending,
  refreshScreen,
  renderElement,
  retryAfterError,
  retryKeepingData,
} from '../../test/harness';
import { QueryState } from './QueryState';

// Any answer of the API does for these tests: the notifications' list is a small one.
const page = (titles: string[], nextCursor: string | null = null) => ({
  items: titles.map((title, i) => ({ id: title, title, n: i })),
  nextCursor,
  unread: 0,
});
type Page = ReturnType<typeof page>;
const get = (query?: Record<string, string>) => api.get('/api/notifications', { query }) as unknown as Promise<Page>;

function Plain({ notFound: nf = false }: { notFound?: boolean }) {
  const query = useQuery({ queryKey: ['prueba'], queryFn: () => get() });
  return (
    <QueryState query={query} errorTitle="No se han podido cargar los avisos" notFound={nf}>
      {(data) => (
        <ul>
          {data.items.map((i) => (
            <li key={i.id}>{i.title}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading state until the first answer', async () => {
    renderElement(<Plain />, { api: new FakeApi().get('/api/notifications', pending()) });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows nothing while loading when asked to (a part that appears once it has something to say)', async () => {
    function Quiet() {
      const query = useQuery({ queryKey: ['prueba'], queryFn: () => get() });
      return (
        <div data-testid="parte">
          <QueryState query={query} errorTitle="No se han podido cargar los avisos" loading={null}>
            {(data) => <p>{data.items.length} avisos</p>}
          </QueryState>
        </div>
      );
    }
    const api = new FakeApi().get('/api/notifications', pending());
    renderElement(<Quiet />, { api });
    await api.waitForCall('GET', '/api/notifications');
    expect(screen.getByTestId('parte')).toBeEmptyDOMElement();
  });

  it('a first load that fails: the title, the server’s message and Reintentar, which brings the data', async () => {
    const { user } = renderElement(<Plain />, {
      api: new FakeApi().get('/api/notifications', down(), page(['Poda del olivar'])),
    });
    await retryAfterError(user, 'No se han podido cargar los avisos');
    expect(await screen.findByText('Poda del olivar')).toBeInTheDocument();
  });

  it('a 404 is the not-found page when asked, an error with Reintentar otherwise', async () => {
    renderElement(<Plain notFound />, { api: new FakeApi().get('/api/notifications', notFound()) });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('a refresh that fails keeps what was shown, says so, and Reintentar brings the new data', async () => {
    const { user } = renderElement(<Plain />, {
      api: new FakeApi().get('/api/notifications', page(['Poda del olivar']), down(), page(['Riego de la huerta'])),
    });
    await retryKeepingData(user, 'Poda del olivar');
    expect(await screen.findByText('Riego de la huerta')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a filtered list keeps the previous results, with a hint, while the next ones load', async () => {
    function Filtered() {
      const [q, setQ] = useState('olivo');
      const query = useQuery({
        queryKey: ['prueba', q],
        queryFn: () => get({ q }),
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <button type="button" onClick={() => setQ('riego')}>
            Filtrar
          </button>
          <QueryState query={query} errorTitle="No se han podido cargar los avisos">
            {(data) => <p>{data.items.map((i) => i.title).join(', ')}</p>}
          </QueryState>
        </>
      );
    }
    let release: (() => void) | null = null;
    const api = new FakeApi().get('/api/notifications', (call) =>
      call.query.get('q') === 'olivo'
        ? page(['Poda del olivar'])
        : new Promise((resolve) => {
            release = () => resolve(page(['Riego de la huerta']));
          }),
    );
    const { user } = renderElement(<Filtered />, { api });
    expect(await screen.findByText('Poda del olivar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Actualizando resultados…');
    expect(screen.getByText('Poda del olivar')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    (release as unknown as () => void)();
    expect(await screen.findByText('Riego de la huerta')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a next page that fails keeps the list, and Reintentar asks for that page again', async () => {
    function Infinite() {
      const query = useInfiniteQuery({
        queryKey: ['prueba-infinita'],
        queryFn: ({ pageParam }) => get(pageParam ? { cursor: pageParam } : undefined),
        initialPageParam: null as string | null,
        getNextPageParam: (last) => last.nextCursor,
      });
      return (
        <QueryState query={query} errorTitle="No se han podido cargar los avisos">
          {(data) => (
            <>
              <ul>
                {data.pages
                  .flatMap((p) => p.items)
                  .map((i) => (
                    <li key={i.id}>{i.title}</li>
                  ))}
              </ul>
              <button type="button" onClick={() => void query.fetchNextPage()}>
                Cargar más
              </button>
            </>
          )}
        </QueryState>
      );
    }
    const api = new FakeApi().get('/api/notifications', (call) =>
      call.query.get('cursor')
        ? api.callsTo('GET', '/api/notifications').length === 2
          ? down()
          : page(['Vallado'])
        : page(['Poda'], 'c1'),
    );
    const { user } = renderElement(<Infinite />, { api });
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    const alert = await findAlert(DOWN_MESSAGE);
    expect(alert).toHaveTextContent('No se han podido cargar más');
    expect(screen.getByText('Poda')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Vallado')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications').map((c) => c.query.get('cursor'))).toEqual([null, 'c1', 'c1']);
  });

  it('refreshScreen asks again for what the screen shows', async () => {
    const api = new FakeApi().get('/api/notifications', page(['Poda del olivar']), page(['Riego de la huerta']));
    renderElement(<Plain />, { api });
    expect(await screen.findByText('Poda del olivar')).toBeInTheDocument();
    await refreshScreen();
    expect(await screen.findByText('Riego de la huerta')).toBeInTheDocument();
  });
});
