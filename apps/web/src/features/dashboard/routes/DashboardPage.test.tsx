import type { OwnerDashboardDto, ProfessionalDashboardDto } from '@faena/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationDto, id, offerDto, profileDto, taskSummary } from '../../../../test/fixtures';
import {
  DOWN_MESSAGE,
  down,
  expectLoading,
  FakeApi,
  ok,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
} from '../../../../test/harness';

function ownerDashboard(overrides: Partial<OwnerDashboardDto> = {}): OwnerDashboardDto {
  return {
    role: 'property_owner',
    propertyCount: 2,
    openTasks: [taskSummary({ pendingApplications: 3 })],
    activeTasks: [],
    draftCount: 1,
    conversations: [conversationDto()],
    payments: { due: [], dueCount: 0, dueCents: 0, held: [], heldCount: 0, heldCents: 0 },
    ...overrides,
  };
}

function professionalDashboard(overrides: Partial<ProfessionalDashboardDto> = {}): ProfessionalDashboardDto {
  return {
    role: 'professional',
    recommended: [taskSummary({ title: 'Desbroce de la linde' })],
    profileComplete: true,
    applicationCounts: { pending: 4, accepted: 1, rejected: 2 },
    pendingOffers: [],
    activeTasks: [],
    conversations: [],
    earnings: { month: '2026-11', thisMonthCents: 0, heldCents: 0, pendingCents: 0 },
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Dashboard (owner)', () => {
  it('shows its loading state while the dashboard is on its way', async () => {
    const api = new FakeApi().get('/api/dashboard', pending());
    await renderRoute('/dashboard', { api });
    await expectLoading(api, 'GET', '/api/dashboard');
    expect(screen.getByRole('heading', { name: 'Hola, Carmen' })).toBeInTheDocument();
  });

  it('shows the error in Spanish, and Reintentar brings the dashboard', async () => {
    const api = new FakeApi().get('/api/dashboard', down(), ownerDashboard());
    const { user } = await renderRoute('/dashboard', { api });
    await retryAfterError(user, 'No hemos podido cargar tu panel');
    expect(await screen.findByRole('link', { name: 'Poda de 40 olivos' })).toBeInTheDocument();
    expect(screen.queryByText(DOWN_MESSAGE)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(2);
  });

  it('shows open tasks with their new applications, drafts, properties and messages', async () => {
    const api = new FakeApi().get('/api/dashboard', ownerDashboard());
    const { user } = await renderRoute('/dashboard', { api });
    const open = await screen.findByRole('region', { name: 'Tareas abiertas' });
    expect(within(open).getByRole('link', { name: 'Poda de 40 olivos' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/task\//),
    );
    expect(within(open).getByText('3 solicitudes nuevas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 borrador sin publicar' })).toBeInTheDocument();
    expect(within(section('Mensajes recientes')).getByText('¿Tiene agua la finca?')).toBeInTheDocument();
    expect(screen.queryByText('Empieza por tu finca')).not.toBeInTheDocument();
    // 'Publicar tarea' goes to the form.
    await user.click(screen.getByRole('button', { name: 'Publicar tarea' }));
    expect(await otherScreen()).toBe('/publish-task');
  });

  it('says what to do when there is nothing yet', async () => {
    const api = new FakeApi().get(
      '/api/dashboard',
      ownerDashboard({ propertyCount: 0, openTasks: [], draftCount: 0, conversations: [] }),
    );
    await renderRoute('/dashboard', { api });
    expect(await screen.findByText('Empieza por tu finca')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir propiedad' })).toHaveAttribute('href', '/properties/new');
    expect(within(section('Tareas abiertas')).getByText('No tienes tareas abiertas ahora mismo.')).toBeInTheDocument();
    expect(
      within(section('Trabajos en marcha')).getByText('Cuando elijas a un profesional, verás aquí cómo va el trabajo.'),
    ).toBeInTheDocument();
    expect(within(section('Mensajes recientes')).getByText('Sin mensajes todavía.')).toBeInTheDocument();
  });

  it('shows the payments to make and the payments held, with their amounts in euros', async () => {
    const api = new FakeApi().get(
      '/api/dashboard',
      ownerDashboard({
        payments: {
          due: [
            { taskId: id(201), title: 'Poda de 40 olivos', amountCents: 123_450 },
            { taskId: id(202), title: 'Desbroce de la linde', amountCents: 30_000 },
          ],
          dueCount: 3,
          dueCents: 1_234_550,
          held: [{ paymentId: id(701), taskId: id(203), title: 'Vallado del huerto', amountCents: 55_000 }],
          heldCount: 1,
          heldCents: 55_000,
        },
      }),
    );
    await renderRoute('/dashboard', { api });
    const payments = await screen.findByRole('region', { name: 'Pagos' });
    const due = within(payments).getByRole('heading', { name: 'Por pagar (3)' }).parentElement as HTMLElement;
    expect(due.textContent).toContain('12.345,50\u00a0€');
    const first = within(payments).getByRole('link', { name: 'Poda de 40 olivos' });
    expect(first).toHaveAttribute('href', `/task/${id(201)}`);
    expect(first.closest('li')?.textContent).toContain('1234,50\u00a0€');
    expect(within(payments).getByRole('link', { name: 'Desbroce de la linde' }).closest('li')?.textContent).toContain(
      '300,00\u00a0€',
    );
    expect(within(payments).getByText(/Y 1 más en/)).toBeInTheDocument();
    const held = within(payments).getByRole('link', { name: 'Vallado del huerto' });
    expect(held).toHaveAttribute('href', `/payments/${id(701)}/receipt`);
    expect(held.closest('li')?.textContent).toContain('550,00\u00a0€');
    expect(within(payments).getByText('Faena guarda el dinero hasta que confirmes el trabajo.')).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: 'Ver pagos' })).toHaveAttribute('href', '/payments');
    // 'Pagar' belongs to the task and to /payments: the dashboard only points there.
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to pay and nothing held', async () => {
    const api = new FakeApi().get('/api/dashboard', ownerDashboard());
    await renderRoute('/dashboard', { api });
    const payments = await screen.findByRole('region', { name: 'Pagos' });
    expect(within(payments).getByText('No tienes pagos pendientes.')).toBeInTheDocument();
    expect(within(payments).getByText('Ningún pago retenido.')).toBeInTheDocument();
    expect(within(payments).getAllByText('0,00\u00a0€', { normalizer: (t) => t })).toHaveLength(2);
  });

  it('when the profile did not load, says so and Reintentar asks again', async () => {
    const api = new FakeApi()
      .get('/api/profile', down(), down(), ok(profileDto()))
      .get('/api/dashboard', ownerDashboard());
    const { user } = await renderRoute('/dashboard', { api });
    // AuthProvider asks for the profile twice (one retry, a second later) before the screen gives up.
    const notice = 'No hemos podido cargar tu perfil. Recarga la página en unos segundos.';
    expect(await screen.findByText(notice, { exact: false }, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Hola, Carmen' })).toBeInTheDocument();
  });
});

describe('Dashboard: work in progress', () => {
  it('shows the price agreed with the professional, not the budget range', async () => {
    const active = taskSummary({
      title: 'Poda asignada',
      status: 'in_progress',
      budgetMinCents: 20_000,
      budgetMaxCents: 40_000,
      agreedPriceCents: 32_550,
    });
    for (const [as, data] of [
      ['owner', ownerDashboard({ activeTasks: [active] })],
      ['professional', professionalDashboard({ activeTasks: [active] })],
    ] as const) {
      const api = new FakeApi().get('/api/dashboard', data);
      const { view } = await renderRoute('/dashboard', { api, as });
      const inProgress = await screen.findByRole('region', { name: 'Trabajos en marcha' });
      expect(within(inProgress).getByText(/^Precio acordado: 325,50\s€$/)).toBeInTheDocument();
      expect(within(inProgress).queryByText(/200,00\s€ – 400,00\s€/)).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('Dashboard (professional)', () => {
  it('shows recommended tasks, offers and the application counts', async () => {
    const api = new FakeApi().get('/api/dashboard', professionalDashboard({ pendingOffers: [offerDto()] }));
    await renderRoute('/dashboard', { api, as: 'professional' });
    const recommended = await screen.findByRole('region', { name: 'Recomendadas para ti' });
    expect(within(recommended).getByRole('link', { name: 'Desbroce de la linde' })).toBeInTheDocument();
    const offers = section('Ofertas para ti');
    expect(within(offers).getByText(/Carmen te ofrece 400,00\s€/)).toBeInTheDocument();
    expect(screen.getByText('Pendientes').nextElementSibling).toHaveTextContent('4');
    // Once: the screen's main button, not again among the shortcuts.
    expect(screen.getByRole('link', { name: 'Buscar tareas' })).toHaveAttribute('href', '/browse-tasks');
    expect(screen.getByRole('navigation', { name: 'Accesos rápidos' })).not.toHaveTextContent('Buscar tareas');
  });

  it('shows the earnings this month, held and pending, in euros with two decimals', async () => {
    const api = new FakeApi().get(
      '/api/dashboard',
      professionalDashboard({
        earnings: { month: '2026-11', thisMonthCents: 1_234_550, heldCents: 36_000, pendingCents: 5 },
      }),
    );
    await renderRoute('/dashboard', { api, as: 'professional' });
    const earnings = await screen.findByRole('region', { name: 'Ganancias' });
    const figure = (label: string) => within(earnings).getByText(label).nextElementSibling?.textContent;
    expect(figure('Cobrado este mes')).toBe('12.345,50\u00a0€');
    expect(figure('Retenido')).toBe('360,00\u00a0€');
    expect(figure('Pendiente')).toBe('0,05\u00a0€');
    expect(within(earnings).getByRole('link', { name: 'Ver cobros' })).toHaveAttribute('href', '/payments');
  });

  it('asks to complete the profile, and says when nothing matches', async () => {
    const api = new FakeApi().get('/api/dashboard', professionalDashboard({ profileComplete: false, recommended: [] }));
    await renderRoute('/dashboard', { api, as: 'professional' });
    expect(await screen.findByText('Completa tu perfil profesional')).toBeInTheDocument();
    expect(
      within(section('Recomendadas para ti')).getByText(
        'No hay tareas nuevas de tus oficios en tus provincias. Prueba a buscar en otras.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ofertas para ti' })).not.toBeInTheDocument();
  });
});
