import { m } from '../messages';

/** Stored values and Spanish labels of every lifecycle in PRODUCT.md. */
export const ROLES = { property_owner: m('Propietario'), professional: m('Profesional') } as const;
export type Role = keyof typeof ROLES;
export const ROLE_VALUES = Object.keys(ROLES) as [Role, ...Role[]];

export const TASK_STATUSES = {
  draft: m('Borrador'),
  open: m('Abierta'),
  assigned: m('Asignada'),
  in_progress: m('En curso'),
  pending_confirmation: m('Pendiente de confirmación'),
  completed: m('Completada'),
  cancelled: m('Cancelada'),
} as const;
export type TaskStatus = keyof typeof TASK_STATUSES;
export const TASK_STATUS_VALUES = Object.keys(TASK_STATUSES) as [TaskStatus, ...TaskStatus[]];

const taskStates = (...states: TaskStatus[]): readonly TaskStatus[] => Object.freeze(states);

/*
 * The task states grouped by what they mean, each group defined here once: every rule that asks
 * "is this task …?" (the server's checks and queries, the database invariants, the web's
 * buttons) uses one of these names rather than a list of its own.
 */

/** Nobody assigned yet: the owner may still edit it, and no professional may be set on it. */
export const TASK_UNASSIGNED = taskStates('draft', 'open');

/**
 * A professional is on the job and the owner has not confirmed it yet: the professional sees
 * where the finca is and how to get in, the job is among their active work, and neither side
 * may delete their account.
 */
export const TASK_UNDER_WAY = taskStates('assigned', 'in_progress', 'pending_confirmation');

/**
 * The job went ahead with a professional: under way or completed. Owner and professional are
 * each other's party (each sees the other's phone number), the progress screen is open to both,
 * a payment is due, and the task must have its professional.
 */
export const TASK_WITH_PROFESSIONAL = taskStates(...TASK_UNDER_WAY, 'completed');

/** Neither completed nor cancelled: what an administrator may still cancel. */
export const TASK_NOT_FINISHED = taskStates(...TASK_UNASSIGNED, ...TASK_UNDER_WAY);

/** Published and not finished: a property with such a task cannot be archived. */
export const TASK_LIVE = taskStates('open', ...TASK_UNDER_WAY);

export const APPLICATION_STATUSES = {
  pending: m('Pendiente'),
  accepted: m('Aceptada'),
  rejected: m('Rechazada'),
  withdrawn: m('Retirada'),
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;
export const APPLICATION_STATUS_VALUES = Object.keys(APPLICATION_STATUSES) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];

export const OFFER_STATUSES = {
  pending: m('Pendiente'),
  accepted: m('Aceptada'),
  declined: m('Rechazada'),
  cancelled: m('Cancelada'),
  expired: m('Caducada'),
} as const;
export type OfferStatus = keyof typeof OFFER_STATUSES;
export const OFFER_STATUS_VALUES = Object.keys(OFFER_STATUSES) as [OfferStatus, ...OfferStatus[]];

export const PAYMENT_STATUSES = {
  pending: m('Pendiente'),
  held: m('Retenido'),
  released: m('Liberado'),
  refunded: m('Reembolsado'),
  failed: m('Fallido'),
} as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;
export const PAYMENT_STATUS_VALUES = Object.keys(PAYMENT_STATUSES) as [PaymentStatus, ...PaymentStatus[]];

export const PAYMENT_METHODS = {
  card: m('Tarjeta'),
  transfer: m('Transferencia bancaria'),
  bizum: m('Bizum'),
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_VALUES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

export const VERIFICATION_STATUSES = {
  none: m('Sin verificar'),
  pending: m('Pendiente de revisión'),
  verified: m('Verificado'),
  rejected: m('Rechazado'),
} as const;
export type VerificationStatus = keyof typeof VERIFICATION_STATUSES;
export const VERIFICATION_STATUS_VALUES = Object.keys(VERIFICATION_STATUSES) as [
  VerificationStatus,
  ...VerificationStatus[],
];

export const PROGRESS_KINDS = {
  note: m('Nota'),
  photo: m('Fotos'),
  started: m('Trabajo iniciado'),
  finished: m('Trabajo terminado'),
  change_requested: m('Cambios solicitados'),
  confirmed: m('Trabajo confirmado'),
} as const;
export type ProgressKind = keyof typeof PROGRESS_KINDS;
export const PROGRESS_KIND_VALUES = Object.keys(PROGRESS_KINDS) as [ProgressKind, ...ProgressKind[]];
