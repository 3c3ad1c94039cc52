import { z } from 'zod';
import { PROPERTY_KIND_SLUGS } from '../reference/categories';
import { PROVINCE_CODES } from '../reference/provinces';
import { type UploadedImage, zImageIds, zUploadedImage } from './images';

const PROVINCES = new Set<string>(PROVINCE_CODES);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const zProvinceCode = z
  .string({ error: 'Elige la provincia.' })
  .refine((v) => PROVINCES.has(v), 'Elige la provincia.');

/** A form's photos: the shared image ids, empty when none were sent. */
export const zPhotoIds = zImageIds.default([]);

/** A finca as the owner writes it. The municipality is one of INE's, within the province. */
export const zPropertyInput = z
  .object({
    name: z
      .string({ error: 'Escribe un nombre para la propiedad.' })
      .trim()
      .min(2, 'Escribe un nombre para la propiedad.')
      .max(100, 'Máximo 100 caracteres.'),
    kind: z.enum(PROPERTY_KIND_SLUGS, { error: 'Elige el tipo de propiedad.' }),
    province: zProvinceCode,
    municipalityCode: z.string({ error: 'Elige el municipio.' }).regex(/^\d{5}$/, 'Elige el municipio.'),
    address: optionalText(200),
    sizeHa: z
      .number({ error: 'Escribe la superficie en hectáreas, por ejemplo 2,5.' })
      .min(0, 'La superficie no puede ser negativa.')
      .max(1_000_000, 'La superficie es demasiado grande.')
      .nullable()
      .optional(),
    description: optionalText(2000),
    accessNotes: optionalText(1000),
    photoIds: zPhotoIds,
  })
  .superRefine((value, ctx) => {
    if (value.municipalityCode && value.province && !value.municipalityCode.startsWith(value.province)) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipalityCode'],
        message: 'Ese municipio no es de la provincia elegida.',
      });
    }
  });
export type PropertyInput = z.input<typeof zPropertyInput>;

export const zImage = zUploadedImage;
export type ImageDto = UploadedImage;

export const zProperty = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROPERTY_KIND_SLUGS),
  province: z.string(),
  municipalityCode: z.string().nullable(),
  municipality: z.string(),
  address: z.string().nullable(),
  sizeHa: z.number().nullable(),
  description: z.string().nullable(),
  accessNotes: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Tasks of this property in any state: a property with tasks is archived, never deleted. */
  taskCount: z.number().int(),
  photos: z.array(zImage),
});
export type PropertyDto = z.infer<typeof zProperty>;

export const zMunicipalityList = z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) });
export type MunicipalityList = z.infer<typeof zMunicipalityList>;
