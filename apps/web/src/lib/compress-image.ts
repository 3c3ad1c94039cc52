/**
 * Photos are made smaller on the phone before they travel over a thin rural connection (issue
 * 11): the longest side at most MAX_SIDE pixels, re-encoded as JPEG (WebP for a PNG, which may
 * be transparent). The canvas also drops the EXIF metadata, GPS included. Loaded with a dynamic
 * import when a photo is chosen, never with the first screen.
 */
export const MAX_SIDE = 2048;
/** A photo already this small and within MAX_SIDE is sent as it is. */
export const SMALL_ENOUGH_BYTES = 500_000;
const QUALITY = 0.82;

/** The size that fits within max × max keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'foto';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/**
 * The photo to upload: resized and re-encoded, or the original when that would not make it
 * smaller, when it is not an image the browser can decode, or when the browser cannot do it.
 */
export async function compressImage(file: File): Promise<File> {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const resized = size.width !== bitmap.width || size.height !== bitmap.height;
  if (!resized && file.size <= SMALL_ENOUGH_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/webp' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  // Re-encoding an already small photo can make it larger: keep the smaller one if no resize was needed.
  if (!blob || (!resized && blob.size >= file.size)) return file;
  return new File([blob], renamed(file.name, blob.type || type), { type: blob.type || type, lastModified: Date.now() });
}
