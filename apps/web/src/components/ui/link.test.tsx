import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, Profiler } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="donde">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function at(url: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is an anchor with the address, and a click navigates in the app with its state', async () => {
    const user = userEvent.setup();
    at(
      '/dashboard',
      <Link to="/task/7?vista=fotos" state={{ from: '/dashboard' }}>
        Ver tarea
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Ver tarea' });
    expect(link).toHaveAttribute('href', '/task/7?vista=fotos');
    await user.click(link);
    expect(screen.getByTestId('donde')).toHaveTextContent('/task/7?vista=fotos {"from":"/dashboard"}');
  });

  it('leaves a click its own handler prevented to that handler', async () => {
    const user = userEvent.setup();
    at(
      '/dashboard',
      <Link to="/messages" onClick={(event) => event.preventDefault()}>
        Mensajes
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 'Mensajes' }));
    expect(screen.getByTestId('donde')).toHaveTextContent('/dashboard');
  });
});

describe('NavLink', () => {
  it('marks the current screen and the screens below it, unless `end`', () => {
    at(
      '/task/7/progress',
      <>
        <NavLink to="/task/7" className={({ isActive }) => (isActive ? 'activo' : 'inactivo')}>
          Tarea
        </NavLink>
        <NavLink to="/task/7" end>
          Solo la tarea
        </NavLink>
        <NavLink to="/task/70">Otra tarea</NavLink>
        <NavLink to="/">Inicio</NavLink>
      </>,
    );
    const tarea = screen.getByRole('link', { name: 'Tarea' });
    expect(tarea).toHaveAttribute('aria-current', 'page');
    expect(tarea).toHaveClass('activo');
    expect(screen.getByRole('link', { name: 'Solo la tarea' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Otra tarea' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('is active on its own address, whatever the case', () => {
    at('/Dashboard', <NavLink to="/dashboard">Panel</NavLink>);
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Link to an address from the root', () => {
  it('does not render again when the address changes (a long list of cards on a filter)', async () => {
    const user = userEvent.setup();
    const renders = { count: 0 };
    // A memoised card, as TaskCard is: only a context it reads can render it again.
    const Card = memo(function Card() {
      return (
        <Profiler id="card" onRender={() => renders.count++}>
          <Link to="/task/7">Ver tarea</Link>
        </Profiler>
      );
    });
    at(
      '/browse-tasks',
      <>
        <Link to="/browse-tasks?urgencia=urgente">Solo urgentes</Link>
        <Card />
      </>,
    );
    const before = renders.count;
    await user.click(screen.getByRole('link', { name: 'Solo urgentes' }));
    expect(screen.getByTestId('donde')).toHaveTextContent('/browse-tasks?urgencia=urgente');
    expect(renders.count).toBe(before);
    // And it still navigates.
    await user.click(screen.getByRole('link', { name: 'Ver tarea' }));
    expect(screen.getByTestId('donde')).toHaveTextContent('/task/7');
  });

  it('leaves a modified click or another target to the browser, and replaces the entry when it points here', async () => {
    const user = userEvent.setup();
    at(
      '/dashboard',
      <>
        <Link to="/messages">Mensajes</Link>
        <Link to="/dashboard" state={{ again: true }}>
          Inicio
        </Link>
        <Link to="/payments" target="_blank">
          Pagos
        </Link>
      </>,
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Mensajes' }));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('donde')).toHaveTextContent('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    expect(screen.getByTestId('donde')).toHaveTextContent('/dashboard');
    expect(screen.getByRole('link', { name: 'Pagos' })).toHaveAttribute('href', '/payments');
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(screen.getByTestId('donde')).toHaveTextContent('/dashboard {"again":true}');
  });

  it("puts the router's basename before the address", () => {
    render(
      <MemoryRouter basename="/app" initialEntries={['/app/dashboard']}>
        <Link to="/messages">Mensajes</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mensajes' })).toHaveAttribute('href', '/app/messages');
  });
});
