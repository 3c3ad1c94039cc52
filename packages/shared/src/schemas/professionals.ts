import { z } from 'zod';
import { m } from '../messages';
import { TASK_CATEGORY_SLUGS, type TaskCategory } from '../reference/categories';
import { zMunicipalityCodeQuery, zOptionalQuery, zOptionalText, zProvince, zRadiusQuery } from './fields';
import { zImage, zPhotoIds } from './properties';
import { zIsoDate } from './tasks';

/** A whole number in a range, or null/absent when the professional leaves it empty. */
const optionalInt = (messages: { type: string; min: [number, string]; max: [number, string] }) =>
  z
    .number({ error: messages.type })
    .int(messages.type)
    .min(messages.min[0], messages.min[1])
    .max(messages.max[0], messages.max[1])
    .nullable()
    .optional();

/** The most an hourly rate may be: 500 € (in cents). */
export const MAX_HOURLY_RATE_CENTS = 50_000;

/** What a professional writes about their work in /profile (the `field_worker_profiles` row). */
export const zProfessionalProfileInput = z.object({
  headline: z
    .string({ error: m('Escribe un titular.') })
    .trim()
    .min(5, m('Escribe un titular de al menos 5 caracteres, por ejemplo «Poda de olivar y desbroce».'))
    .max(120, m('Máximo 120 caracteres.')),
  bio: zOptionalText(3000),
  categories: z
    .array(z.enum(TASK_CATEGORY_SLUGS, { error: m('Una de las categorías no es válida.') }), {
      error: m('Elige al menos una categoría.'),
    })
    .min(1, m('Elige al menos una categoría de trabajo.'))
    .refine((v) => new Set(v).size === v.length, m('Has elegido la misma categoría dos veces.')),
  serviceProvinces: z
    .array(zProvince(m('Una de las provincias no es válida.')), {
      error: m('Elige al menos una provincia en la que trabajes.'),
    })
    .min(1, m('Elige al menos una provincia en la que trabajes.'))
    .max(52, m('Demasiadas provincias.'))
    .refine((v) => new Set(v).size === v.length, m('Has elegido la misma provincia dos veces.')),
  travelRadiusKm: optionalInt({
    type: m('Escribe los kilómetros como un número entero, por ejemplo 50.'),
    min: [0, m('Los kilómetros no pueden ser negativos.')],
    max: [1000, m('Como máximo 1000 km.')],
  }),
  hourlyRateCents: optionalInt({
    type: m('Escribe tu tarifa por hora en euros, por ejemplo 20 o 22,50.'),
    min: [1, m('La tarifa por hora debe ser mayor que 0 €.')],
    max: [MAX_HOURLY_RATE_CENTS, m('La tarifa por hora no puede pasar de 500 €.')],
  }),
  yearsExperience: optionalInt({
    type: m('Escribe los años de experiencia como un número entero.'),
    min: [0, m('Los años de experiencia no pueden ser negativos.')],
    max: [70, m('Como máximo 70 años de experiencia.')],
  }),
  availability: zOptionalText(500),
  /** 'Mostrar mi página pública' (/profesionales/…, decision 0029); left out: unchanged. */
  publicPage: z.boolean({ error: m('Indica si quieres mostrar tu página pública.') }).optional(),
});
export type ProfessionalProfileInput = z.input<typeof zProfessionalProfileInput>;

/** Sets or removes the profile photo: an upload with purpose 'avatar', or null. */
export const zAvatarInput = z.object({
  imageId: z.uuid(m('La foto no es válida. Vuelve a subirla.')).nullable(),
});
export type AvatarInput = z.input<typeof zAvatarInput>;

/** The most portfolio items one professional may keep. */
export const MAX_PORTFOLIO_ITEMS = 50;

export const zPortfolioItemInput = z.object({
  title: z
    .string({ error: m('Escribe un título.') })
    .trim()
    .min(3, m('Escribe un título de al menos 3 caracteres.'))
    .max(120, m('Máximo 120 caracteres.')),
  description: zOptionalText(2000),
  category: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(TASK_CATEGORY_SLUGS, { error: m('Elige una categoría de la lista.') })
      .nullable()
      .optional(),
  ),
  doneOn: z.preprocess((v) => (v === '' ? null : v), zIsoDate.nullable().optional()),
  photoIds: zPhotoIds,
});
/**
 * What a client sends. `category` and `doneOn` are preprocessed ('' becomes null), which makes
 * zod's input type `unknown` for them; they are typed here as the values the schema accepts.
 */
export type PortfolioItemInput = Omit<z.input<typeof zPortfolioItemInput>, 'category' | 'doneOn'> & {
  category?: TaskCategory | null;
  doneOn?: string | null;
};

