import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/ui/link';
import { useRouteFocus } from './route-focus';

function Focus() {
  useRouteFocus();
  return null;
}

/** A screen whose heading arrives after its data, as most do. */
function Slow() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Mis tareas</h1> : <p>Cargando...</p>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Focus />
      <main>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Inicio</h1>
                <Link to="/buscar">Buscar tareas</Link>
                <Link to="/lenta">Mis tareas</Link>
                <Link to="/?filtro=1">Filtrar</Link>
              </>
            }
          />
          <Route path="/buscar" element={<h1>Buscar tareas</h1>} />
          <Route path="/lenta" element={<Slow />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

describe('useRouteFocus', () => {
  it('leaves the first screen alone, then moves focus to each new screen’s heading', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Inicio' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Buscar tareas' }));
    const heading = screen.getByRole('heading', { name: 'Buscar tareas' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after the screen’s data', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Mis tareas' }));
    expect(await screen.findByRole('heading', { name: 'Mis tareas' })).toHaveFocus();
  });

  it('does not move focus when only the query string changes (a filter)', async () => {
    const user = userEvent.setup();
    render(<App />);
    const link = screen.getByRole('link', { name: 'Filtrar' });
    await user.click(link);
    expect(link).toHaveFocus();
  });
});
