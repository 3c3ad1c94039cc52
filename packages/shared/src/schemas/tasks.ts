import { z } from 'zod';
import { m } from '../messages';
import { RECURRENCE_KIND_VALUES, SEASON_VALUES, SERIES_STATUS_VALUES } from '../recurrence';
import { ACCESS_GATE_SLUGS, ACCESS_TRACK_SLUGS } from '../reference/access';
import { TASK_CATEGORY_SLUGS, URGENCY_SLUGS } from '../reference/categories';
import { PAYMENT_METHOD_VALUES, PAYMENT_STATUS_VALUES, TASK_STATUS_VALUES } from '../reference/states';
import { checkText } from '../validation-texts';
import { zGeoPoint, zMunicipalityCodeQuery, zOptionalQuery, zRadiusQuery } from './fields';
import { zImage, zPhotoIds, zProvinceCode } from './properties';

/** Budgets are integer cents; 100,000 € is the most a task may carry. */
export const MAX_BUDGET_CENTS = 10_000_000;

/** A budget's rule, with its field's own sentences (each one whole, for the translations). */
const zCents = (says: { euros: string; negative: string; tooHigh: string }) =>
  z
    .number({ error: says.euros })
    .int(says.euros)
    .min(0, says.negative)
    .max(MAX_BUDGET_CENTS, says.tooHigh)
    .nullable()
    .optional();

export const zIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('Elige una fecha válida.'));

/** How a task repeats (packages/shared/src/recurrence.ts computes its dates). */
export const zRecurrenceRule = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('yearly_month'),
      month: z
        .number({ error: m('Elige el mes.') })
        .int(m('Elige el mes.'))
        .min(1, m('Elige el mes.'))
        .max(12, m('Elige el mes.')),
    }),
    z.object({ kind: z.literal('yearly_season'), season: z.enum(SEASON_VALUES, { error: m('Elige la estación.') }) }),
    z.object({
      kind: z.literal('every_months'),
      interval: z
        .number({ error: m('Elige cada cuántos meses, de 1 a 24.') })
        .int(m('Elige cada cuántos meses, de 1 a 24.'))
        .min(1, m('Elige cada cuántos meses, de 1 a 24.'))
        .max(24, m('Elige cada cuántos meses, de 1 a 24.')),
    }),
    z.object({
      kind: z.literal('every_weeks'),
      interval: z
        .number({ error: m('Elige cada cuántas semanas, de 1 a 52.') })
        .int(m('Elige cada cuántas semanas, de 1 a 52.'))
        .min(1, m('Elige cada cuántas semanas, de 1 a 52.'))
        .max(52, m('Elige cada cuántas semanas, de 1 a 52.')),
    }),
  ],
  { error: m('Elige cómo se repite la tarea.') },
);
export type RecurrenceRuleInput = z.input<typeof zRecurrenceRule>;

/** A task's series as its owner sees it. */
export const zSeries = z.object({
  id: z.string(),
  kind: z.enum(RECURRENCE_KIND_VALUES),
  rule: zRecurrenceRule,
  /** "Cada año en mayo". */
  label: z.string(),
  status: z.enum(SERIES_STATUS_VALUES),
  /** Deadline of the next occurrence, and the day it will be published (null once ended). */
  nextDueDate: z.string().nullable(),
  nextPublishDate: z.string().nullable(),
  occurrences: z.number().int(),
});
export type SeriesDto = z.infer<typeof zSeries>;

const zTaskFields = z.object({
  propertyId: z.uuid(m('Elige una propiedad.')),
  category: z.enum(TASK_CATEGORY_SLUGS, { error: m('Elige una categoría.') }),
  urgency: z.enum(URGENCY_SLUGS, { error: m('Elige la urgencia.') }),
  title: z
    .string({ error: m('Escribe un título.') })
    .trim()
    .min(5, m('El título debe tener al menos 5 caracteres.'))
    .max(120, m('Máximo 120 caracteres.')),
  description: z.string().trim().max(5000, m('Máximo 5000 caracteres.')).default(''),
  budgetMinCents: zCents({
    euros: m('Escribe el presupuesto mínimo en euros.'),
    negative: m('El presupuesto mínimo no puede ser negativo.'),
    tooHigh: m('El presupuesto mínimo no puede pasar de 100.000 €.'),
  }),
  budgetMaxCents: zCents({
    euros: m('Escribe el presupuesto máximo en euros.'),
    negative: m('El presupuesto máximo no puede ser negativo.'),
    tooHigh: m('El presupuesto máximo no puede pasar de 100.000 €.'),
  }),
  preferredStartDate: zIsoDate.nullable().optional(),
  /** "Hecho antes de": the day it has to be done by (optional). */
  dueDate: zIsoDate.nullable().optional(),
  photoIds: zPhotoIds,
  /**
   * How the task repeats: a rule makes (or changes) its series; null ends the series; absent
   * leaves it as it is.
   */
  recurrence: zRecurrenceRule.nullable().optional(),
});

