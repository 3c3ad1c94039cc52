import type { AdminDisputeDetailDto, DisputeDto } from '@faena/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, image, messageDto, person } from '../../../../test/fixtures';
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

function detail(overrides: Partial<AdminDisputeDetailDto> = {}): AdminDisputeDetailDto {
  return {
    dispute: dispute(),
    progress: [],
    messages: [],
    messagesTruncated: false,
    viewer: { isParty: false, canDecide: true },
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
      .get(DETAIL, detail(), detail({ dispute: resolved, viewer: { isParty: false, canDecide: false } }))
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

describe('Admin: the conversation between the parties', () => {
  it('says who wrote each message and shows its photos as thumbnails that open the full image', async () => {
    const api = new FakeApi().get(
      DETAIL,
      detail({
        // Newest first, as the server sends them; the page shows them oldest first.
        messages: [
          messageDto({ id: id(553), senderId: id(102), body: '', photos: [image(1), image(2)] }),
          messageDto({ id: id(552), senderId: id(102), body: 'Llovió dos días.' }),
          messageDto({ id: id(551), senderId: id(101), body: '¿Cuándo terminas?' }),
        ],
      }),
    );
    const { user } = await renderRoute(URL, { api, as: 'admin' });
    const section = await screen.findByRole('region', { name: 'Conversación entre las partes' });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Carmen Ruiz \(propietario\) · .*¿Cuándo terminas\?$/),
      expect.stringMatching(/^Javier Molina \(profesional\) · .*Llovió dos días\.$/),
      expect.stringMatching(/^Javier Molina \(profesional\) · /),
    ]);
    const photo = within(section).getByRole('button', { name: 'Foto 2 del mensaje de Javier Molina (profesional)' });
    expect(within(photo).getByRole('img')).toHaveAttribute('src', image(2).thumbUrl);
    // It opens the photo viewer on that photo, at full size.
    await user.click(photo);
    const viewer = await screen.findByRole('dialog', { name: 'Fotos del mensaje de Javier Molina (profesional)' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', image(2).url);
    expect(viewer).toHaveTextContent('2 de 2');
    expect(within(section).queryByText(/mensajes más recientes/)).not.toBeInTheDocument();
  });

  it('says when only the latest messages are shown', async () => {
    const api = new FakeApi().get(
      DETAIL,
      detail({
        messages: [messageDto({ id: id(553) }), messageDto({ id: id(552) }), messageDto()],
        messagesTruncated: true,
      }),
    );
    await renderRoute(URL, { api, as: 'admin' });
    expect(
      await screen.findByText('Se muestran los 3 mensajes más recientes; los anteriores no aparecen aquí.'),
    ).toBeInTheDocument();
  });
});

describe('Admin: a dispute over a payment of the administrator’s own', () => {
  it('hides the decision and says why', async () => {
    const api = new FakeApi().get(DETAIL, detail({ viewer: { isParty: true, canDecide: false } }));
    await renderRoute(URL, { api, as: 'admin' });
    expect(
      await screen.findByText(/No puedes decidir esta disputa: eres una de las partes del pago/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver disputa' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Motivo de la decisión')).not.toBeInTheDocument();
  });
});
