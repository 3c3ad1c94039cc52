import { castellano, type Msg } from './messages';

/**
 * Validation messages with values (issue 24: 'Máximo {max} caracteres.'). Zod keeps an issue's
 * message as a string, so a rule is given the Castellano text (`checkText`), exactly as before,
 * and this module remembers which message with which values it is; where a message is shown (the
 * web's fields, the server's error answers) `markedText` finds it again and shows it in the
 * language. The rules are made when their modules load, with fixed limits: a handful of entries.
 */
// Made on first use: loading this module runs nothing (the first download of '/' keeps none of it).
let known: Map<string, Msg> | undefined;

/** The Castellano text of `msg`, for a zod rule; remembered with its message. */
export function checkText(msg: Msg): string {
  const text = castellano(msg);
  known ??= new Map();
  known.set(text, msg);
  return text;
}

/** A text shown to someone: the message (with its values) `checkText` made it from, else itself. */
export const markedText = (text: string): string | Msg => known?.get(text) ?? text;
