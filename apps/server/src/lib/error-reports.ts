import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/env';
import { paths } from './paths';

/**
 * Error reports to a Sentry-compatible receiver (SENTRY_DSN): unexpected 500s of the API
 * (plugins/errors.ts) and failed jobs (modules/jobs/worker.ts). This file is all the rest of the
 * server sees; the SDK lives in ./sentry-reporter, imported only when a DSN is set, so without
 * one nothing of it is loaded and `reportError` costs one comparison.
 * Why @sentry/core's ServerRuntimeClient and not @sentry/node: docs/decisions/0019-error-reports.md.
 */
export interface ErrorReportContext {
  /** What was running. */
  source: 'request' | 'job';
  /** For a request: its method and route as declared (`/api/tasks/:id`), never the address with ids or query. */
  method?: string;
  route?: string;
  /** Short values to find and group reports by (request id, job kind, attempt…); never user data. */
  tags?: Record<string, string | number | boolean>;
  /** The signed-in profile: the only way a report names a person. */
  profileId?: string | null;
}

export interface ErrorReporter {
  capture(error: unknown, context: ErrorReportContext): void;
  /** Sends what is waiting (up to `timeoutMs`) and stops. */
  close(timeoutMs: number): Promise<void>;
}

export interface ErrorReportSettings {
  dsn: string;
  environment: string;
  release: string;
  /** The site's address: a request's route is reported under it. */
  publicUrl: string;
}

let reporter: ErrorReporter | null = null;

/** `faena@<version>` from the root package.json, so a report says which release broke. */
function defaultRelease(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(paths.root(), 'package.json'), 'utf8')) as { version?: string };
    return `faena@${pkg.version ?? '0.0.0'}`;
  } catch {
    return 'faena@desconocida';
  }
}

/** What the reports are filed under, or null when SENTRY_DSN is not set (reports off). */
export function errorReportSettings(config: Config): ErrorReportSettings | null {
  if (!config.SENTRY_DSN) return null;
  return {
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    release: config.SENTRY_RELEASE ?? defaultRelease(),
    publicUrl: config.PUBLIC_URL,
  };
}

/** Starts reporting when SENTRY_DSN is set; returns what reports are filed under, or null (off). */
export async function startErrorReports(config: Config): Promise<ErrorReportSettings | null> {
  const settings = errorReportSettings(config);
  if (!settings || reporter) return settings;
  const { createSentryReporter } = await import('./sentry-reporter');
  reporter = createSentryReporter(settings);
  return settings;
}

/** Sends what is waiting and stops; a later start begins again. */
export async function stopErrorReports(timeoutMs = 2_000): Promise<void> {
  const current = reporter;
  reporter = null;
  await current?.close(timeoutMs);
}

/** Reports an error when reports are on; never throws, never waits. */
export function reportError(error: unknown, context: ErrorReportContext): void {
  if (!reporter) return;
  try {
    reporter.capture(error, context);
  } catch {}
}