export const zPortfolioItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(TASK_CATEGORY_SLUGS).nullable(),
  doneOn: z.string().nullable(),
  photos: z.array(zImage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortfolioItemDto = z.infer<typeof zPortfolioItem>;

export const zPortfolioList = z.object({ items: z.array(zPortfolioItem) });
export type PortfolioListDto = z.infer<typeof zPortfolioList>;

/** How a professional is named to others: first name and, at most, the initial of the last name. */
const zProfessionalIdentity = z.object({
  profileId: z.string(),
  firstName: z.string(),
  /** "S." for Sánchez; null when there is none. */
  lastInitial: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  headline: z.string().nullable(),
  categories: z.array(z.string()),
  serviceProvinces: z.array(z.string()),
  hourlyRateCents: z.number().int().nullable(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  completedCount: z.number().int(),
});

/** One result of Find professionals. */
export const zProfessionalCard = zProfessionalIdentity.extend({
  /** km from the search's origin (a property, or a chosen municipality) to their base; null without one. */
  distanceKm: z.number().nullable(),
  travelRadiusKm: z.number().int().nullable(),
});
export type ProfessionalCardDto = z.infer<typeof zProfessionalCard>;

export const zProfessionalPage = z.object({ items: z.array(zProfessionalCard), nextCursor: z.string().nullable() });
export type ProfessionalPage = z.infer<typeof zProfessionalPage>;

/** A published review as the portfolio shows it (filled by the reviews issue; empty until then). */
export const zPublicReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({ firstName: z.string(), avatarUrl: z.string().nullable() }),
  taskTitle: z.string().nullable(),
});
export type PublicReviewDto = z.infer<typeof zPublicReview>;

/** The public portfolio at /professional/:professionalId (signed-in users). */
export const zProfessionalPublic = zProfessionalIdentity.extend({
  bio: z.string().nullable(),
  travelRadiusKm: z.number().int().nullable(),
  yearsExperience: z.number().int().nullable(),
  availability: z.string().nullable(),
  memberSince: z.string(),
  portfolio: z.array(zPortfolioItem),
  reviews: z.array(zPublicReview),
  viewer: z.object({
    /** The professional looking at their own portfolio. */
    isSelf: z.boolean(),
    /** Owners may offer them one of their open tasks. */
    canOffer: z.boolean(),
  }),
});
export type ProfessionalPublicDto = z.infer<typeof zProfessionalPublic>;

export const PROFESSIONAL_SORTS = {
  rating: m('Mejor valorados'),
  completed: m('Más trabajos completados'),
  newest: m('Más recientes'),
  nearest: m('Más cercanos'),
} as const;
export type ProfessionalSort = keyof typeof PROFESSIONAL_SORTS;
export const PROFESSIONAL_SORT_VALUES = Object.keys(PROFESSIONAL_SORTS) as [ProfessionalSort, ...ProfessionalSort[]];

/** The minimum ratings the search offers (any number from 1 to 5 is accepted). */
export const MIN_RATING_OPTIONS = ['3', '4', '4.5'] as const;

export const zProfessionalQuery = z.object({
  q: zOptionalQuery(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  province: zOptionalQuery(zProvince(m('Provincia no válida.'))),
  category: zOptionalQuery(z.enum(TASK_CATEGORY_SLUGS, { error: m('Categoría no válida.') })),
  minRating: zOptionalQuery(
    z.coerce
      .number({ error: m('Valoración mínima no válida.') })
      .min(1, m('La valoración mínima va de 1 a 5.'))
      .max(5, m('La valoración mínima va de 1 a 5.')),
  ),
  verified: zOptionalQuery(
    z.enum(['true', 'false', '1', '0'], { error: m('Valor no válido.') }).transform((v) => v === 'true' || v === '1'),
  ),
  sort: zOptionalQuery(z.enum(PROFESSIONAL_SORT_VALUES, { error: m('Orden no válido.') })),
  /** 'Distancia' from one of the owner's properties (its point). */
  propertyId: zOptionalQuery(z.string().uuid(m('Elige una de tus propiedades.'))),
  /** 'Distancia' from a municipality (INE code), when no property is given. */
  near: zOptionalQuery(zMunicipalityCodeQuery),
  /** Only professionals whose base is within this many km of the origin. */
  radiusKm: zOptionalQuery(zRadiusQuery),
  cursor: zOptionalQuery(z.string().max(300)),
  limit: zOptionalQuery(z.coerce.number().int().min(1).max(50)),
});
export type ProfessionalQuery = z.infer<typeof zProfessionalQuery>;
