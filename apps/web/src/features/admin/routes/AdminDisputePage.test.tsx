import type { DisputeDto } from '@faena/shared/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, person } from '../../../../test/fixtures';
import { FakeApi, notFound, renderRoute } from '../../../../test/harness';

const DETAIL = '/api/admin/disputes/:id';
const URL = `/admin/disputes/${id(801)}`;
const payer = person({ profileId: id(101), firstName: 'Carmen', lastName: 'Ruiz' });

function dispute(overrides: Partial<DisputeDto> = {}): DisputeDto {
  return {
    id: id(801),
    paymentId: id(701),
    taskId: id(201),
    taskTitle: 'Poda de 40 olivos',
    amountCents: 46_500,
    status: 'open',
    outcome: null,
    payeeCents: null,
    payerCents: null,
    decisionNote: null,
    decidedAt: null,
    openedBy: payer,
    payer,
    payee: person(),
    statements: [
      {
        id: id(802),
        author: payer,
        side: 'payer',
        body: 'Quedaron diez olivos sin podar.',
        photos: [],
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    createdAt: '2026-11-21T10:00:00.000Z',
    viewer: { canAddStatement: false },
    ...overrides,
  };
}

describe('Admin: one dispute', () => {
  it('is the not-found page for a dispute that does not exist', async () => {
    const api = new FakeApi().get(DETAIL, notFound());
    await renderRoute(URL, { api, as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows both sides and splits the payment in cents', async () => {
    const resolved = dispute({ status: 'resolved', outcome: 'split', payeeCents: 20_000, payerCents: 26_500 });
    const api = new FakeApi()
      .get(
        DETAIL,
        { dispute: dispute(), progress: [], messages: [] },
        { dispute: resolved, progress: [], messages: [] },
      )
      .post(`${DETAIL}/decision`, resolved);
    const { user } = await renderRoute(URL, { api, as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Disputa: Poda de 40 olivos' })).toBeInTheDocument();
    expect(screen.getByText('Quedaron diez olivos sin podar.')).toBeInTheDocument();
    expect(screen.getByText('Sin avances publicados.')).toBeInTheDocument();
    expect(screen.getByText('No se han escrito mensajes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Para el profesional (€)'), '200');
    await user.type(screen.getByLabelText('Devuelto al propietario (€)'), '265');
    await user.type(screen.getByLabelText('Motivo de la decisión'), 'Se hizo parte del trabajo.');
    await user.click(screen.getByRole('button', { name: 'Resolver disputa' }));
    const call = await api.waitForCall('POST', `${DETAIL}/decision`);
    expect(call.body).toEqual({
      outcome: 'split',
      payeeCents: 20_000,
      payerCents: 26_500,
      note: 'Se hizo parte del trabajo.',
    });
    expect(
      await screen.findByText('Resuelta: 200,00 € para el profesional, 265,00 € devueltos al propietario'),
    ).toBeInTheDocument();
  });
});
