import type { UploadedImage } from '@faena/shared/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoUploader } from './PhotoUploader';

function image(n: number): UploadedImage {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, url: `/api/images/${id}/display`, thumbUrl: `/api/images/${id}/thumb`, width: 1600, height: 1200 };
}

function Form({ initial = [], max }: { initial?: UploadedImage[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return <PhotoUploader purpose="task" value={value} onChange={setValue} max={max} />;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const jpeg = (name = 'finca.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoUploader', () => {
  it('uploads on selection, shows the thumbnail, and removes it', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<Form />);

    const input = screen.getByLabelText('Fotos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [jpeg('era.jpg'), jpeg('pajar.jpg')]);

    expect(screen.getByRole('status')).toHaveTextContent('Subiendo 2 fotos…');
    expect(input).toBeDisabled();
    // Compression on the device comes first (loaded on demand; jsdom cannot decode, so the originals go).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/images');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body.get('purpose')).toBe('task');
    expect((body.getAll('file') as File[]).map((f) => f.name)).toEqual(['era.jpg', 'pajar.jpg']);

    answer(json(201, { items: [image(1), image(2)] }));
    const first = await screen.findByRole('img', { name: 'Foto 1 de 2' });
    expect(first).toHaveAttribute('src', image(1).thumbUrl);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Foto 2 de 2' })).toHaveAttribute('src', image(2).thumbUrl);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    expect(screen.getByRole('img', { name: 'Foto 1 de 1' })).toHaveAttribute('src', image(2).thumbUrl);
    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('shows the server’s Spanish error next to the picker', async () => {
    const message = 'La foto "finca.jpg" no es una imagen JPEG, PNG o WebP.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } })),
    );
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Fotos');
    await user.upload(input, jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
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
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { unmount } = render(<Form initial={Array.from({ length: 8 }, (_, i) => image(i))} />);
    expect(screen.getByLabelText('Fotos')).toBeDisabled();
    expect(screen.getByText(/Máximo 8 fotos\./)).toBeInTheDocument();
    unmount();

    render(<Form initial={Array.from({ length: 7 }, (_, i) => image(i))} />);
    await user.upload(screen.getByLabelText('Fotos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes añadir 1 foto más (máximo 8).');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
