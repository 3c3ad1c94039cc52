import { z } from 'zod';
import { m } from '../messages';
import { REVIEW_REFUSAL_VALUES } from '../reasons';
import { PAYMENT_METHOD_VALUES, PAYMENT_STATUS_VALUES, TASK_STATUS_VALUES } from '../reference/states';
import { TEST_PAYMENT_METHOD_VALUES } from '../test-cards';
import { zPerson } from './tasks';

/**
 * Paying a task. The idempotency key comes from the device: a double click or a retried request
 * with the same key gets the same payment back, never a second one. A card is never part of it:
 * the browser gives the card to the provider's element, which confirms the charge with the
 * payment's client secret (`checkout`).
 */
export const zPayTask = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES, { error: m('Elige cómo vas a pagar.') }),
    idempotencyKey: z.string().trim().min(8).max(100),
    /** Transfer or Bizum: the reference the owner used, so the professional can match it. */
    reference: z.string().trim().max(100, m('Máximo 100 caracteres.')).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'card' && !v.reference) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: m('Escribe la referencia o el concepto que has usado al pagar.'),
      });
    }
  });
export type PayTaskInput = z.input<typeof zPayTask>;

/** How the browser loads the card element; null where card payment is not offered. */
export const zCardProvider = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('pruebas') }),
    z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
  ])
  .nullable();
export type CardProviderDto = z.infer<typeof zCardProvider>;

export const PAYOUT_STATUS_VALUES = ['none', 'pending', 'verified', 'needs_information'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUS_VALUES)[number];

/** The test provider's element confirming a charge (the provider's side, "Modo de pruebas"). */
export const zTestChargeConfirm = z.object({
  clientSecret: z.string().min(10).max(200),
  paymentMethod: z.enum(TEST_PAYMENT_METHOD_VALUES),
});
export const zTestChargeAuthenticate = z.object({
  clientSecret: z.string().min(10).max(200),
  approved: z.boolean(),
});
export const zChargeState = z.object({
  status: z.enum(['awaiting_card', 'requires_action', 'held', 'failed']),
  failureReason: z.string().nullable(),
});
export type ChargeStateDto = z.infer<typeof zChargeState>;

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
  /** For the payer of a card payment still to be confirmed: what the provider's element needs. */
  checkout: z.object({ clientSecret: z.string() }).nullable(),
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
  /** The professional can receive card payments (their payout account is verified). */
  cardAccepted: z.boolean(),
});
export type PaymentDueDto = z.infer<typeof zPaymentDue>;

export const zMonthlyMoney = z.object({ month: z.string(), cents: z.number().int(), count: z.number().int() });
export type MonthlyMoney = z.infer<typeof zMonthlyMoney>;

export const zPaymentsOverview = z.object({
  role: z.enum(['property_owner', 'professional']),
  testMode: z.boolean(),
  /** The card element to load; null: card payment is not offered on this install. */
  card: zCardProvider,
  /** Professional: their payout account for card payments ('none' until they set it up). */
  payouts: z.enum(PAYOUT_STATUS_VALUES).nullable(),
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
  /**
   * Money by month (YYYY-MM), newest first: a professional's net received (by the month it was
   * released), an owner's spending (held or released, less what was given back; by the month paid).
   */
  byMonth: z.array(zMonthlyMoney),
});
export type PaymentsOverviewDto = z.infer<typeof zPaymentsOverview>;

// ---------- Reviews ----------

export const zReviewInput = z.object({
  rating: z
    .number({ error: m('Elige de 1 a 5 estrellas.') })
    .int()
    .min(1, m('Elige de 1 a 5 estrellas.'))
    .max(5, m('Elige de 1 a 5 estrellas.')),
  comment: z.string().trim().max(2000, m('Máximo 2000 caracteres.')).default(''),
});
export type ReviewInput = z.input<typeof zReviewInput>;

export const zReplyInput = z.object({
  reply: z
    .string({ error: m('Escribe tu respuesta.') })
    .trim()
    .min(2, m('Escribe tu respuesta.'))
    .max(2000, m('Máximo 2000 caracteres.')),
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
  /** Why not, when not, in the request's language. */
  reason: z.string().nullable(),
  /** Why not, as a stable code (REVIEW_REFUSALS): what a client decides by. Absent from older answers. */
  reasonCode: z.enum(REVIEW_REFUSAL_VALUES).nullable().optional(),
  deadline: z.string().nullable(),
  mine: zReview.nullable(),
  /** The other side's review: only once published. */
  theirs: zReview.nullable(),
  /** The other side has reviewed but it is still hidden. */
  theirsPending: z.boolean(),
});
export type TaskReviewsDto = z.infer<typeof zTaskReviews>;
