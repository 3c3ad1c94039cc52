import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/Toaster';
import { dismissToast } from '@/lib/toast';
import { MessageButton } from './MessageButton';

const OWNER = '00000000-0000-4000-8000-000000000001';
const TASK = '00000000-0000-4000-8000-000000000002';
const REFUSAL =
  'Solo puedes escribir a un propietario sobre una de sus tareas. Abre la tarea (en «Buscar tareas» o en «Mis solicitudes») y pulsa «Enviar mensaje».';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderButton(taskId?: string, taskTitle?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/professional/x']}>
        <Routes>
          <Route path="*" element={<MessageButton withProfileId={OWNER} taskId={taskId} taskTitle={taskTitle} />} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('MessageButton', () => {
  it('opens the conversation from a task, sending its id, and goes to it', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: 'conv-1' }));
    vi.stubGlobal('fetch', fetchMock);
    renderButton(TASK);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('/messages?c=conv-1')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/conversations');
    expect(JSON.parse(String(init.body))).toEqual({ withProfileId: OWNER, taskId: TASK });
  });

  it('shows the refusal of a first message without a task in Spanish, and stays on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: { code: 'CONVERSATION_NEEDS_TASK', message: REFUSAL } })),
    );
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Escribe desde una tarea')).toBeInTheDocument();
    expect(screen.getByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/professional/x');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  it('from a task other than what the conversation is about, takes that task along for the next message', async () => {
    const other = { id: '00000000-0000-4000-8000-000000000003', title: 'Otra tarea' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { id: 'conv-1', contextTask: other })),
    );
    renderButton(TASK, 'Arreglo del pozo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('/messages?c=conv-1')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      about: { id: TASK, title: 'Arreglo del pozo' },
    });
  });

  it('from the task the conversation is already about, takes nothing along', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { id: 'conv-1', contextTask: { id: TASK, title: 'x' } })),
    );
    renderButton(TASK, 'Arreglo del pozo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('/messages?c=conv-1')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({});
  });
});
