import { z } from 'zod';
import { PAYMENT_METHOD_VALUES, PAYMENT_STATUS_VALUES, TASK_STATUS_VALUES } from '../reference/states';
import { zPerson } from './tasks';

export const zCard = z.object({
  number: z
    .string({ error: 'Escribe el número de la tarjeta.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v), 'Escribe el número de la tarjeta (solo cifras).'),
  expiry: z
    .string({ error: 'Escribe la caducidad (MM/AA).' })
    .trim()
    .refine((v) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), 'Escribe la caducidad como MM/AA.'),
  cvc: z
    .string({ error: 'Escribe el CVC.' })
    .trim()
    .refine((v) => /^\d{3,4}$/.test(v), 'El CVC son 3 o 4 cifras.'),
  holder: z
    .string({ error: 'Escribe el nombre del titular.' })
    .trim()
    .min(2, 'Escribe el nombre del titular.')
    .max(100),
});
export type CardInput = z.input<typeof zCard>;

/**
 * Paying a task. The idempotency key comes from the device: a double click or a retried request
 * with the same key gets the same payment back, never a second one.
 */
export const zPayTask = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES, { error: 'Elige cómo vas a pagar.' }),
    idempotencyKey: z.string().trim().min(8).max(100),
    card: zCard.optional(),
    /** Transfer or Bizum: the reference the owner used, so the professional can match it. */
    reference: z.string().trim().max(100, 'Máximo 100 caracteres.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'card' && !v.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'Escribe los datos de la tarjeta.' });
    if (v.method !== 'card' && !v.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'Escribe la referencia o el concepto que has usado al pagar.',
      });
    }
  });
export type PayTaskInput = z.input<typeof zPayTask>;

export const zPayment = z.object({
  id: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  status: z.enum(PAYMENT_STATUS_VALUES),
  amountCents: z.number().int(),
  workCents: z.number().int(),
  travelCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  feeRateBps: z.number().int(),
  reference: z.string().nullable(),
  /** "Modo de pruebas" when the built-in test provider handled it. */
  testMode: z.boolean(),
  failureReason: z.string().nullable(),
  /** The card needs the bank's extra confirmation before it is charged. */
  requiresAction: z.boolean(),
  feeSettled: z.boolean(),
  payer: zPerson,
  payee: zPerson,
  createdAt: z.string(),
  heldAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof zPayment>;

/** A task the owner owes money for: assigned or later, with no live payment. */
export const zPaymentDue = z.object({
  taskId: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUS_VALUES),
  professional: zPerson,
  workCents: z.number().int(),
  travelCents: z.number().int(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});
export type PaymentDueDto = z.infer<typeof zPaymentDue>;

export const zPaymentsOverview = z.object({
  role: z.enum(['property_owner', 'professional']),
  testMode: z.boolean(),
  feePercent: z.number(),
  due: z.array(zPaymentDue),
  payments: z.array(zPayment),
  totals: z.object({
    paidCents: z.number().int(),
    heldCents: z.number().int(),
    releasedCents: z.number().int(),
    pendingCents: z.number().int(),
    /** Professional: fees of transfer/Bizum payments not yet paid to the platform. */
    feeOwedCents: z.number().int(),
  }),
  /** Professional: net received by month (YYYY-MM). */
  byMonth: z.array(z.object({ month: z.string(), netCents: z.number().int(), count: z.number().int() })),
});
export type PaymentsOverviewDto = z.infer<typeof zPaymentsOverview>;

// ---------- Reviews ----------

export const zReviewInput = z.object({
  rating: z
    .number({ error: 'Elige de 1 a 5 estrellas.' })
    .int()
    .min(1, 'Elige de 1 a 5 estrellas.')
    .max(5, 'Elige de 1 a 5 estrellas.'),
  comment: z.string().trim().max(2000, 'Máximo 2000 caracteres.').default(''),
});
export type ReviewInput = z.input<typeof zReviewInput>;

export const zReplyInput = z.object({
  reply: z
    .string({ error: 'Escribe tu respuesta.' })
    .trim()
    .min(2, 'Escribe tu respuesta.')
    .max(2000, 'Máximo 2000 caracteres.'),
});

export const zReview = z.object({
  id: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  reviewer: zPerson,
  revieweeId: z.string(),
  /** Null while hidden (until both have reviewed or 14 days pass). */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewDto = z.infer<typeof zReview>;

export const zTaskReviews = z.object({
  canReview: z.boolean(),
  /** Why not, when not. */
  reason: z.string().nullable(),
  deadline: z.string().nullable(),
  mine: zReview.nullable(),
  /** The other side's review: only once published. */
  theirs: zReview.nullable(),
  /** The other side has reviewed but it is still hidden. */
  theirsPending: z.boolean(),
});
export type TaskReviewsDto = z.infer<typeof zTaskReviews>;
