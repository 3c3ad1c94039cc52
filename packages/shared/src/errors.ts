import { m } from './messages';

/**
 * Every error the API returns has a stable code and a Spanish message. The web shows
 * `message`; `fields` carries per-field messages for forms.
 */
// The two generic messages the web's API client falls back on, as their own exports so the client
// does not pull the whole table into the first download of every page.
export const INTERNAL_MESSAGE = m('Algo ha fallado en el servidor. Inténtalo de nuevo.');
export const BAD_REQUEST_MESSAGE = m('La petición no es válida.');

export const ERROR_MESSAGES = {
  VALIDATION: m('Revisa los datos marcados.'),
  UNAUTHENTICATED: m('Inicia sesión para continuar.'),
  FORBIDDEN: m('No tienes permiso para hacer esto.'),
  ADMIN_ONLY: m('Solo los administradores pueden hacer esto.'),
  NOT_FOUND: m('No hemos encontrado lo que buscas.'),
  CONFLICT: m('La operación no es posible en el estado actual.'),
  RATE_LIMITED: m('Demasiados intentos. Espera un momento y vuelve a probar.'),
  PAYLOAD_TOO_LARGE: m('El envío es demasiado grande.'),
  UNSUPPORTED_MEDIA_TYPE: m('Formato de envío no admitido.'),
  BAD_REQUEST: BAD_REQUEST_MESSAGE,
  BAD_ORIGIN: m('Petición rechazada: no procede de Faena.'),
  SERVICE_UNAVAILABLE: m('El servicio no está disponible ahora mismo. Inténtalo de nuevo en unos segundos.'),
  INTERNAL: INTERNAL_MESSAGE,
  // Accounts
  INVALID_CREDENTIALS: m('El correo electrónico o la contraseña no son correctos.'),
  EMAIL_TAKEN: m('Ya existe una cuenta con este correo electrónico. Inicia sesión o recupera tu contraseña.'),
  WEAK_PASSWORD: m('La contraseña debe tener al menos 8 caracteres.'),
  PASSWORD_TOO_LONG: m('La contraseña no puede tener más de 128 caracteres.'),
  COMMON_PASSWORD: m('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.'),
  INVALID_EMAIL: m('Escribe un correo electrónico válido.'),
  INVALID_TOKEN: m('El enlace no es válido o ha caducado. Pide uno nuevo.'),
  WRONG_PASSWORD: m('La contraseña actual no es correcta.'),
  ACCOUNT_SUSPENDED: m('Tu cuenta está suspendida. Escribe a soporte si crees que es un error.'),
  TOO_MANY_FAILED_SIGN_INS: m(
    'Ha habido demasiados intentos fallidos con este correo en la última hora. Si la cuenta es tuya, entra desde un dispositivo que ya hayas usado o pide un enlace para elegir una contraseña nueva.',
  ),
  LAST_ADMIN: m('Debe quedar al menos un administrador.'),
  SESSION_EXPIRED: m('Tu sesión ha caducado. Vuelve a iniciar sesión.'),
  USER_NOT_FOUND: m('No hay ninguna cuenta con ese correo electrónico.'),
  // Messages
  CONVERSATION_NEEDS_TASK: m(
    'Solo puedes escribir a un propietario sobre una de sus tareas. Abre la tarea (en «Buscar tareas» o en «Mis solicitudes») y pulsa «Enviar mensaje».',
  ),
  // Payments
  CARD_DECLINED: m('Tu banco ha rechazado la tarjeta. No se ha cobrado nada.'),
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    fields?: Record<string, string>;
  };
}
