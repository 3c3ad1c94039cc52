import type { DbHandle } from '@faena/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import { whenPaymentRefundedOutside } from './modules/disputes';
import {
  createImageStore,
  DELETE_IMAGE_FILES_JOB,
  deleteImageFiles,
  type ImageStore,
  sweepUnattachedImages,
} from './modules/images';
import { whenPaymentTransitioned } from './modules/invoices';
import { JobWorker } from './modules/jobs';
import { createSendEmailHandler, SEND_EMAIL_JOB } from './modules/mail';
import { TASK_DIGEST_JOB, taskDigestJob } from './modules/notifications';
import { EXPIRE_OFFER_JOB, expireOfferJob } from './modules/offers';
import type { PaymentProviders } from './modules/payments';
import {
  onPaymentTransition,
  PAYMENT_SWEEP_EVERY_MS,
  PAYMENT_SWEEP_JOB,
  paymentJobs,
  paymentSweepJob,
  whenTaskCancelled,
  whenTaskCompleted,
} from './modules/payments';
import { AUTO_COMPLETE_JOB, autoCompleteJob } from './modules/progress';
import { createSendPushHandler, loadVapidKeys, SEND_PUSH_JOB } from './modules/push';
import { PUBLISH_REVIEWS_JOB, publishReviewsJob } from './modules/reviews';
import { SERIES_TICK_JOB, seriesTickJob } from './modules/series';
import { taskHooks } from './modules/tasks';
import { sweepExpiredUploads } from './modules/uploads';

/**
 * The composition of the server's modules, in one file: how they react to each other's state
 * changes (below) and which job runs which handler (`createJobWorker`), both wired at start-up
 * rather than as a side effect of importing a module.
 *
 * How modules react to each other's state changes: tasks announce completion and cancellation through
 * `taskHooks` without knowing who listens, and this is who listens. `buildApp` (requests) and
 * `createJobWorker` (jobs such as the automatic completion) both call it; registering twice is
 * harmless (a hook is kept once).
 */
export function wireModules(): void {
  // A completed task releases its held card payment (or is due, with a reminder).
  taskHooks.onCompleted(whenTaskCompleted);
  // A cancelled task refunds its held card payment.
  taskHooks.onCancelled(whenTaskCancelled);
  // A released card payment issues its invoices; a refund after it, the corrective ones.
  onPaymentTransition(whenPaymentTransitioned);
  // A refund made outside Faena closes the payment's open dispute.
  onPaymentTransition(whenPaymentRefundedOutside);
}

const HOUR = 60 * 60_000;

export interface JobWorkerOptions {
  /** The app's store (`app.imageStore`), so API and jobs share one; default DATA_DIR/uploads. */
  imageStore?: ImageStore;
  /** The app's payment providers (`app.paymentProviders`). */
  paymentProviders: PaymentProviders;
  pollMs?: number;
}

/** The worker with every job of the app registered: one list to read what runs in the background. */
export function createJobWorker(database: DbHandle, config: Config, log: FastifyBaseLogger, options: JobWorkerOptions) {
  // The jobs complete and cancel tasks too: the modules' reactions must be wired here as well.
  wireModules();
  const worker = new JobWorker(database, log, options.pollMs);
  const imageStore = options.imageStore ?? createImageStore(config);
  const mail = createSendEmailHandler({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logContents: config.devMailbox,
  });
  worker.register(SEND_EMAIL_JOB, mail.handler);
  // Pushes to the installed app (Web Push): one device each, retried on 429/5xx, gone on 404/410.
  worker.register(SEND_PUSH_JOB, createSendPushHandler({ keys: loadVapidKeys(config) }));
  worker.register(EXPIRE_OFFER_JOB, expireOfferJob);
  worker.register(AUTO_COMPLETE_JOB, autoCompleteJob);
  worker.register(PUBLISH_REVIEWS_JOB, publishReviewsJob);
  for (const [kind, handler] of Object.entries(paymentJobs(options.paymentProviders))) worker.register(kind, handler);
  // Card payments the provider knows more about (a browser that never came back, a release cut
  // half-way by a dying process) are settled with its truth.
  worker.every(PAYMENT_SWEEP_JOB, PAYMENT_SWEEP_EVERY_MS, paymentSweepJob(options.paymentProviders));
  worker.every(TASK_DIGEST_JOB, HOUR, taskDigestJob);
  // Recurring tasks: occurrences published 30 days ahead, reservations ended, deadlines near.
  worker.every(SERIES_TICK_JOB, HOUR, seriesTickJob);
  worker.every('jobs.cleanup', 6 * HOUR, async (_payload, { db, now }) => {
    await db.execute(
      sql`delete from jobs where status = 'done' and updated_at < ${now}::timestamptz - interval '7 days'`,
    );
    // Offline queues are sent within days; a week of kept answers is plenty.
    await db.execute(sql`delete from idempotency_keys where created_at < ${now}::timestamptz - interval '7 days'`);
  });
  worker.register(DELETE_IMAGE_FILES_JOB, (payload) => deleteImageFiles(imageStore, payload));
  worker.every('images.sweep', 6 * HOUR, async (_payload, { db, now, log }) => {
    await sweepUnattachedImages(db, imageStore, now, log);
    // Uploads begun a day ago and never finished (or finished and never used): parts and all.
    await sweepExpiredUploads(db, imageStore, now, log);
  });
  return { worker, close: mail.close };
}
