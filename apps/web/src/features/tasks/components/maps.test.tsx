import { act, screen } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapFrame } from '@/components/map';
import { MAP_LOAD_TIMEOUT_MS } from '@/components/map/MapView';
import { id, taskDto, taskSummary } from '../../../../test/fixtures';
import { FakeApi, location, renderElement, renderRoute } from '../../../../test/harness';
import { TaskMapCard } from './TaskMapCard';

// The maps (components/map) on their screens. MapLibre itself needs WebGL, which jsdom has not: @vis.gl/react-maplibre is replaced by a stand-in
// whose map answers as the test says — fails its style (no tiles reachable), loads, or never answers.
const mapBehaviour = vi.hoisted(() => ({ mode: 'error' as 'error' | 'load' | 'silent', styles: [] as string[] }));
const webgl = vi.hoisted(() => ({ available: true }));

vi.mock('@/components/map/webgl', () => ({ canDrawMaps: () => webgl.available }));
vi.mock('maplibre-gl', () => ({ default: { Map: class {} } }));
vi.mock('@vis.gl/react-maplibre', () => {
  function FakeMap(props: {
    mapStyle: string;
    children?: ReactNode;
    onLoad?(): void;
    onError?(event: { error: Error }): void;
  }) {
    useEffect(() => {
      mapBehaviour.styles.push(props.mapStyle);
      if (mapBehaviour.mode === 'error') props.onError?.({ error: new Error('Failed to fetch') });
      if (mapBehaviour.mode === 'load') props.onLoad?.();
    }, [props.mapStyle, props.onError, props.onLoad]);
    return <div data-testid="mapa">{props.children}</div>;
  }
  const Passes = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const Nothing = () => null;
  return {
    Map: FakeMap,
    Marker: Passes,
    Popup: Passes,
    Source: ({ id, data, children }: { id: string; data: unknown; children?: ReactNode }) => (
      <div data-testid={`fuente-${id}`} data-geojson={JSON.stringify(data)}>
        {children}
      </div>
    ),
    Layer: Nothing,
    AttributionControl: ({ customAttribution }: { customAttribution?: string[] }) => (
      <p data-testid="creditos">{customAttribution?.join(' · ')}</p>
    ),
    NavigationControl: Nothing,
  };
});

const STYLE = 'https://mapas.faena.example/estilo.json';
const withConfig = (api = new FakeApi()) =>
  api.get('/api/config', { analytics: null, errorReports: null, map: { styleUrl: STYLE } });

beforeEach(() => {
  mapBehaviour.mode = 'error';
  mapBehaviour.styles = [];
  webgl.available = true;
});
afterEach(() => {
  vi.useRealTimers();
});

const NOTICE = 'No se ha podido cargar el mapa.';

