import { type Executor, emails } from '@faena/db';
import { countLiveJobs, enqueueJob } from '../jobs';
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

/**
 * E-mails waiting to be sent: each has one send job until it is sent or kept, so this counts
 * those jobs (pending, or being retried after an SMTP failure). One whose attempts ran out is
 * not waiting any more: it shows as a failed `email.send` job.
 */
export async function countEmailsWaiting(db: Executor): Promise<number> {
  return countLiveJobs(db, SEND_EMAIL_JOB);
}
