import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { id, verificationDto } from '../../../../test/fixtures';
import {
  down,
  expectFieldError,
  expectLoading,
  FakeApi,
  fail,
  pending,
  renderElement,
  retryAfterError,
} from '../../../../test/harness';
import { VerificationSection } from './VerificationSection';

/** The files' resumable uploads (lib/uploads.ts): each one ends at once with an upload id. */
const uploaded: { name: string; purpose: string }[] = [];
vi.mock('@/lib/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/uploads')>()),
  startUpload: vi.fn((file: File, purpose: string, handlers: { onProgress?(sent: number, total: number): void }) => {
    uploaded.push({ name: file.name, purpose });
    handlers.onProgress?.(file.size, file.size);
    return { done: Promise.resolve(id(700 + uploaded.length)), cancel: vi.fn(), stop: vi.fn() };
  }),
}));

const document = {
  id: id(951),
  kind: 'dni' as const,
  originalName: 'dni-javier.pdf',
  mimeType: 'application/pdf',
  bytes: 120_000,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const show = (api: FakeApi) => renderElement(<VerificationSection userId={id(2)} />, { api, as: 'professional' });
const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('A professional’s verification', () => {
  it('shows its loading state', async () => {
    const api = new FakeApi().get('/api/verification', pending());
    show(api);
    await expectLoading(api, 'GET', '/api/verification', 'Cargando tu verificación...');
  });

  it('shows the error in Spanish, and Reintentar brings the status', async () => {
    const api = new FakeApi().get('/api/verification', down(), verificationDto());
    const { user } = show(api);
    await retryAfterError(user, 'No hemos podido cargar tu verificación');
    expect(await screen.findByText('Sin verificar')).toBeInTheDocument();
  });

  it('explains a rejection with its reason', async () => {
    const api = new FakeApi().get(
      '/api/verification',
      verificationDto({ status: 'rejected', note: 'El DNI no se lee.', documents: [document] }),
    );
    show(api);
    expect(await screen.findByText('No hemos podido verificarte')).toBeInTheDocument();
    expect(screen.getByText('Motivo: El DNI no se lee.')).toBeInTheDocument();
    expect(screen.getByText('dni-javier.pdf')).toBeInTheDocument();
  });

  it('checks the files in Spanish before sending them, uploads them resumably, and shows the server’s refusal', async () => {
    const api = new FakeApi()
      .get('/api/verification', verificationDto())
      .post(
        '/api/verification/uploads',
        fail(400, 'Revisa los datos.', { fields: { kind: 'Ese tipo de documento no se acepta.' } }),
        verificationDto({ status: 'pending', documents: [document] }),
      );
    const { user } = show(api);
    await user.click(await screen.findByRole('button', { name: 'Enviar documentos' }));
    const files = screen.getByLabelText('Archivos');
    expectFieldError(files, 'Elige al menos un documento.');

    await user.upload(files, pdf('enorme.pdf', 11 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    expectFieldError(files, '«enorme.pdf» ocupa más de 10 MB.');
    expect(uploaded).toHaveLength(0);
    expect(api.callsTo('POST', '/api/verification/uploads')).toHaveLength(0);

    await user.upload(files, pdf('dni-javier.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    await screen.findByText('Ese tipo de documento no se acepta.');
    expectFieldError(files, 'Ese tipo de documento no se acepta.');
    expect(uploaded).toEqual([{ name: 'dni-javier.pdf', purpose: 'verification' }]);
    const sent = (await api.waitForCall('POST', '/api/verification/uploads')).body;
    expect(sent).toEqual({ kind: 'dni', uploadIds: [id(701)] });

    await user.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    expect(await screen.findByText('Documento enviado')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de revisión')).toBeInTheDocument();
  });

  it('deletes a document after asking', async () => {
    const api = new FakeApi()
      .get('/api/verification', verificationDto({ status: 'pending', documents: [document] }))
      .delete('/api/verification/documents/:id', verificationDto());
    const { user } = show(api);
    await user.click(await screen.findByRole('button', { name: 'Borrar dni-javier.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar este documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect((await api.waitForCall('DELETE', '/api/verification/documents/:id')).params.id).toBe(id(951));
    expect(await screen.findByText('Documento borrado')).toBeInTheDocument();
    expect(screen.queryByText('dni-javier.pdf')).not.toBeInTheDocument();
  });
});
