import { m } from '../messages';

/**
 * Every kind of notification: its group in the e-mail preferences and whether it goes out by
 * e-mail by default (PRODUCT.md: on for decisions and messages, off for progress updates).
 */
export const NOTIFICATION_GROUPS = {
  matching: m('Solicitudes y ofertas'),
  work: m('Avance de los trabajos'),
  messages: m('Mensajes'),
  money: m('Pagos y valoraciones'),
  discovery: m('Tareas nuevas para ti'),
  account: m('Tu cuenta'),
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

export const NOTIFICATION_TYPES = {
  new_application: { group: 'matching', label: m('Nueva solicitud en tu tarea'), email: true },
  application_accepted: { group: 'matching', label: m('Tu solicitud ha sido aceptada'), email: true },
  application_rejected: { group: 'matching', label: m('Tu solicitud no ha sido elegida'), email: true },
  application_withdrawn: { group: 'matching', label: m('Un profesional retira su solicitud'), email: false },
  new_offer: { group: 'matching', label: m('Te ofrecen un trabajo'), email: true },
  offer_accepted: { group: 'matching', label: m('Aceptan tu oferta de trabajo'), email: true },
  offer_declined: { group: 'matching', label: m('Rechazan tu oferta de trabajo'), email: true },
  offer_cancelled: { group: 'matching', label: m('Retiran una oferta que te hicieron'), email: true },
  offer_expired: { group: 'matching', label: m('Una oferta caduca'), email: true },
  task_cancelled: { group: 'matching', label: m('Se cancela una tarea'), email: true },
  series_occurrence: { group: 'matching', label: m('Se publica una tarea que se repite'), email: true },
  deadline_approaching: {
    group: 'matching',
    label: m('Se acerca la fecha límite de una tarea sin profesional'),
    email: true,
  },
  work_started: { group: 'work', label: m('El trabajo empieza'), email: false },
  progress_update: { group: 'work', label: m('Nuevo avance del trabajo'), email: false },
  work_finished: { group: 'work', label: m('El trabajo está terminado y espera tu confirmación'), email: true },
  changes_requested: { group: 'work', label: m('Te piden cambios en el trabajo'), email: true },
  work_confirmed: { group: 'work', label: m('El trabajo queda confirmado'), email: true },
  new_message: { group: 'messages', label: m('Mensajes nuevos'), email: true },
  payment_received: { group: 'money', label: m('Pago recibido'), email: true },
  payment_released: { group: 'money', label: m('Pago liberado'), email: true },
  payment_refunded: { group: 'money', label: m('Pago reembolsado'), email: true },
  payment_due: { group: 'money', label: m('Pago pendiente'), email: true },
  dispute_opened: { group: 'money', label: m('Abren una disputa sobre un pago'), email: true },
  dispute_resolved: { group: 'money', label: m('Se resuelve una disputa'), email: true },
  review_received: { group: 'money', label: m('Te han valorado'), email: true },
  task_digest: { group: 'discovery', label: m('Resumen diario de tareas nuevas en tu zona'), email: true },
  verification_changed: { group: 'account', label: m('Cambios en la verificación de tu perfil'), email: true },
} as const satisfies Record<string, { group: NotificationGroup; label: string; email: boolean }>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_VALUES = Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]];

/** Whether a type goes out by e-mail for a user with these stored preferences. */
export function emailEnabled(type: string, prefs: Record<string, boolean> | null | undefined): boolean {
  const known = (NOTIFICATION_TYPES as Record<string, { email: boolean }>)[type];
  if (!known) return false;
  return prefs?.[type] ?? known.email;
}
