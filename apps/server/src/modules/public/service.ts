import type { Executor } from '@faena/db';
import { slugId } from '@faena/shared';
import {
  PUBLIC_PAGE_SIZE,
  type PublicPhotoDto,
  type PublicProfessionalCardDto,
  type PublicProfessionalDto,
  type PublicProfessionalListDto,
  type PublicTaskCardDto,
  type PublicTaskDto,
  type PublicTaskListDto,
} from '@faena/shared/schemas';
import { notFound } from '../../lib/errors';
import { lastInitial } from '../professionals';
import { reviewsOf } from '../reviews';
import {
  findPublicProfessional,
  findPublicTask,
  listPublicProfessionals,
  listPublicTasks,
  type PublicProfessionalRow,
  photosOf,
  portfolioOf,
} from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function publicPhoto(row: { id: string; width: number; height: number }): PublicPhotoDto {
  return {
    id: row.id,
    url: `/api/public/images/${row.id}/display`,
    thumbUrl: `/api/public/images/${row.id}/thumb`,
    width: row.width,
    height: row.height,
  };
}

/** "Pedro S.": the most of a professional's name a visitor sees. */
export function publicName(firstName: string, lastName: string | null): string {
  const initial = lastInitial(lastName);
  return initial ? `${firstName} ${initial}` : firstName;
}

type TaskRow = NonNullable<Awaited<ReturnType<typeof findPublicTask>>>;

function taskCard(row: TaskRow): PublicTaskCardDto {
  return {
    id: row.id,
    slug: slugId(row.title, row.id),
    title: row.title,
    category: row.category,
    urgency: row.urgency,
    municipality: row.municipality,
    province: row.province,
    budgetMinCents: row.budgetMinCents,
    budgetMaxCents: row.budgetMaxCents,
    preferredStartDate: row.preferredStartDate,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A public task, or 404 for anything a visitor may not see (closed, hidden, a suspended owner's, unknown). */
export async function getPublicTask(db: Executor, id: string): Promise<PublicTaskDto> {
  if (!UUID.test(id)) throw notFound();
  const row = await findPublicTask(db, id.toLowerCase());
  if (!row) throw notFound();
  const photos = await photosOf(db, 'task', [row.id]);
  return {
    ...taskCard(row),
    description: row.description,
    dueDate: row.dueDate,
    photos: photos.map(publicPhoto),
    owner: {
      firstName: row.ownerFirstName,
      ratingAvg: row.ownerRatingAvg === null ? null : Number(row.ownerRatingAvg),
      ratingCount: row.ownerRatingCount,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pageOf = (page: number) => ({ limit: PUBLIC_PAGE_SIZE, offset: (page - 1) * PUBLIC_PAGE_SIZE });
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));

export async function listTasks(
  db: Executor,
  query: { province?: string; category?: string; page: number },
): Promise<PublicTaskListDto> {
  const { rows, total } = await listPublicTasks(db, query, pageOf(query.page));
  return { items: rows.map(taskCard), page: query.page, pages: pagesOf(total), total };
}

function professionalCard(row: PublicProfessionalRow): PublicProfessionalCardDto {
  const name = publicName(row.firstName, row.lastName);
  return {
    id: row.id,
    slug: slugId(name, row.id),
    name,
    avatarUrl: row.avatarImageId ? `/api/public/images/${row.avatarImageId}/thumb` : null,
    headline: row.headline,
    categories: row.categories,
    serviceProvinces: row.serviceProvinces,
    verified: row.verified,
    ratingAvg: row.ratingAvg === null ? null : Number(row.ratingAvg),
    ratingCount: row.ratingCount,
    completedCount: row.completedCount,
  };
}

/** A public professional, or 404 (a hidden page, a suspended or deleted account, an owner, unknown). */
export async function getPublicProfessional(db: Executor, id: string): Promise<PublicProfessionalDto> {
  if (!UUID.test(id)) throw notFound();
  const row = await findPublicProfessional(db, id.toLowerCase());
  if (!row) throw notFound();
  const [reviews, items] = await Promise.all([reviewsOf(db, row.id, 10), portfolioOf(db, row.id)]);
  const photos = await photosOf(
    db,
    'portfolio',
    items.map((i) => i.id),
  );
  return {
    ...professionalCard(row),
    bio: row.bio,
    travelRadiusKm: row.travelRadiusKm,
    reviews: reviews.map((r) => ({
      rating: r.rating,
      comment: r.comment,
      reviewerFirstName: r.reviewer.firstName,
      createdAt: r.publishedAt ?? r.createdAt,
    })),
    portfolio: items.map((i) => ({
      title: i.title,
      description: i.description,
      photos: photos.filter((p) => p.attachedTo === i.id).map(publicPhoto),
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProfessionals(
  db: Executor,
  query: { province: string; category: string; page: number },
): Promise<PublicProfessionalListDto> {
  const { rows, total } = await listPublicProfessionals(db, query, pageOf(query.page));
  return { items: rows.map(professionalCard), page: query.page, pages: pagesOf(total), total };
}
