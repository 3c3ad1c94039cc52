import zlib from 'node:zlib';
import sharp from 'sharp';

/** A picture with some detail (a flat colour would compress to nothing). */
function scene(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#7a5230"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#3f8f4f"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 3}" fill="#e8d9a0"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * A phone photo: JPEG with GPS coordinates (a finca's exact position) and orientation 6
 * (stored sideways, shown rotated 90°), so the stored pixels are `height`×`width`.
 */
export function jpegWithGps(width = 3000, height = 2000): Promise<Buffer> {
  return scene(width, height)
    .jpeg({ quality: 85 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Faena', Model: 'Movil de pruebas' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 25/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '3/1 42/1 5678/100',
        },
      },
    })
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return scene(width, height).png().toBuffer();
}

export function webpOf(width: number, height: number): Promise<Buffer> {
  return scene(width, height).webp().toBuffer();
}

export function jpegOf(width: number, height: number): Promise<Buffer> {
  return scene(width, height).jpeg().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, complete black-and-white PNG of `size`×`size` pixels written by hand: 20000×20000
 * (400 megapixels) weighs about 50 kB, a decompression bomb built in a fraction of a second.
 */
export function hugePng(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8); // filter byte + packed pixels
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

/** Whether EXIF data (as sharp's metadata returns it) has a GPS section (tag 0x8825 in IFD0). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Uploads photos as a browser would and returns what the API answered. */
export async function uploadImages(
  agent: {
    request(options: {
      method: 'POST';
      url: string;
      payload: Buffer;
      headers: Record<string, string>;
    }): Promise<{ statusCode: number; body: string; json(): { items: { id: string; thumbUrl: string }[] } }>;
  },
  purpose: string,
  files: UploadFile[],
) {
  const { payload, headers } = await multipart(
    { purpose },
    files.map((f) => ({ type: 'image/jpeg', ...f })),
  );
  const res = await agent.request({ method: 'POST', url: '/api/images', payload, headers });
  if (res.statusCode !== 201) throw new Error(`subida fallida: ${res.statusCode} ${res.body}`);
  return res.json().items;
}
