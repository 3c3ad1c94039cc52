/** Stored values and Spanish labels of every lifecycle in PRODUCT.md. */
export const ROLES = { property_owner: 'Propietario', professional: 'Profesional' } as const;
export type Role = keyof typeof ROLES;
export const ROLE_VALUES = Object.keys(ROLES) as [Role, ...Role[]];

export const TASK_STATUSES = {
  draft: 'Borrador',
  open: 'Abierta',
  assigned: 'Asignada',
  in_progress: 'En curso',
  pending_confirmation: 'Pendiente de confirmación',
  completed: 'Completada',
  cancelled: 'Cancelada',
} as const;
export type TaskStatus = keyof typeof TASK_STATUSES;
export const TASK_STATUS_VALUES = Object.keys(TASK_STATUSES) as [TaskStatus, ...TaskStatus[]];

export const APPLICATION_STATUSES = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  withdrawn: 'Retirada',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;
export const APPLICATION_STATUS_VALUES = Object.keys(APPLICATION_STATUSES) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];

export const OFFER_STATUSES = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  declined: 'Rechazada',
  cancelled: 'Cancelada',
  expired: 'Caducada',
} as const;
export type OfferStatus = keyof typeof OFFER_STATUSES;
export const OFFER_STATUS_VALUES = Object.keys(OFFER_STATUSES) as [OfferStatus, ...OfferStatus[]];

export const PAYMENT_STATUSES = {
  pending: 'Pendiente',
  held: 'Retenido',
  released: 'Liberado',
  refunded: 'Reembolsado',
  failed: 'Fallido',
} as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;
export const PAYMENT_STATUS_VALUES = Object.keys(PAYMENT_STATUSES) as [PaymentStatus, ...PaymentStatus[]];

export const PAYMENT_METHODS = { card: 'Tarjeta', transfer: 'Transferencia bancaria', bizum: 'Bizum' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_VALUES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

export const VERIFICATION_STATUSES = {
  none: 'Sin verificar',
  pending: 'Pendiente de revisión',
  verified: 'Verificado',
  rejected: 'Rechazado',
} as const;
export type VerificationStatus = keyof typeof VERIFICATION_STATUSES;
export const VERIFICATION_STATUS_VALUES = Object.keys(VERIFICATION_STATUSES) as [
  VerificationStatus,
  ...VerificationStatus[],
];

export const PROGRESS_KINDS = {
  note: 'Nota',
  photo: 'Fotos',
  started: 'Trabajo iniciado',
  finished: 'Trabajo terminado',
  change_requested: 'Cambios solicitados',
  confirmed: 'Trabajo confirmado',
} as const;
export type ProgressKind = keyof typeof PROGRESS_KINDS;
export const PROGRESS_KIND_VALUES = Object.keys(PROGRESS_KINDS) as [ProgressKind, ...ProgressKind[]];