type Budget = { budgetMinCents?: unknown; budgetMaxCents?: unknown };

/**
 * Max ≥ min, checked even when other fields have errors (so the form shows every problem at
 * once), as long as both amounts themselves are valid numbers.
 */
const budgetInOrder = (v: Budget) =>
  !(
    typeof v.budgetMinCents === 'number' &&
    typeof v.budgetMaxCents === 'number' &&
    v.budgetMaxCents < v.budgetMinCents
  );
const budgetInOrderOptions: z.core.$ZodCustomParams & { path: PropertyKey[] } = {
  path: ['budgetMaxCents'],
  message: m('El presupuesto máximo no puede ser menor que el mínimo.'),
  // Not when the body is not even an object (null, a list): the check would read its fields.
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => i.path?.[0] === 'budgetMinCents' || i.path?.[0] === 'budgetMaxCents'),
};

/**
 * What the owner writes in the task form. A draft needs only this; publishing also needs a
 * description of 20 characters or more (see publishProblems).
 */
const dueAfterStart = (v: { preferredStartDate?: unknown; dueDate?: unknown }) =>
  !(typeof v.preferredStartDate === 'string' && typeof v.dueDate === 'string' && v.dueDate < v.preferredStartDate);
const dueAfterStartOptions: z.core.$ZodCustomParams & { path: PropertyKey[] } = {
  path: ['dueDate'],
  message: m('La fecha límite no puede ser anterior a la de inicio.'),
  // Not when the body is not even an object (null, a list): the check would read its fields.
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => i.path?.[0] === 'dueDate' || i.path?.[0] === 'preferredStartDate'),
};

export const zTaskInput = zTaskFields
  .refine(budgetInOrder, budgetInOrderOptions)
  .refine(dueAfterStart, dueAfterStartOptions);
export type TaskInput = z.input<typeof zTaskInput>;

/** Creating a task: the same fields, and whether to publish it at once or keep it as a draft. */
export const zCreateTask = zTaskFields
  .extend({ publish: z.boolean().default(false) })
  .refine(budgetInOrder, budgetInOrderOptions)
  .refine(dueAfterStart, dueAfterStartOptions);
export type CreateTaskInput = z.input<typeof zCreateTask>;

export const DESCRIPTION_MIN_TO_PUBLISH = 20;

/** What a task still lacks to be published, per field (empty when it can be). */
export function publishProblems(task: { description: string | null | undefined }): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((task.description ?? '').trim().length < DESCRIPTION_MIN_TO_PUBLISH) {
    problems.description = checkText(
      m('Describe el trabajo con al menos {min} caracteres para publicarlo.', { min: DESCRIPTION_MIN_TO_PUBLISH }),
    );
  }
  return problems;
}

export const zCancelTask = z.object({
  reason: z
    .string({ error: m('Explica el motivo de la cancelación.') })
    .trim()
    .min(5, m('Explica el motivo de la cancelación (al menos 5 caracteres).'))
    .max(500, m('Máximo 500 caracteres.')),
});

export const zPerson = z.object({
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  verified: z.boolean(),
  phone: z.string().nullable(),
});
export type PersonDto = z.infer<typeof zPerson>;

