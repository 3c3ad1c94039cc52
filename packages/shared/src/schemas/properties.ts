import { z } from 'zod';
import { CADASTRAL_MESSAGES, cadastralRefProblem, FORAL_CADASTRE_PROVINCES, normalizeCadastralRef } from '../cadastral';
import { m } from '../messages';
import { ACCESS_GATE_SLUGS, ACCESS_TRACK_SLUGS } from '../reference/access';
import { PROPERTY_KIND_SLUGS } from '../reference/categories';
import { zGeoPoint, zOptionalText, zProvince } from './fields';
import { type UploadedImage, zImageIds, zUploadedImage } from './images';

export const zProvinceCode = zProvince(m('Elige la provincia.'), m('Elige la provincia.'));

/** A form's photos: the shared image ids, empty when none were sent. */
export const zPhotoIds = zImageIds.default([]);

const optionalDigits = (max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v.replace(/^0+(?=\d)/, '')))
    .nullable()
    .optional()
    .refine((v) => v === null || v === undefined || new RegExp(`^\\d{1,${max}}$`).test(v), message);

/**
 * The cadastral reference as typed (separators allowed); stored without separators, upper case.
 * Its control letters are checked in the object's refinement, which knows the province.
 */
const zCadastralRef = z
  .string()
  .trim()
  .max(40, m('La referencia catastral tiene 20 caracteres.'))
  .transform((v) => (v === '' ? null : normalizeCadastralRef(v)))
  .nullable()
  .optional();

/** A finca as the owner writes it. The municipality is one of INE's, within the province. */
export const zPropertyInput = z
  .object({
    name: z
      .string({ error: m('Escribe un nombre para la propiedad.') })
      .trim()
      .min(2, m('Escribe un nombre para la propiedad.'))
      .max(100, m('Máximo 100 caracteres.')),
    kind: z.enum(PROPERTY_KIND_SLUGS, { error: m('Elige el tipo de propiedad.') }),
    province: zProvinceCode,
    municipalityCode: z.string({ error: m('Elige el municipio.') }).regex(/^\d{5}$/, m('Elige el municipio.')),
    address: zOptionalText(200),
    /** Referencia catastral: 20 characters with two control letters (see cadastral.ts). */
    cadastralRef: zCadastralRef,
    poligono: optionalDigits(3, m('El polígono es un número de hasta 3 cifras.')),
    parcela: optionalDigits(5, m('La parcela es un número de hasta 5 cifras.')),
    sizeHa: z
      .number({ error: m('Escribe la superficie en hectáreas, por ejemplo 2,5.') })
      .min(0, m('La superficie no puede ser negativa.'))
      .max(1_000_000, m('La superficie es demasiado grande.'))
      .nullable()
      .optional(),
    description: zOptionalText(2000),
    accessNotes: zOptionalText(1000),
    accessTrack: z
      .enum(ACCESS_TRACK_SLUGS, { error: m('Elige el tipo de camino.') })
      .nullable()
      .optional(),
    accessGate: z
      .enum(ACCESS_GATE_SLUGS, { error: m('Elige cómo es la cancela.') })
      .nullable()
      .optional(),
    accessKeys: zOptionalText(300),
    needs4x4: z.boolean().default(false),
    /** 'Marcar en el mapa': the finca's own point; without it, its municipality's point is used. */
    point: zGeoPoint.nullable().optional(),
    photoIds: zPhotoIds,
  })
  .superRefine((value, ctx) => {
    if (value.cadastralRef) {
      if (FORAL_CADASTRE_PROVINCES.has(value.province)) {
        // Álava, Gipuzkoa, Bizkaia and Navarra number their parcels their own way.
        if (!/^[0-9A-ZÑ]{3,30}$/.test(value.cadastralRef)) {
          ctx.addIssue({
            code: 'custom',
            path: ['cadastralRef'],
            message: m('Escribe la referencia catastral con letras y números (de 3 a 30).'),
          });
        }
      } else {
        const problem = cadastralRefProblem(value.cadastralRef);
        if (problem) ctx.addIssue({ code: 'custom', path: ['cadastralRef'], message: CADASTRAL_MESSAGES[problem] });
      }
    }
    if (value.poligono && !value.parcela) {
      ctx.addIssue({ code: 'custom', path: ['parcela'], message: m('Escribe también la parcela.') });
    }
    if (value.parcela && !value.poligono) {
      ctx.addIssue({ code: 'custom', path: ['poligono'], message: m('Escribe también el polígono.') });
    }
    if (value.municipalityCode && value.province && !value.municipalityCode.startsWith(value.province)) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipalityCode'],
        message: m('Ese municipio no es de la provincia elegida.'),
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
  cadastralRef: z.string().nullable(),
  poligono: z.string().nullable(),
  parcela: z.string().nullable(),
  sizeHa: z.number().nullable(),
  description: z.string().nullable(),
  accessNotes: z.string().nullable(),
  accessTrack: z.enum(ACCESS_TRACK_SLUGS).nullable(),
  accessGate: z.enum(ACCESS_GATE_SLUGS).nullable(),
  accessKeys: z.string().nullable(),
  needs4x4: z.boolean(),
  /** The finca's own point when the owner marked it on the map. */
  point: zGeoPoint.nullable(),
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