describe('A map that cannot load its style or tiles', () => {
  it('asks for the style of MAP_STYLE_URL, and on its error shows the Spanish notice instead of a blank box', async () => {
    const onFailed = vi.fn();
    renderElement(<MapFrame label="Mapa de prueba" notice="Te mostramos la lista." onFailed={onFailed} />, {
      api: withConfig(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(`${NOTICE}Te mostramos la lista.`);
    expect(mapBehaviour.styles).toEqual([STYLE]);
    expect(screen.queryByTestId('mapa')).not.toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('gives up after a while when the style never answers', async () => {
    mapBehaviour.mode = 'silent';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderElement(<MapFrame label="Mapa de prueba" notice="Te mostramos la lista." />, { api: withConfig() });
    expect(await screen.findByTestId('mapa')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS + 10);
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByTestId('mapa')).not.toBeInTheDocument();
  });

  it('keeps a map that loaded, with the CNIG credit beside the style’s own where municipality points show', async () => {
    mapBehaviour.mode = 'load';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderElement(<MapFrame label="Mapa de prueba" notice="Te mostramos la lista." municipalityCredit />, {
      api: withConfig(),
    });
    expect(await screen.findByRole('region', { name: 'Mapa de prueba' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS + 10);
    });
    expect(screen.getByTestId('mapa')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByTestId('creditos')).toHaveTextContent(/Nomenclátor Geográfico de Municipios.*CC BY 4\.0/),
    );
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('puts the tasks at one point (a municipality’s) under one marker named by all of them', async () => {
    mapBehaviour.mode = 'load';
    const at = { lat: 37.9939, lon: -3.4708 };
    renderElement(
      <MapFrame
        label="Mapa de prueba"
        notice="Te mostramos la lista."
        pins={[
          { id: id(1), point: at, title: 'Poda', href: `/task/${id(1)}` },
          { id: id(2), point: at, title: 'Riego', href: `/task/${id(2)}` },
          { id: id(3), point: { lat: 38.1, lon: -3.6 }, title: 'Desbroce', href: `/task/${id(3)}` },
        ]}
      />,
      { api: withConfig() },
    );
    expect(await screen.findByTitle('2 tareas: Poda, Riego')).toBeInTheDocument();
    expect(screen.getByTitle('Desbroce')).toBeInTheDocument();
    expect(screen.queryByTitle('Poda')).not.toBeInTheDocument();
  });

  it('without WebGL says so at once and never asks for the style', async () => {
    webgl.available = false;
    const api = withConfig();
    renderElement(<MapFrame label="Mapa de prueba" notice="Te mostramos la lista." />, { api });
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(mapBehaviour.styles).toEqual([]);
    expect(api.callsTo('GET', '/api/config')).toEqual([]);
  });
});

describe("Buscar tareas' map view without tiles", () => {
  const tasks = () =>
    withConfig().get('/api/tasks', {
      items: [
        taskSummary({ id: id(1), title: 'Poda de 40 olivos' }),
        taskSummary({ id: id(2), title: 'Desbroce de una linde' }),
      ],
      nextCursor: null,
    });

  it("'Ver mapa' keeps the list usable under the notice, and 'Ver lista' comes back", async () => {
    const { user } = await renderRoute('/browse-tasks', { api: tasks(), as: 'professional' });
    await user.click(await screen.findByRole('button', { name: 'Ver mapa' }));
    expect(location().search).toBe('?vista=mapa');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Te mostramos la lista.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Poda de 40 olivos/ });
    expect(link).toHaveAttribute('href', `/task/${id(1)}`);
    expect(screen.getByRole('link', { name: /Desbroce de una linde/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver lista' }));
    expect(location().search).toBe('');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver mapa' })).toBeInTheDocument();
  });
});

describe("A task's map", () => {
  it('shows anyone the approximate area as a circle around the public point, not a pin, and no way there', async () => {
    mapBehaviour.mode = 'load';
    renderElement(<TaskMapCard task={taskDto()} />, { api: withConfig() });
    const area = await screen.findByTestId('fuente-zona');
    const polygon = JSON.parse(area.dataset.geojson ?? '{}');
    expect(polygon.geometry.type).toBe('Polygon');
    const [lon, lat] = polygon.geometry.coordinates[0][0];
    // The ring's first vertex is due north of the point, 1.5 km away.
    expect(lon).toBeCloseTo(-3.4708, 4);
    expect((lat - 37.9939) * 111.32).toBeCloseTo(1.5, 2);
    expect(screen.queryByRole('link', { name: 'Cómo llegar' })).not.toBeInTheDocument();
  });

  it("gives the owner with the exact point 'Cómo llegar' to it, which opens the phone's map app", async () => {
    renderElement(
      <TaskMapCard
        task={taskDto({ exactPoint: { lat: 37.99871, lon: -3.46512 }, viewer: { ...taskDto().viewer, isOwner: true } })}
      />,
      { api: withConfig() },
    );
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=37.998710,-3.465120',
    );
  });
});
