import type { DbHandle } from '@faena/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { SEND_EMAIL_JOB } from '../mail/outbox';
import { EXPIRE_OFFER_JOB, expireOfferJob } from '../offers/service';
import { createSendEmailHandler } from '../mail/transport';
import { JobWorker } from './worker';

const HOUR = 60 * 60_000;

/** The worker with every job of the app registered: one list to read what runs in the background. */
export function createJobWorker(database: DbHandle, config: Config, log: FastifyBaseLogger, pollMs?: number) {
  const worker = new JobWorker(database, log, pollMs);
  const mail = createSendEmailHandler({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  worker.register(SEND_EMAIL_JOB, mail.handler);
  worker.register(EXPIRE_OFFER_JOB, expireOfferJob);
  worker.every('jobs.cleanup', 6 * HOUR, async (_payload, { db, now }) => {
    await db.execute(
      sql`delete from jobs where status = 'done' and updated_at < ${now}::timestamptz - interval '7 days'`,
    );
  });
  return { worker, close: mail.close };
}
