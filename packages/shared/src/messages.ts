/**
 * Texts of the shared package and the server that reach a person (issue 24): labels, validation
 * messages, errors. Each is written in Castellano, the source language, and marked with `m()` so
 * the catalogues collect it (apps/web/lingui-marks.ts); the Castellano text is its own id. Where
 * it is shown — the web's screens (`i18n._(text)`), the server's answers in the request's
 * language — it is looked up in that language's catalogue.
 *
 *   label: m('Abierta')
 *   conflict(m('La tarea «{title}» ya no admite solicitudes.', { title }))
 *
 * A text with values is ICU (`{name}`, plurals) and travels as a `Msg` until it is shown.
 */
export interface Msg {
  id: string;
  values: Record<string, MsgValue>;
}

/**
 * A value of a message: a number, someone's words (shown as they are), or a text of the
 * catalogues (a `Msg`: a label such as a task's state, see `asMsg`), shown in the same language
 * as the message around it.
 */
export type MsgValue = string | number | Msg | Formatted;

/**
 * A value written in the reader's locale (issue 24): an amount of euro cents or a calendar date
 * (`amountValue`, `dateValue`), with its Castellano writing; the server writes it in the
 * recipient's locale when it shows the message (apps/server/src/lib/i18n.ts).
 */
export interface Formatted {
  format: 'cents' | 'date';
  value: number | string;
  /** How it is written in Castellano (es-ES). */
  es: string;
}

export const isFormatted = (value: unknown): value is Formatted =>
  typeof value === 'object' && value !== null && typeof (value as Formatted).format === 'string';

export function m<T extends string>(text: T): T;
export function m(text: string, values: Record<string, MsgValue>): Msg;
// No side effects: a table of m() texts nothing uses is left out of a bundle (the first download of '/').
/* @__NO_SIDE_EFFECTS__ */
export function m(text: string, values?: Record<string, MsgValue>): string | Msg {
  return values ? { id: text, values } : text;
}

/**
 * A text of the catalogues (a label already marked m(), e.g. TASK_STATUSES[status]) as a value
 * of another message: `m('… «{status}».', { status: asMsg(TASK_STATUSES[s]) })` shows 'Abierta'
 * in Castellano and its translation in another language. A plain string value stays as written.
 */
export const asMsg = (text: string): Msg => ({ id: text, values: {} });

export const isMsg = (value: unknown): value is Msg =>
  typeof value === 'object' && value !== null && typeof (value as Msg).id === 'string';

/**
 * A text in Castellano: a plain one as it is, a `Msg` with its `{name}` placeholders filled (the
 * source of a plural or select needs the catalogues' compiler: keep those for where it is shown).
 */
export function castellano(text: string | Msg): string {
  if (!isMsg(text)) return text;
  return text.id.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in text.values)) return whole;
    const value = text.values[name] as MsgValue;
    if (isFormatted(value)) return value.es;
    return isMsg(value) ? castellano(value) : String(value);
  });
}
