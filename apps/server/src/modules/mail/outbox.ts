import { type Executor, emails } from '@faena/db';
import { enqueueJob } from '../jobs';
import { type EmailData, type EmailTemplate, emailTemplates } from './templates';

export const SEND_EMAIL_JOB = 'email.send';

/**
 * Writes an e-mail to the outbox in the caller's transaction; the worker sends it (with
 * retries) once that transaction has committed. Nothing is sent for a change that rolls back.
 */
export async function queueEmail<T extends EmailTemplate>(
  db: Executor,
  to: string,
  template: T,
  data: EmailData<T>,
): Promise<string> {
  const render = emailTemplates[template] as (d: EmailData<T>) => ReturnType<(typeof emailTemplates)[T]>;
  const rendered = render(data);
  const [row] = await db
    .insert(emails)
    .values({ to, template, subject: rendered.subject, text: rendered.text, html: rendered.html })
    .returning({ id: emails.id });
  if (!row) throw new Error('No se pudo guardar el correo en la bandeja de salida');
  // Up to 40 attempts with backoff capped at 30 min: an SMTP outage of most of a day loses nothing.
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { emailId: row.id }, maxAttempts: 40 });
  return row.id;
}
