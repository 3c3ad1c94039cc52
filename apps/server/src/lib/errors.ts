import { castellano, ERROR_MESSAGES, type ErrorCode, type Msg } from '@faena/shared';

const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_EMAIL: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_TOO_LONG: 400,
  COMMON_PASSWORD: 400,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  CARD_DECLINED: 402,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ADMIN_ONLY: 403,
  BAD_ORIGIN: 403,
  ACCOUNT_SUSPENDED: 403,
  CONVERSATION_NEEDS_TASK: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_FAILED_SIGN_INS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, fields } }` with the code's HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** The message as written (a Castellano text marked with `m()`, or a `Msg` with values): the answer translates it. */
  readonly text: string | Msg;
  constructor(
    readonly code: ErrorCode,
    message?: string | Msg,
    readonly fields?: Record<string, string | Msg>,
    statusCode?: number,
  ) {
    const text = message ?? ERROR_MESSAGES[code];
    super(castellano(text));
    this.text = text;
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS[code] ?? 400;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = (message?: string | Msg) => new AppError('FORBIDDEN', message);
export const conflict = (message: string | Msg) => new AppError('CONFLICT', message);
/** A validation error on one or more fields, shown next to each field. */
export const invalid = (fields: Record<string, string | Msg>, message?: string | Msg) =>
  new AppError('VALIDATION', message ?? Object.values(fields)[0], fields);
