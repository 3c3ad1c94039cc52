import { z } from 'zod';

/** What a photo is uploaded for; it can only be attached to a thing of the same kind. */
export const IMAGE_PURPOSES = ['task', 'property', 'progress', 'portfolio', 'message', 'avatar', 'dispute'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** Photos per item (task, property, progress update, portfolio item, message) and per upload. */
export const MAX_IMAGES_PER_ITEM = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The formats accepted, as the file picker's `accept` attribute. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const zImagePurpose = z.enum(IMAGE_PURPOSES, { error: 'Indica para qué son las fotos.' });

/** A stored photo as the API returns it: both URLs serve WebP. */
export const zUploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof zUploadedImage>;

export const zImageUploadResponse = z.object({ items: z.array(zUploadedImage) });
export type ImageUploadResponse = z.infer<typeof zImageUploadResponse>;

/** The photos of a form (a task, a property…): ids of uploaded images, in display order. */
export const zImageIds = z
  .array(z.uuid('Una de las fotos no es válida.'), { error: 'Las fotos no son válidas.' })
  .max(MAX_IMAGES_PER_ITEM, `Puedes añadir como máximo ${MAX_IMAGES_PER_ITEM} fotos.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Has añadido la misma foto dos veces.');
