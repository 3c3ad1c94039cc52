/**
 * Every kind of notification: its group in the e-mail preferences and whether it goes out by
 * e-mail by default (PRODUCT.md: on for decisions and messages, off for progress updates).
 */
export const NOTIFICATION_GROUPS = {
  matching: 'Solicitudes y ofertas',
  work: 'Avance de los trabajos',
  messages: 'Mensajes',
  money: 'Pagos y valoraciones',
  discovery: 'Tareas nuevas para ti',
  account: 'Tu cuenta',
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

export const NOTIFICATION_TYPES = {
  new_application: { group: 'matching', label: 'Nueva solicitud en tu tarea', email: true },
  application_accepted: { group: 'matching', label: 'Tu solicitud ha sido aceptada', email: true },
  application_rejected: { group: 'matching', label: 'Tu solicitud no ha sido elegida', email: true },
  application_withdrawn: { group: 'matching', label: 'Un profesional retira su solicitud', email: false },
  new_offer: { group: 'matching', label: 'Te ofrecen un trabajo', email: true },
  offer_accepted: { group: 'matching', label: 'Aceptan tu oferta de trabajo', email: true },
  offer_declined: { group: 'matching', label: 'Rechazan tu oferta de trabajo', email: true },
  offer_cancelled: { group: 'matching', label: 'Retiran una oferta que te hicieron', email: true },
  offer_expired: { group: 'matching', label: 'Una oferta caduca', email: true },
  task_cancelled: { group: 'matching', label: 'Se cancela una tarea', email: true },
  series_occurrence: { group: 'matching', label: 'Se publica una tarea que se repite', email: true },
  deadline_approaching: {
    group: 'matching',
    label: 'Se acerca la fecha límite de una tarea sin profesional',
    email: true,
  },
  work_started: { group: 'work', label: 'El trabajo empieza', email: false },
  progress_update: { group: 'work', label: 'Nuevo avance del trabajo', email: false },
  work_finished: { group: 'work', label: 'El trabajo está terminado y espera tu confirmación', email: true },
  changes_requested: { group: 'work', label: 'Te piden cambios en el trabajo', email: true },
  work_confirmed: { group: 'work', label: 'El trabajo queda confirmado', email: true },
  new_message: { group: 'messages', label: 'Mensajes nuevos', email: true },
  payment_received: { group: 'money', label: 'Pago recibido', email: true },
  payment_released: { group: 'money', label: 'Pago liberado', email: true },
  payment_refunded: { group: 'money', label: 'Pago reembolsado', email: true },
  payment_due: { group: 'money', label: 'Pago pendiente', email: true },
  dispute_opened: { group: 'money', label: 'Abren una disputa sobre un pago', email: true },
  dispute_resolved: { group: 'money', label: 'Se resuelve una disputa', email: true },
  review_received: { group: 'money', label: 'Te han valorado', email: true },
  task_digest: { group: 'discovery', label: 'Resumen diario de tareas nuevas en tu zona', email: true },
  verification_changed: { group: 'account', label: 'Cambios en la verificación de tu perfil', email: true },
} as const satisfies Record<string, { group: NotificationGroup; label: string; email: boolean }>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_VALUES = Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]];

/** Whether a type goes out by e-mail for a user with these stored preferences. */
export function emailEnabled(type: string, prefs: Record<string, boolean> | null | undefined): boolean {
  const known = (NOTIFICATION_TYPES as Record<string, { email: boolean }>)[type];
  if (!known) return false;
  return prefs?.[type] ?? known.email;
}
