import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { image } from '../../test/fixtures';
import { PhotoGallery } from './PhotoGallery';

const PHOTOS = [image(1), image(2), image(3)];

function show(props: Partial<Parameters<typeof PhotoGallery>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Antes</button>
      <PhotoGallery photos={PHOTOS} title="Poda de 40 olivos" {...props} />
    </>,
  );
  return user;
}

const thumb = (n: number) => screen.getByRole('button', { name: `Poda de 40 olivos: foto ${n} de 3` });
const viewer = () => screen.findByRole('dialog', { name: 'Poda de 40 olivos' });
const shownPhoto = (dialog: HTMLElement) => within(dialog).getByRole('img');

afterEach(() => vi.restoreAllMocks());

describe('PhotoGallery', () => {
  it('shows the thumbnails as buttons that open the viewer, not links to the raw file', () => {
    show();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(thumb(1)).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(thumb(2)).getByRole('img')).toHaveAttribute('src', PHOTOS[1]?.thumbUrl);
  });

  it('opens the photo chosen with its count, and the arrow keys go through the others', async () => {
    const user = show();
    await user.click(thumb(2));
    const dialog = await viewer();
    expect(dialog).toHaveTextContent('2 de 3');
    expect(shownPhoto(dialog)).toHaveAttribute('src', PHOTOS[1]?.url);
    expect(shownPhoto(dialog)).toHaveAccessibleName('Poda de 40 olivos: foto 2 de 3');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('3 de 3');
    expect(shownPhoto(dialog)).toHaveAttribute('src', PHOTOS[2]?.url);
    // The last one: no further, and the button says so without losing the focus.
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('3 de 3');
    expect(within(dialog).getByRole('button', { name: 'Foto siguiente' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}');
    expect(dialog).toHaveTextContent('1 de 3');
    await user.click(within(dialog).getByRole('button', { name: 'Foto siguiente' }));
    expect(dialog).toHaveTextContent('2 de 3');
    await user.click(within(dialog).getByRole('button', { name: 'Foto anterior' }));
    expect(dialog).toHaveTextContent('1 de 3');
  });

  it('closes with Escape and gives the focus back to the thumbnail that opened it', async () => {
    const user = show();
    thumb(3).focus();
    await user.keyboard('{Enter}');
    const dialog = await viewer();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumb(3)).toHaveFocus());
  });

  it("closes with 'Cerrar' too, and describes its keys to screen readers", async () => {
    const user = show();
    await user.click(thumb(1));
    const dialog = await viewer();
    expect(dialog).toHaveAccessibleDescription(/Flechas izquierda y derecha: otra foto\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumb(1)).toHaveFocus());
  });

  it('loads the photos either side ahead', async () => {
    // new Image().src = url: the browser fetches it into its cache.
    const set = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    const loaded = () => set.mock.calls.map(([url]) => url);
    const user = show();
    await user.click(thumb(2));
    await viewer();
    await waitFor(() => expect(loaded()).toEqual(expect.arrayContaining([PHOTOS[0]?.url, PHOTOS[2]?.url])));
  });

  it('zooms in and out with its buttons and with + and −', async () => {
    const user = show();
    await user.click(thumb(1));
    const dialog = await viewer();
    const photo = shownPhoto(dialog);
    const zoomOut = within(dialog).getByRole('button', { name: 'Reducir' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Ampliar' }));
    expect(photo.style.transform).toContain('scale(1.5)');
    expect(zoomOut).not.toHaveAttribute('aria-disabled');
    await user.keyboard('+');
    expect(photo.style.transform).toContain('scale(2.25)');
    await user.keyboard('-');
    expect(photo.style.transform).toContain('scale(1.5)');
    await user.keyboard('0');
    expect(photo.style.transform).toContain('scale(1)');
    // Another photo starts unzoomed.
    await user.keyboard('+{ArrowRight}');
    expect(shownPhoto(dialog).style.transform).toContain('scale(1)');
  });

  it('changes the photo with a swipe', async () => {
    const user = show();
    await user.click(thumb(1));
    const dialog = await viewer();
    const stage = shownPhoto(dialog).parentElement?.parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 300 });
      fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: (from + to) / 2, clientY: 302 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 305 });
    };
    swipe(300, 100);
    expect(dialog).toHaveTextContent('2 de 3');
    swipe(100, 300);
    expect(dialog).toHaveTextContent('1 de 3');
    // A short move is not a swipe.
    swipe(300, 280);
    expect(dialog).toHaveTextContent('1 de 3');
  });

  it('uses the descriptions it is given, and shows nothing without photos', async () => {
    const { unmount } = render(
      <PhotoGallery
        photos={PHOTOS.slice(0, 1)}
        title="Fotos del mensaje de Javier"
        alt={(i) => `Foto ${i + 1} del mensaje`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Foto 1 del mensaje' })).toBeInTheDocument();
    unmount();
    const { container } = render(<PhotoGallery photos={[]} title="Nada" />);
    expect(container).toBeEmptyDOMElement();
  });
});
