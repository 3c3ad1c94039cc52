import { emails } from '@faena/db';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { JobHandler } from '../jobs';

export interface MailTransportOptions {
  smtpUrl?: string;
  from: string;
  /**
   * Whether a kept e-mail (no SMTP) may be written whole to the log: only on a local try-out,
   * where the development mailbox shows the same. On a reachable start the log gets its id and
   * subject only: reset and verification links are credentials and logs travel far.
   */
  logContents: boolean;
}

/**
 * The job that sends one outbox e-mail. With SMTP configured it goes out through it (a
 * failure is retried by the worker); without, it is kept in the outbox, shown in the log and
 * on the development mailbox, so every flow works on a fresh machine.
 */
export function createSendEmailHandler(options: MailTransportOptions): { handler: JobHandler; close(): void } {
  let transporter: Transporter | null = null;
  // nodemailer is loaded with the first e-mail to send, not at the server's start.
  const transport = async () => {
    if (!transporter && options.smtpUrl) {
      const { default: nodemailer } = await import('nodemailer');
      transporter ??= nodemailer.createTransport(options.smtpUrl);
    }
    return transporter;
  };

  const handler: JobHandler = async (payload, { db, log }) => {
    const id = String(payload.emailId);
    const [email] = await db.select().from(emails).where(eq(emails.id, id));
    if (!email || email.status === 'sent' || email.status === 'kept') return;
    const smtp = await transport();
    if (!smtp) {
      await db
        .update(emails)
        .set({ status: 'kept', attempts: email.attempts + 1 })
        .where(eq(emails.id, id));
      if (options.logContents) {
        log.info({ to: email.to, subject: email.subject, text: email.text }, 'correo guardado (sin SMTP_URL)');
      } else {
        log.warn({ emailId: email.id, subject: email.subject }, 'correo sin enviar: falta SMTP_URL');
      }
      return;
    }
    try {
      await smtp.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (error) {
      await db
        .update(emails)
        .set({ attempts: email.attempts + 1, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(emails.id, id));
      throw error;
    }
    await db
      .update(emails)
      .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1, lastError: null })
      .where(eq(emails.id, id));
  };
  return { handler, close: () => transporter?.close() };
}
