import { type ErrorCode, type Msg, m } from '@faena/shared';
import { MAX_IMAGE_BYTES } from '@faena/shared/schemas';
import type { Metadata, SharpOptions } from 'sharp';
import { AppError } from '../../lib/errors';

/** Longest side of the picture shown on a page, and of its thumbnail in lists. */
export const DISPLAY_SIZE = 1600;
export const THUMB_SIZE = 400;
/**
 * Refused before decoding: a few kilobytes of PNG can claim 20000×20000 pixels and need
 * gigabytes once decoded. 40 megapixels covers every phone camera.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageProblem = 'not-image' | 'too-large' | 'too-many-pixels' | 'damaged';

const PROBLEMS: Record<ImageProblem, { code: ErrorCode; message: string; named: (label: string | Msg) => Msg }> = {
  'not-image': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: m('El archivo no es una imagen JPEG, PNG o WebP.'),
    named: (label) => m('La foto {label} no es una imagen JPEG, PNG o WebP.', { label }),
  },
  'too-large': {
    code: 'PAYLOAD_TOO_LARGE',
    message: m('La imagen es demasiado grande: máximo 10 MB.'),
    named: (label) => m('La foto {label} es demasiado grande: máximo 10 MB.', { label }),
  },
  'too-many-pixels': {
    code: 'VALIDATION',
    message: m('La imagen tiene demasiados píxeles.'),
    named: (label) => m('La foto {label} tiene demasiados píxeles: máximo 40 megapíxeles.', { label }),
  },
  damaged: {
    code: 'VALIDATION',
    message: m('La imagen está dañada o incompleta.'),
    named: (label) => m('La foto {label} está dañada o incompleta.', { label }),
  },
};

/**
 * A file the pipeline refuses, with the reason. `forFile` names the file in the message for
 * uploads of several: its label is the quoted file name or «número 3».
 */
export class ImageRejected extends AppError {
  constructor(
    readonly problem: ImageProblem,
    fileLabel?: string | Msg,
  ) {
    const p = PROBLEMS[problem];
    super(p.code, fileLabel === undefined ? p.message : p.named(fileLabel));
  }

  forFile(fileLabel: string | Msg): ImageRejected {
    return new ImageRejected(this.problem, fileLabel);
  }
}

/** How a file is named in an error: its name as sent (tidied), or its place in the upload. */
export function fileLabel(filename: string | undefined, index: number): string | Msg {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const name = base.replace(/\p{Cc}/gu, '').trim();
  if (!name) return m('número {index}', { index });
  return `"${name.length > 60 ? `${name.slice(0, 59)}…` : name}"`;
}

export interface ProcessedImage {
  /** WebP, longest side at most DISPLAY_SIZE, upright, without any metadata. */
  display: Buffer;
  /** WebP, longest side at most THUMB_SIZE. */
  thumb: Buffer;
  /** Size of `display`. */
  width: number;
  height: number;
}

type SourceFormat = 'jpeg' | 'png' | 'webp';

/** The format by the file's first bytes: its name and declared type prove nothing. */
export function sniffFormat(data: Buffer): SourceFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

const INPUT: SharpOptions = {
  // 'error' refuses truncated and corrupt pixel data; 'warning' would also refuse the benign
  // oddities many phone JPEGs carry.
  failOn: 'error',
  limitInputPixels: MAX_INPUT_PIXELS,
  // Applies the EXIF orientation to the pixels, since the metadata that carried it goes away.
  autoOrient: true,
};

function problemOf(error: unknown): ImageProblem {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? 'too-many-pixels' : 'damaged';
}

/** sharp (libvips) is loaded with the first photo: importing it costs ~150 ms of the server's start. */
export function loadSharp() {
  return import('sharp').then((m) => m.default);
}

/**
 * Checks an uploaded file and re-encodes it: JPEG, PNG or WebP by content, at most 10 MB and
 * 40 megapixels, fully decodable. Returns upright WebP copies with no metadata at all (EXIF,
 * GPS, XMP, ICC are dropped; colours are converted to sRGB), or throws ImageRejected.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new ImageRejected('too-large');
  const format = sniffFormat(input);
  if (!format) throw new ImageRejected('not-image');
  const sharp = await loadSharp();

  let metadata: Metadata;
  try {
    metadata = await sharp(input, INPUT).metadata();
  } catch (error) {
    throw new ImageRejected(problemOf(error));
  }
  // The header and libvips must agree, or the file is something dressed up as an image.
  if (metadata.format !== format) throw new ImageRejected('not-image');
  if (!metadata.width || !metadata.height) throw new ImageRejected('damaged');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');

  try {
    // Decode once (the first frame of an animation) into display-sized sRGB pixels; both
    // copies are encoded from them. Decoding everything is what detects a truncated file.
    const { data, info } = await sharp(input, INPUT)
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [display, thumb] = await Promise.all([
      sharp(data, raw).webp({ quality: 80 }).toBuffer(),
      sharp(data, raw)
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { display, thumb, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRejected(problemOf(error));
  }
}