export const zTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORY_SLUGS),
  urgency: z.enum(URGENCY_SLUGS),
  budgetMinCents: z.number().nullable(),
  budgetMaxCents: z.number().nullable(),
  preferredStartDate: z.string().nullable(),
  /** "Hecho antes de". */
  dueDate: z.string().nullable(),
  status: z.enum(TASK_STATUS_VALUES),
  province: z.string(),
  municipality: z.string(),
  timeZone: z.string(),
  /** Its series of recurring occurrences: the full series for the owner; for others only whether there is one. */
  series: zSeries.nullable(),
  recurring: z.boolean(),
  /**
   * For the owner: an occurrence offered first to the professional of the last one stays out of
   * Browse tasks until this moment (or until they decline).
   */
  reservedUntil: z.string().nullable(),
  cancelReason: z.string().nullable(),
  agreedPriceCents: z.number().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: zPerson,
  assignedProfessional: zPerson.nullable(),
  property: z.object({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    /** From here on, only for the owner and the assigned professional (null for anyone else). */
    address: z.string().nullable(),
    cadastralRef: z.string().nullable(),
    poligono: z.string().nullable(),
    parcela: z.string().nullable(),
    accessNotes: z.string().nullable(),
    accessTrack: z.enum(ACCESS_TRACK_SLUGS).nullable(),
    accessGate: z.enum(ACCESS_GATE_SLUGS).nullable(),
    accessKeys: z.string().nullable(),
    needs4x4: z.boolean().nullable(),
  }),
  photos: z.array(zImage),
  viewer: z.object({
    isOwner: z.boolean(),
    isAssignedProfessional: z.boolean(),
    canEdit: z.boolean(),
    canCancel: z.boolean(),
    canPublish: z.boolean(),
  }),
  pendingApplications: z.number().int().nullable(),
  /** The task's live payment, for its owner and its professional. */
  payment: z
    .object({ id: z.string(), status: z.enum(PAYMENT_STATUS_VALUES), method: z.enum(PAYMENT_METHOD_VALUES) })
    .nullable(),
  /** The task's public point: its finca's own rounded to about 1 km, else its municipality's. */
  point: zGeoPoint.nullable(),
  /** The finca's exact point, only for the owner and the assigned professional ('Cómo llegar'). */
  exactPoint: zGeoPoint.nullable(),
  /** km from a professional viewer's base municipality; null without one. */
  distanceKm: z.number().nullable(),
});
export type TaskDto = z.infer<typeof zTask>;

/** One row of the owner's task list and of the browse results. */
export const zTaskSummary = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(TASK_CATEGORY_SLUGS),
  urgency: z.enum(URGENCY_SLUGS),
  budgetMinCents: z.number().nullable(),
  budgetMaxCents: z.number().nullable(),
  preferredStartDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  recurring: z.boolean(),
  status: z.enum(TASK_STATUS_VALUES),
  province: z.string(),
  municipality: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  ownerFirstName: z.string(),
  thumbUrl: z.string().nullable(),
  propertyName: z.string().nullable(),
  pendingApplications: z.number().int().nullable(),
  /** The work price agreed with the professional, in lists of the viewer's own tasks; null elsewhere. */
  agreedPriceCents: z.number().int().nullable(),
  /** The task's public point (about 1 km), for the map. */
  point: zGeoPoint.nullable(),
  /** km from the browse's origin (the chosen municipality, else a professional's base); null without one. */
  distanceKm: z.number().nullable(),
});
export type TaskSummary = z.infer<typeof zTaskSummary>;

export const TASK_SORTS = {
  newest: m('Más recientes'),
  budget: m('Mayor presupuesto'),
  start: m('Fecha de inicio más próxima'),
  nearest: m('Más cercanas'),
} as const;
export type TaskSort = keyof typeof TASK_SORTS;

export const zBrowseQuery = z.object({
  q: zOptionalQuery(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  province: zOptionalQuery(zProvinceCode),
  category: zOptionalQuery(z.enum(TASK_CATEGORY_SLUGS, { error: m('Categoría no válida.') })),
  urgency: zOptionalQuery(z.enum(URGENCY_SLUGS, { error: m('Urgencia no válida.') })),
  /** Euros: tasks whose budget reaches at least this much. */
  budgetMin: zOptionalQuery(z.coerce.number().int().min(0).max(100_000)),
  /** Euros: tasks whose budget starts at most at this much. */
  budgetMax: zOptionalQuery(z.coerce.number().int().min(0).max(100_000)),
  startFrom: zOptionalQuery(zIsoDate),
  startTo: zOptionalQuery(zIsoDate),
  sort: zOptionalQuery(z.enum(['newest', 'budget', 'start', 'nearest'], { error: m('Orden no válido.') })),
  /** 'Distancia' from this municipality (INE code); without it, from a professional's base municipality. */
  near: zOptionalQuery(zMunicipalityCodeQuery),
  /** 'Distancia': only tasks within this many km of the origin. */
  radiusKm: zOptionalQuery(zRadiusQuery),
  cursor: zOptionalQuery(z.string().max(300)),
  limit: zOptionalQuery(z.coerce.number().int().min(1).max(50)),
});
export type BrowseQuery = z.infer<typeof zBrowseQuery>;

export const zTaskPage = z.object({ items: z.array(zTaskSummary), nextCursor: z.string().nullable() });
export type TaskPage = z.infer<typeof zTaskPage>;

export const zMyTasks = z.object({ items: z.array(zTaskSummary) });
