import type { UploadedImage } from '@faena/shared/schemas';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import type { UploadHandlers } from '@/lib/uploads';
import { PhotoUploader } from './PhotoUploader';

/** Each photo's upload as the uploader started it, answered by the test (lib/uploads.ts is tested by the browser tests). */
interface Started {
  file: File;
  purpose: string;
  handlers: UploadHandlers;
  succeed(image: UploadedImage): void;
  fail(error: unknown): void;
  cancel: ReturnType<typeof vi.fn>;
}
const started: Started[] = [];

vi.mock('@/lib/uploads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/uploads')>();
  return {
    ...actual,
    uploadPhoto: vi.fn((file: File, purpose: string, handlers: UploadHandlers) => {
      let succeed: (image: UploadedImage) => void = () => {};
      let fail: (error: unknown) => void = () => {};
      const done = new Promise<UploadedImage>((resolve, reject) => {
        succeed = resolve;
        fail = reject;
      });
      const cancel = vi.fn(async () => fail(new actual.UploadCancelled()));
      started.push({ file, purpose, handlers, succeed, fail, cancel });
      return { done, cancel, stop: vi.fn() };
    }),
  };
});

function image(n: number): UploadedImage {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, url: `/api/images/${id}/display`, thumbUrl: `/api/images/${id}/thumb`, width: 1600, height: 1200 };
}

