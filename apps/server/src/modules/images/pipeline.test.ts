import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGpsIfd, hugePng, jpegWithGps, pngOf, SVG_WITH_SCRIPT, webpOf } from '../../../test/images';
import { ImageRejected, processImage, sniffFormat } from './pipeline';

async function rejection(input: Buffer): Promise<ImageRejected> {
  const error = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe('processImage', () => {
  it('turns a phone JPEG into upright WebP copies without EXIF or GPS', async () => {
    const input = await jpegWithGps(3000, 2000);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsIfd(before.exif)).toBe(true);

    const out = await processImage(input);
    // Orientation 6 is a quarter turn: the 3000×2000 sensor image is shown 2000×3000.
    expect([out.width, out.height]).toEqual([1067, 1600]);
    const display = await sharp(out.display).metadata();
    const thumb = await sharp(out.thumb).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(thumb).toMatchObject({ format: 'webp', width: 267, height: 400 });
    for (const meta of [display, thumb]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('accepts PNG and WebP, and never enlarges a small picture', async () => {
    const png = await processImage(await pngOf(800, 600));
    expect([png.width, png.height]).toEqual([800, 600]);
    expect((await sharp(png.thumb).metadata()).width).toBe(400);
    const webp = await processImage(await webpOf(300, 200));
    expect([webp.width, webp.height]).toEqual([300, 200]);
    expect(await sharp(webp.thumb).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('judges by content: text named .jpg, SVG with a script and GIF are refused', async () => {
    for (const input of [
      Buffer.from('Hola, esto es un texto y no una foto.'),
      SVG_WITH_SCRIPT,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    ]) {
      const error = await rejection(input);
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe('El archivo no es una imagen JPEG, PNG o WebP.');
    }
  });

  it('refuses a JPEG header glued onto something else', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), SVG_WITH_SCRIPT]);
    const error = await rejection(fake);
    expect(error.message).toBe('La imagen está dañada o incompleta.');
  });

  it('refuses truncated JPEG, PNG and WebP files', async () => {
    for (const whole of [await jpegWithGps(1200, 900), await pngOf(1200, 900), await webpOf(1200, 900)]) {
      const error = await rejection(whole.subarray(0, Math.floor(whole.length * 0.6)));
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe('La imagen está dañada o incompleta.');
    }
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = hugePng(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const error = await rejection(bomb);
    expect(error.message).toBe('La imagen tiene demasiados píxeles.');
    expect(Date.now() - started).toBeLessThan(2_000);
    // The same hand-made file at a sane size is a good picture: the refusal is for the pixels.
    expect(await processImage(hugePng(2_000))).toMatchObject({ width: 1600, height: 1600 });
  });

  it('refuses more than 10 MB', async () => {
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const error = await rejection(big);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('La imagen es demasiado grande: máximo 10 MB.');
  });

  it('names the file when asked', () => {
    expect(new ImageRejected('not-image').forFile('"x.jpg"').message).toBe(
      'La foto "x.jpg" no es una imagen JPEG, PNG o WebP.',
    );
  });
});

describe('sniffFormat', () => {
  it('reads the first bytes only', async () => {
    expect(sniffFormat(await pngOf(4, 4))).toBe('png');
    expect(sniffFormat(await webpOf(4, 4))).toBe('webp');
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });
});
