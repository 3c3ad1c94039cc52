import { m } from './messages';

/**
 * Why a person cannot do something a screen offers (issue 24): a stable code the web decides
 * by, and its text, shown in the person's language (the server answers it in the request's, the
 * web looks it up in its own catalogue).
 */

/** Why a professional cannot apply to a task (GET /api/tasks/:taskId/apply-state). */
export const APPLY_REFUSALS = {
  NOT_PROFESSIONAL: m('Solo los profesionales pueden enviar solicitudes.'),
  OWN_TASK: m('No puedes enviar una solicitud a tu propia tarea.'),
  ALREADY_APPLIED: m('Ya has enviado una solicitud para esta tarea.'),
  NOT_OPEN: m('Esta tarea ya no admite solicitudes: ya tiene profesional o se ha cancelado.'),
} as const;
export type ApplyRefusal = keyof typeof APPLY_REFUSALS;
// Written out (not Object.keys): nothing runs when this module loads, so '/' keeps none of it.
export const APPLY_REFUSAL_VALUES = ['NOT_PROFESSIONAL', 'OWN_TASK', 'ALREADY_APPLIED', 'NOT_OPEN'] as const satisfies [
  ApplyRefusal,
  ...ApplyRefusal[],
];

/** Why someone cannot review a task's work (GET /api/tasks/:taskId/reviews). */
export const REVIEW_REFUSALS = {
  NOT_COMPLETED: m('Podrás valorar cuando el trabajo esté completado.'),
  ALREADY_REVIEWED: m('Ya has valorado este trabajo.'),
  DEADLINE_PASSED: m('El plazo para valorar ha terminado.'),
} as const;
export type ReviewRefusal = keyof typeof REVIEW_REFUSALS;
export const REVIEW_REFUSAL_VALUES = ['NOT_COMPLETED', 'ALREADY_REVIEWED', 'DEADLINE_PASSED'] as const satisfies [
  ReviewRefusal,
  ...ReviewRefusal[],
];
