import { z } from 'zod';
import { m } from '../messages';
import { zMessage, zProgressUpdate } from './communication';
import { zUploadedImage } from './images';
import { zPhotoIds } from './properties';
import { zPerson } from './tasks';

export const DISPUTE_STATUS_VALUES = ['open', 'resolved'] as const;
export const DISPUTE_OUTCOME_VALUES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOME_VALUES)[number];

const zStatementText = z
  .string({ error: m('Explica qué ha pasado.') })
  .trim()
  .min(10, m('Explica qué ha pasado en al menos 10 caracteres.'))
  .max(2000, m('Máximo 2000 caracteres.'));

/** 'Abrir disputa': why, and optional photos (uploaded with purpose 'dispute'). */
export const zOpenDispute = z.object({ reason: zStatementText, photoIds: zPhotoIds });
export type OpenDisputeInput = z.input<typeof zOpenDispute>;

/** A party's statement while the dispute is open. */
export const zDisputeStatementInput = z.object({ body: zStatementText, photoIds: zPhotoIds });
export type DisputeStatementInput = z.input<typeof zDisputeStatementInput>;

/**
 * An administrator's decision: all to the professional, all back to the owner, or a split in
 * cents that adds up to the payment (checked against the payment on the server).
 */
export const zDisputeDecision = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOME_VALUES, { error: m('Elige cómo se resuelve la disputa.') }),
    payeeCents: z.number().int(m('Indica céntimos enteros.')).min(0, m('El importe no puede ser negativo.')).optional(),
    payerCents: z.number().int(m('Indica céntimos enteros.')).min(0, m('El importe no puede ser negativo.')).optional(),
    note: z
      .string({ error: m('Explica la decisión.') })
      .trim()
      .min(3, m('Explica la decisión en al menos 3 caracteres.'))
      .max(2000, m('Máximo 2000 caracteres.')),
  })
  .superRefine((v, ctx) => {
    if (v.outcome !== 'split') return;
    if (v.payeeCents === undefined) {
      ctx.addIssue({ code: 'custom', path: ['payeeCents'], message: m('Indica la parte del profesional.') });
    }
    if (v.payerCents === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['payerCents'],
        message: m('Indica la parte que se devuelve al propietario.'),
      });
    }
  });
export type DisputeDecisionInput = z.input<typeof zDisputeDecision>;

export const zDisputeStatement = z.object({
  id: z.string(),
  author: zPerson,
  /** payer (the owner) or payee (the professional). */
  side: z.enum(['payer', 'payee']),
  body: z.string(),
  photos: z.array(zUploadedImage),
  createdAt: z.string(),
});
export type DisputeStatementDto = z.infer<typeof zDisputeStatement>;

export const zDispute = z.object({
  id: z.string(),
  paymentId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  amountCents: z.number().int(),
  status: z.enum(DISPUTE_STATUS_VALUES),
  outcome: z.enum(DISPUTE_OUTCOME_VALUES).nullable(),
  payeeCents: z.number().int().nullable(),
  payerCents: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  openedBy: zPerson,
  payer: zPerson,
  payee: zPerson,
  statements: z.array(zDisputeStatement),
  createdAt: z.string(),
  viewer: z.object({ canAddStatement: z.boolean() }),
});
export type DisputeDto = z.infer<typeof zDispute>;

/** A payment's dispute, if any (the latest): the receipt shows it. */
export const zPaymentDispute = z.object({ dispute: zDispute.nullable(), canOpen: z.boolean() });
export type PaymentDisputeDto = z.infer<typeof zPaymentDispute>;

export const zAdminDisputeRow = z.object({
  id: z.string(),
  paymentId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  amountCents: z.number().int(),
  status: z.enum(DISPUTE_STATUS_VALUES),
  outcome: z.enum(DISPUTE_OUTCOME_VALUES).nullable(),
  openedBy: zPerson,
  createdAt: z.string(),
});
export type AdminDisputeRowDto = z.infer<typeof zAdminDisputeRow>;
export const zAdminDisputeList = z.object({ items: z.array(zAdminDisputeRow) });
export type AdminDisputeListDto = z.infer<typeof zAdminDisputeList>;

/**
 * What the administrator reads before deciding: the dispute, the progress timeline, the
 * conversation between the two parties (its latest 200 messages, newest first; `messagesTruncated`
 * when there are older ones), and whether this administrator may decide (not a party of the payment).
 */
export const zAdminDisputeDetail = z.object({
  dispute: zDispute,
  progress: z.array(zProgressUpdate),
  messages: z.array(zMessage),
  messagesTruncated: z.boolean(),
  viewer: z.object({
    /** The administrator is the payer or the payee of the disputed payment. */
    isParty: z.boolean(),
    canDecide: z.boolean(),
  }),
});
export type AdminDisputeDetailDto = z.infer<typeof zAdminDisputeDetail>;