function Form({
  initial = [],
  max,
  onOffline,
}: {
  initial?: UploadedImage[];
  max?: number;
  onOffline?: (files: File[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return <PhotoUploader purpose="task" value={value} onChange={setValue} max={max} onOffline={onOffline} />;
}

/** A JPEG's first bytes and then `size` bytes in all (jsdom cannot decode it, so it is sent as it is). */
const jpeg = (name = 'finca.jpg', size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

/** What the n-th upload started (they start one after the other). */
async function nth(n: number): Promise<Started> {
  await vi.waitFor(() => expect(started.length).toBeGreaterThan(n));
  return started[n] as Started;
}

const bar = (name: string) => screen.getByRole('progressbar', { name });

beforeEach(() => {
  started.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoUploader', () => {
  it('uploads one photo after another, with each one’s percentage and the whole batch’s, then shows the thumbnails', async () => {
    const user = userEvent.setup();
    render(<Form />);

    const input = screen.getByLabelText('Fotos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [jpeg('era.jpg', 1000), jpeg('pajar.jpg', 3000)]);

    const first = await nth(0);
    expect(screen.getByRole('status')).toHaveTextContent('Subiendo 2 fotos…');
    expect(input).toBeDisabled();
    expect(first.file.name).toBe('era.jpg');
    expect(first.purpose).toBe('task');
    expect(first.handlers.whenOffline).toBe('wait');
    // One at a time: the second waits for its turn.
    expect(started).toHaveLength(1);
    expect(screen.getByText(/^En espera/)).toBeInTheDocument();

    act(() => {
      first.handlers.onPhase?.('uploading');
      first.handlers.onProgress?.(450, 1000);
    });
    expect(bar('era.jpg')).toHaveAttribute('aria-valuenow', '45');
    // Spanish writes a (no-break) space before the sign.
    expect(bar('era.jpg')).toHaveAttribute('aria-valuetext', '45\u00a0%');
    // (Testing Library reads text with its spaces made plain.)
    expect(screen.getByText('45 %')).toBeInTheDocument();
    expect(bar('pajar.jpg')).toHaveAttribute('aria-valuenow', '0');
    // The batch by bytes: 450 of 4000.
    expect(bar('Progreso total')).toHaveAttribute('aria-valuenow', '11');
    expect(screen.getByText('Subiendo 2 fotos')).toBeInTheDocument();

    act(() => first.handlers.onPhase?.('resuming'));
    expect(screen.getByText('Reanudando…')).toBeInTheDocument();
    act(() => first.handlers.onPhase?.('processing'));
    expect(bar('era.jpg')).toHaveAttribute('aria-valuenow', '100');

    await act(async () => first.succeed(image(1)));
    expect(await screen.findByRole('img', { name: 'Foto 1 de 1' })).toHaveAttribute('src', image(1).thumbUrl);
    const second = await nth(1);
    expect(second.file.name).toBe('pajar.jpg');
    await act(async () => second.succeed(image(2)));
    const thumb = await screen.findByRole('img', { name: 'Foto 2 de 2' });
    expect(thumb).toHaveAttribute('src', image(2).thumbUrl);
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    expect(screen.getByRole('img', { name: 'Foto 1 de 1' })).toHaveAttribute('src', image(2).thumbUrl);
    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('cancels one upload, one still waiting, or all of them', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('uno.jpg'), jpeg('dos.jpg'), jpeg('tres.jpg')]);
    const first = await nth(0);
    act(() => first.handlers.onProgress?.(300, 1000));

    // The third, still waiting, goes at once; the one under way is stopped (and deleted on the server).
    await user.click(screen.getByRole('button', { name: 'Cancelar la subida de tres.jpg' }));
    expect(screen.queryByRole('progressbar', { name: 'tres.jpg' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancelar la subida de uno.jpg' }));
    expect(first.cancel).toHaveBeenCalledTimes(1);
    const second = await nth(1);
    expect(second.file.name).toBe('dos.jpg');
    expect(screen.queryByRole('progressbar', { name: 'uno.jpg' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Subiendo 1 foto…');
    await act(async () => second.succeed(image(2)));
    expect(await screen.findByRole('img', { name: 'Foto 1 de 1' })).toBeInTheDocument();
    // The cancelled third never started.
    expect(started.map((s) => s.file.name)).toEqual(['uno.jpg', 'dos.jpg']);

    await user.upload(screen.getByLabelText('Fotos'), [jpeg('cuatro.jpg'), jpeg('cinco.jpg')]);
    const fourth = await nth(2);
    await user.click(screen.getByRole('button', { name: 'Cancelar todas' }));
    expect(fourth.cancel).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(started).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByLabelText('Fotos')).toBeEnabled();
  });

  it('says when it has no connection and will go on by itself', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.upload(screen.getByLabelText('Fotos'), jpeg('cuadra.jpg'));
    const upload = await nth(0);
    act(() => {
      upload.handlers.onProgress?.(600, 1000);
      upload.handlers.onPhase?.('offline');
    });
    expect(screen.getByText('Sin conexión: 1 foto a medio subir')).toBeInTheDocument();
    expect(screen.getByText('Sin conexión: seguirá donde se quedó')).toBeInTheDocument();
    expect(bar('cuadra.jpg')).toHaveAttribute('aria-valuenow', '60');
    act(() => upload.handlers.onPhase?.('resuming'));
    expect(screen.getByText('Reanudando…')).toBeInTheDocument();
  });

  it('shows the server’s Spanish error next to the picker', async () => {
    const message = 'La foto "finca.jpg" no es una imagen JPEG, PNG o WebP.';
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Fotos');
    await user.upload(input, jpeg());
    const upload = await nth(0);
    await act(async () => upload.fail(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', message)));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('hands the photos not uploaded yet to the form when the connection is gone and the form can queue them', async () => {
    const onOffline = vi.fn();
    const user = userEvent.setup();
    render(<Form onOffline={onOffline} />);
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    const first = await nth(0);
    expect(first.handlers.whenOffline).toBe('fail');
    await act(async () => first.fail(new ApiError(0, 'NETWORK', 'No hay conexión.')));
    await vi.waitFor(() => expect(onOffline).toHaveBeenCalledTimes(1));
    const handed = (onOffline.mock.calls[0]?.[0] ?? []) as File[];
    expect(handed.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(started).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds the form while photos are on their way, so it is never saved without them', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function WithForm() {
      const [value, setValue] = useState<UploadedImage[]>([]);
      return (
        <form onSubmit={onSubmit}>
          <PhotoUploader purpose="task" value={value} onChange={setValue} />
          <button type="submit">Guardar</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<WithForm />);
    await user.upload(screen.getByLabelText('Fotos'), jpeg('lindero.jpg'));
    const upload = await nth(0);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Espera a que terminen de subirse las fotos, o cancela las que no quieras.',
    );
    await act(async () => upload.succeed(image(7)));
    expect(await screen.findByRole('img', { name: 'Foto 1 de 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('moves photos left and right, keeping focus on the moved photo', async () => {
    const user = userEvent.setup();
    render(<Form initial={[image(1), image(2), image(3)]} />);
    expect(screen.getByRole('button', { name: 'Mover foto 1 a la izquierda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover foto 3 a la derecha' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mover foto 1 a la derecha' }));
    const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(order()).toEqual([image(2).thumbUrl, image(1).thumbUrl, image(3).thumbUrl]);
    expect(screen.getByRole('button', { name: 'Mover foto 2 a la derecha' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mover foto 3 a la izquierda' }));
    expect(order()).toEqual([image(2).thumbUrl, image(3).thumbUrl, image(1).thumbUrl]);
  });

  it('stops at the maximum, and says how many more fit before uploading', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Form initial={Array.from({ length: 8 }, (_, i) => image(i))} />);
    expect(screen.getByLabelText('Fotos')).toBeDisabled();
    expect(screen.getByText(/Máximo 8 fotos\./)).toBeInTheDocument();
    unmount();

    render(<Form initial={Array.from({ length: 7 }, (_, i) => image(i))} />);
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes añadir 1 foto más (máximo 8).');
    expect(started).toHaveLength(0);
  });
});
