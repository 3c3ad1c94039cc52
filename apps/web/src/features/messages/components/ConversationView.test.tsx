import 'fake-indexeddb/auto';
import type { ConversationDto } from '@faena/shared/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationView } from './ConversationView';

const conversation: ConversationDto = {
  id: 'conv-1',
  other: {
    profileId: 'owner-1',
    firstName: 'Carmen',
    lastName: null,
    avatarUrl: null,
    ratingAvg: null,
    ratingCount: 0,
    verified: false,
    phone: null,
  },
  contextTask: { id: 'task-1', title: 'Riego del huerto' },
  lastMessage: null,
  unread: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConversationView', () => {
  it('keeps the typed text when the server refuses the message, and shows why in Spanish', async () => {
    const refusal = 'Demasiados intentos. Espera un momento y vuelve a probar.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json(429, { error: { code: 'RATE_LIMITED', message: refusal } })
          : json(200, { items: [], nextCursor: null }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ConversationView conversation={conversation} myProfileId="pro-1" onBack={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Aún no hay mensajes. Escribe el primero.')).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Escribe un mensaje');
    await user.type(box, '¿Tiene agua la finca?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(box).toHaveValue('¿Tiene agua la finca?');
  });
});
