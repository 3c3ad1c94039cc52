import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage, fitWithin, MAX_SIDE, SMALL_ENOUGH_BYTES } from './compress-image';

describe('fitWithin', () => {
  it('keeps a photo within 2048 px on its longest side, in proportion, never enlarged', () => {
    expect(MAX_SIDE).toBe(2048);
    expect(fitWithin(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(8192, 100)).toEqual({ width: 2048, height: 25 });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });
});

describe('compressImage', () => {
  let drawn: { width: number; height: number } | null;
  let encodedBytes: number;
  let bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    drawn = null;
    encodedBytes = 300_000;
    bitmap = { width: 4032, height: 3024, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return {
        drawImage: () => {
          drawn = { width: this.width, height: this.height };
        },
      } as unknown as CanvasRenderingContext2D;
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
      callback(new Blob([new Uint8Array(encodedBytes)], { type: type ?? 'image/png' }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const photo = (bytes: number, type = 'image/jpeg', name = 'olivo.jpg') =>
    new File([new Uint8Array(bytes)], name, { type });

  it('resizes a large phone photo to 2048 px and re-encodes it as JPEG', async () => {
    const out = await compressImage(photo(4_500_000));
    expect(drawn).toEqual({ width: 2048, height: 1536 });
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('olivo.jpg');
    expect(out.size).toBe(300_000);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('turns a PNG into WebP (it may be transparent)', async () => {
    const out = await compressImage(photo(3_000_000, 'image/png', 'plano.png'));
    expect(out.type).toBe('image/webp');
    expect(out.name).toBe('plano.webp');
  });

  it('sends a small photo as it is', async () => {
    bitmap = { width: 1200, height: 900, close: vi.fn() };
    const original = photo(SMALL_ENOUGH_BYTES - 1);
    expect(await compressImage(original)).toBe(original);
    expect(drawn).toBeNull();
  });

  it('keeps the original when re-encoding would not make it smaller', async () => {
    bitmap = { width: 1600, height: 1200, close: vi.fn() };
    encodedBytes = 900_000;
    const original = photo(800_000);
    expect(await compressImage(original)).toBe(original);
  });

  it('leaves alone what is not a JPEG, PNG or WebP, or what the browser cannot decode', async () => {
    const gif = photo(2_000_000, 'image/gif', 'a.gif');
    expect(await compressImage(gif)).toBe(gif);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new Error('no se puede decodificar');
      }),
    );
    const broken = photo(2_000_000);
    expect(await compressImage(broken)).toBe(broken);
  });
});
