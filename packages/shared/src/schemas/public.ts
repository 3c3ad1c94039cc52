import { z } from 'zod';
import { m } from '../messages';
import { TASK_CATEGORY_SLUGS } from '../reference/categories';
import { zProvinceCode } from './properties';

/**
 * The public pages (no account: /tareas/:slugId, /profesionales/:slugId and their listings).
 * What a visitor may see and nothing else: never an address, cadastral data, access notes, the
 * property's point, a last name or a phone (PRODUCT.md, "Rules that protect users").
 */

/** A photo as a visitor gets it (served by /api/public/images/:id/:variant). */
export const zPublicPhoto = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PublicPhotoDto = z.infer<typeof zPublicPhoto>;

export const zPublicTask = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  urgency: z.string(),
  municipality: z.string(),
  province: z.string(),
  budgetMinCents: z.number().int().nullable(),
  budgetMaxCents: z.number().int().nullable(),
  preferredStartDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  photos: z.array(zPublicPhoto),
  owner: z.object({
    firstName: z.string(),
    ratingAvg: z.number().nullable(),
    ratingCount: z.number().int(),
  }),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicTaskDto = z.infer<typeof zPublicTask>;

export const zPublicTaskCard = zPublicTask.pick({
  id: true,
  slug: true,
  title: true,
  category: true,
  urgency: true,
  municipality: true,
  province: true,
  budgetMinCents: true,
  budgetMaxCents: true,
  preferredStartDate: true,
  publishedAt: true,
});
export type PublicTaskCardDto = z.infer<typeof zPublicTaskCard>;

export const zPublicReviewItem = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewerFirstName: z.string(),
  createdAt: z.string(),
});

export const zPublicProfessionalCard = z.object({
  id: z.string(),
  slug: z.string(),
  /** First name and the initial of the last name ("Pedro S."). */
  name: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
  categories: z.array(z.string()),
  serviceProvinces: z.array(z.string()),
  verified: z.boolean(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  completedCount: z.number().int(),
});
export type PublicProfessionalCardDto = z.infer<typeof zPublicProfessionalCard>;

export const zPublicProfessional = zPublicProfessionalCard.extend({
  bio: z.string().nullable(),
  travelRadiusKm: z.number().int().nullable(),
  reviews: z.array(zPublicReviewItem),
  portfolio: z.array(
    z.object({ title: z.string(), description: z.string().nullable(), photos: z.array(zPublicPhoto) }),
  ),
  updatedAt: z.string(),
});
export type PublicProfessionalDto = z.infer<typeof zPublicProfessional>;

export const PUBLIC_PAGE_SIZE = 20;

const zPageNumber = z.coerce
  .number({ message: m('La página debe ser un número.') })
  .int(m('La página debe ser un número entero.'))
  .min(1, m('La página empieza en 1.'))
  .max(10_000, m('Esa página no existe.'))
  .default(1);

export const zPublicTaskListQuery = z.object({
  province: zProvinceCode,
  category: z.enum(TASK_CATEGORY_SLUGS, { message: m('Elige una categoría de la lista.') }).optional(),
  page: zPageNumber,
});
export const zPublicProfessionalListQuery = z.object({
  province: zProvinceCode,
  category: z.enum(TASK_CATEGORY_SLUGS, { message: m('Elige una categoría de la lista.') }),
  page: zPageNumber,
});

export const zPublicTaskList = z.object({
  items: z.array(zPublicTaskCard),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type PublicTaskListDto = z.infer<typeof zPublicTaskList>;
export const zPublicProfessionalList = z.object({
  items: z.array(zPublicProfessionalCard),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type PublicProfessionalListDto = z.infer<typeof zPublicProfessionalList>;
