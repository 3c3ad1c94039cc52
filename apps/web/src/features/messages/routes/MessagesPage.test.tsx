import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationDto, id, messageDto, person } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  location,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';

const CONVERSATION = id(501);
const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('Messages', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/conversations', pending());
    await renderRoute('/messages', { api });
    await expectLoading(api, 'GET', '/api/conversations');
  });

  it('shows the error in Spanish, and Reintentar brings the conversations', async () => {
    const api = new FakeApi().get('/api/conversations', down(), { items: [conversationDto()] });
    const { user } = await renderRoute('/messages', { api });
    await retryAfterError(user, 'No se han podido cargar tus conversaciones');
    expect(await screen.findByRole('button', { name: /Carmen/ })).toBeInTheDocument();
  });

  it('keeps the conversations on screen when a refresh fails, and Reintentar updates them', async () => {
    const api = new FakeApi().get('/api/conversations', { items: [conversationDto()] }, down(), { items: [] });
    const { user } = await renderRoute('/messages', { api });
    await retryKeepingData(user, '¿Tiene agua la finca?');
    expect(await screen.findByText('Aún no tienes conversaciones')).toBeInTheDocument();
  });

  it('says how to start a conversation, in words for each role', async () => {
    const api = new FakeApi().get('/api/conversations', { items: [] });
    await renderRoute('/messages', { api, as: 'professional' });
    expect(await screen.findByText('Aún no tienes conversaciones')).toBeInTheDocument();
    expect(screen.getByText(/Escribe a un propietario desde una de sus tareas/)).toBeInTheDocument();
  });

  it('lists the conversations with their unread count and opens one with its messages', async () => {
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto()] })
      .get(
        '/api/conversations/:id/messages',
        page([messageDto(), messageDto({ id: id(552), senderId: id(102), body: 'Sí, hay un pozo.' })]),
      )
      .post('/api/conversations/:id/read', { ok: true });
    const { user } = await renderRoute('/messages', { api, as: 'professional' });
    const list = await screen.findByRole('navigation', { name: 'Conversaciones' });
    const item = within(list).getByRole('button', { name: /Carmen/ });
    expect(item).toHaveTextContent('2 sin leer');
    expect(item).toHaveTextContent('Poda de 40 olivos');
    expect(screen.getByText('Elige una conversación.')).toBeInTheDocument();
    await user.click(item);
    const view = await screen.findByRole('region', { name: 'Conversación con Carmen' });
    expect(new URLSearchParams(location().search).get('c')).toBe(CONVERSATION);
    expect(await within(view).findByText('Sí, hay un pozo.')).toBeInTheDocument();
    expect(within(view).getByText('¿Tiene agua la finca?')).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Sobre: Poda de 40 olivos' })).toHaveAttribute(
      'href',
      `/task/${id(201)}`,
    );
    await api.waitForCall('POST', '/api/conversations/:id/read');
  });

  it('when the messages fail to load, Reintentar brings them', async () => {
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto({ other: person({ firstName: 'Carmen' }) })] })
      .get('/api/conversations/:id/messages', down(), page([messageDto()]))
      .post('/api/conversations/:id/read', { ok: true });
    const { user } = await renderRoute(`/messages?c=${CONVERSATION}`, { api, as: 'professional' });
    await retryAfterError(user, 'No se han podido cargar los mensajes');
    const view = screen.getByRole('region', { name: 'Conversación con Carmen' });
    expect(await within(view).findByText('¿Tiene agua la finca?')).toBeInTheDocument();
  });

  it('keeps the open conversation’s messages when a refresh fails, and Reintentar brings the new ones', async () => {
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto({ other: person({ firstName: 'Carmen' }) })] })
      .get(
        '/api/conversations/:id/messages',
        page([messageDto()]),
        down(),
        page([messageDto({ id: id(552), senderId: id(102), body: 'Sí, hay un pozo.' }), messageDto()]),
      )
      .post('/api/conversations/:id/read', { ok: true });
    const { user } = await renderRoute(`/messages?c=${CONVERSATION}`, { api, as: 'professional' });
    const view = await screen.findByRole('region', { name: 'Conversación con Carmen' });
    expect(await within(view).findByText('¿Tiene agua la finca?')).toBeInTheDocument();
    await retryKeepingData(user, '¿Tiene agua la finca?');
    expect(await within(view).findByText('Sí, hay un pozo.')).toBeInTheDocument();
  });

  it('says to write something before sending, and sends what was typed', async () => {
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto()] })
      .get('/api/conversations/:id/messages', page([]))
      .post('/api/conversations/:id/messages', messageDto({ body: 'Voy el lunes.' }));
    const { user } = await renderRoute(`/messages?c=${CONVERSATION}`, { api, as: 'professional' });
    expect(await screen.findByText('Aún no hay mensajes. Escribe el primero.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escribe un mensaje o añade una foto.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/conversations/:id/messages')).toHaveLength(0);
    await user.type(screen.getByLabelText('Escribe un mensaje'), 'Voy el lunes.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const sent = await api.waitForCall('POST', '/api/conversations/:id/messages');
    expect(sent.body).toMatchObject({ body: 'Voy el lunes.', photoIds: [] });
    expect(await screen.findByLabelText('Escribe un mensaje')).toHaveValue('');
  });

  it('opened from another task: the message is about that task, and only sending it changes "Sobre:"', async () => {
    const about = { id: id(202), title: 'Arreglo del pozo' };
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto()] }, { items: [conversationDto({ contextTask: about })] })
      .get('/api/conversations/:id/messages', page([]))
      .post('/api/conversations/:id/read', { ok: true })
      .post('/api/conversations/:id/messages', messageDto({ body: '¿Y el pozo?', task: about }));
    const { user } = await renderRoute(`/messages?c=${CONVERSATION}`, { api, as: 'professional', state: { about } });
    const view = await screen.findByRole('region', { name: /Conversación con/ });
    // Opening it changed nothing: still about the first task, with the new one waiting in the composer.
    expect(within(view).getByRole('link', { name: 'Sobre: Poda de 40 olivos' })).toBeInTheDocument();
    expect(within(view).getByText(/Tu mensaje será sobre/)).toHaveTextContent(
      'Tu mensaje será sobre «Arreglo del pozo»',
    );
    await user.type(within(view).getByLabelText('Escribe un mensaje'), '¿Y el pozo?');
    await user.click(within(view).getByRole('button', { name: 'Enviar' }));
    const sent = await api.waitForCall('POST', '/api/conversations/:id/messages');
    expect(sent.body).toMatchObject({ body: '¿Y el pozo?', taskId: id(202) });
    expect(await within(view).findByRole('link', { name: 'Sobre: Arreglo del pozo' })).toBeInTheDocument();
    expect(within(view).queryByText(/Tu mensaje será sobre/)).not.toBeInTheDocument();
  });

  it('opened from another task, the person may choose to write about something else', async () => {
    const about = { id: id(202), title: 'Arreglo del pozo' };
    const api = new FakeApi()
      .get('/api/conversations', { items: [conversationDto()] })
      .get('/api/conversations/:id/messages', page([]))
      .post('/api/conversations/:id/messages', messageDto({ body: 'Otra cosa' }));
    const { user } = await renderRoute(`/messages?c=${CONVERSATION}`, { api, as: 'professional', state: { about } });
    const view = await screen.findByRole('region', { name: /Conversación con/ });
    await user.click(within(view).getByRole('button', { name: 'No es sobre esa tarea' }));
    expect(within(view).queryByText(/Tu mensaje será sobre/)).not.toBeInTheDocument();
    await user.type(within(view).getByLabelText('Escribe un mensaje'), 'Otra cosa');
    await user.click(within(view).getByRole('button', { name: 'Enviar' }));
    const sent = await api.waitForCall('POST', '/api/conversations/:id/messages');
    expect(sent.body).not.toHaveProperty('taskId');
  });
});
