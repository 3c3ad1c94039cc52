import { z } from 'zod';
import { m } from '../messages';
import { APPLY_REFUSAL_VALUES } from '../reasons';
import { APPLICATION_STATUS_VALUES, OFFER_STATUS_VALUES, TASK_STATUS_VALUES } from '../reference/states';
import { zIsoDate, zPerson, zTaskSummary } from './tasks';

/** Prices of applications and offers: integer cents, more than 0 and at most 100,000 €. */
const zPrice = (says: { euros: string; zero: string; tooHigh: string }) =>
  z.number({ error: says.euros }).int(says.euros).min(1, says.zero).max(10_000_000, says.tooHigh);

const zTravel = z
  .number({ error: m('Escribe el desplazamiento en euros.') })
  .int(m('Escribe el desplazamiento en euros.'))
  .min(0, m('El desplazamiento no puede ser negativo.'))
  .max(1_000_000, m('El desplazamiento no puede pasar de 10.000 €.'))
  .default(0);

const zMessage = z
  .string({ error: m('Escribe un mensaje.') })
  .trim()
  .min(10, m('Escribe un mensaje de al menos 10 caracteres.'))
  .max(2000, m('Máximo 2000 caracteres.'));

export const zApplicationInput = z.object({
  message: zMessage,
  priceCents: zPrice({
    euros: m('Escribe el precio propuesto en euros.'),
    zero: m('El precio propuesto debe ser mayor que 0 €.'),
    tooHigh: m('El precio propuesto no puede pasar de 100.000 €.'),
  }),
  travelCents: zTravel,
  proposedStartDate: zIsoDate.nullable().optional(),
});
export type ApplicationInput = z.input<typeof zApplicationInput>;

export const zOfferInput = z.object({
  taskId: z.uuid(m('Elige una de tus tareas abiertas.')),
  professionalId: z.uuid(m('Profesional no válido.')),
  message: zMessage,
  priceCents: zPrice({
    euros: m('Escribe el precio en euros.'),
    zero: m('El precio debe ser mayor que 0 €.'),
    tooHigh: m('El precio no puede pasar de 100.000 €.'),
  }),
  travelCents: zTravel,
});
export type OfferInput = z.input<typeof zOfferInput>;

export const zApplicant = zPerson.extend({ completedCount: z.number().int(), headline: z.string().nullable() });

/** An application as the task's owner sees it. */
export const zApplication = z.object({
  id: z.string(),
  taskId: z.string(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  message: z.string(),
  priceCents: z.number().int(),
  travelCents: z.number().int(),
  proposedStartDate: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  professional: zApplicant,
});
export type ApplicationDto = z.infer<typeof zApplication>;

export const zOffer = z.object({
  id: z.string(),
  taskId: z.string(),
  status: z.enum(OFFER_STATUS_VALUES),
  message: z.string(),
  priceCents: z.number().int(),
  travelCents: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  professional: zApplicant,
  owner: zPerson,
  task: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(TASK_STATUS_VALUES),
    municipality: z.string(),
    province: z.string(),
  }),
});
export type OfferDto = z.infer<typeof zOffer>;

export const zTaskApplications = z.object({
  applications: z.array(zApplication),
  offers: z.array(zOffer),
});
export type TaskApplicationsDto = z.infer<typeof zTaskApplications>;

/** The professional's own application, with the task it is for. */
export const zMyApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  message: z.string(),
  priceCents: z.number().int(),
  travelCents: z.number().int(),
  proposedStartDate: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  task: zTaskSummary,
});
export type MyApplicationDto = z.infer<typeof zMyApplication>;

export const zMyApplications = z.object({ applications: z.array(zMyApplication), offers: z.array(zOffer) });
export type MyApplicationsDto = z.infer<typeof zMyApplications>;

/** What the viewer of a task detail can do about applying (a professional). */
export const zApplyState = z.object({
  canApply: z.boolean(),
  /** Why not, in the request's language. */
  reason: z.string().nullable(),
  /** Why not, as a stable code (APPLY_REFUSALS): what a client decides by. Absent from older answers. */
  reasonCode: z.enum(APPLY_REFUSAL_VALUES).nullable().optional(),
  myApplication: zMyApplication.omit({ task: true }).nullable(),
});
export type ApplyStateDto = z.infer<typeof zApplyState>;
