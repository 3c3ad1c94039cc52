import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, professionalCard } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  held,
  location,
  pending,
  renderRoute,
  retryAfterError,
  UPDATING,
} from '../../../../test/harness';

describe('Find professionals', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/properties', { items: [] }).get('/api/professionals', pending());
    await renderRoute('/find-professionals', { api });
    await expectLoading(api, 'GET', '/api/professionals', 'Buscando profesionales…');
  });

  it('shows the error in Spanish, and Reintentar brings the results', async () => {
    const api = new FakeApi()
      .get('/api/properties', { items: [] })
      .get('/api/professionals', down(), { items: [professionalCard()], nextCursor: null });
    const { user } = await renderRoute('/find-professionals', { api });
    await retryAfterError(user, 'No se han podido cargar los profesionales');
    expect(await screen.findByRole('link', { name: 'Javier M.' })).toHaveAttribute('href', `/professional/${id(102)}`);
  });

  it('a new filter keeps the cards on screen, with a hint, until its own arrive', async () => {
    const verified = held({
      items: [professionalCard({ profileId: id(104), firstName: 'Rosa', lastInitial: 'G.' })],
      nextCursor: null,
    });
    const api = new FakeApi()
      .get('/api/properties', { items: [] })
      .get('/api/professionals', (call) =>
        call.query.get('verified') ? verified.answer() : { items: [professionalCard()], nextCursor: null },
      );
    const { user } = await renderRoute('/find-professionals', { api });
    expect(await screen.findByRole('link', { name: 'Javier M.' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Solo verificados' }));
    expect(await screen.findByText(UPDATING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Javier M.' })).toBeInTheDocument();
    verified.release();
    expect(await screen.findByRole('link', { name: 'Rosa G.' })).toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).not.toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    const api = new FakeApi()
      .get('/api/properties', { items: [] })
      .get('/api/professionals', { items: [], nextCursor: null });
    await renderRoute('/find-professionals?q=herrero', { api });
    expect(await screen.findByText('No hay profesionales con estos criterios')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar profesionales')).toHaveValue('herrero');
  });

  it('shows cards with name, headline, rating and rate, and loads more', async () => {
    const api = new FakeApi().get('/api/properties', { items: [] }).get('/api/professionals', (call) =>
      call.query.get('cursor')
        ? {
            items: [professionalCard({ profileId: id(104), firstName: 'Rosa', lastInitial: 'G.' })],
            nextCursor: null,
          }
        : { items: [professionalCard()], nextCursor: 'siguiente' },
    );
    const { user } = await renderRoute('/find-professionals', { api });
    expect(await screen.findByRole('link', { name: 'Javier M.' })).toBeInTheDocument();
    expect(screen.getByText('Poda de olivar y desbroce')).toBeInTheDocument();
    expect(screen.getByText('4,8')).toBeInTheDocument();
    expect(screen.getByText(/22,50\s€\/h/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más profesionales' }));
    expect(await screen.findByRole('link', { name: 'Rosa G.' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/professionals')[1]?.query.get('cursor')).toBe('siguiente');
  });

  it('filters by province, category, rating and verified, kept in the address', async () => {
    const api = new FakeApi()
      .get('/api/properties', { items: [] })
      .get('/api/professionals', { items: [], nextCursor: null });
    const { user } = await renderRoute('/find-professionals', { api });
    await screen.findByText('No hay profesionales con estos criterios');
    await user.selectOptions(screen.getByLabelText('Provincia'), '23');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'poda');
    await user.selectOptions(screen.getByLabelText('Valoración mínima'), '4.5');
    await user.click(screen.getByRole('checkbox', { name: 'Solo verificados' }));
    const last = await api.waitForCall('GET', '/api/professionals', 5);
    expect(Object.fromEntries(last.query)).toEqual({
      province: '23',
      category: 'poda',
      minRating: '4.5',
      verified: 'true',
    });
    expect(location().search).toContain('verified=true');
  });
});
