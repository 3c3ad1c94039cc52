import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * What `npm start` and `npm run admin|seed|migrate` do in a release folder with production
 * dependencies only (no tsx) — the scripts copied into a folder of their own, as
 * scripts/check-release.mjs copies them, so nothing here builds or installs. The real release
 * (npm ci --omit=dev, the server, the database) is scripts/check-release.mjs in .ci/run.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function releaseFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-scripts-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"faena","type":"module"}');
  for (const script of ['start.mjs', 'lib.mjs', 'run-server-script.mjs']) {
    fs.copyFileSync(path.join(ROOT, 'scripts', script), path.join(dir, 'scripts', script));
  }
  return dir;
}

function write(dir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function node(dir: string, args: string[], env: Record<string, string | undefined> = {}) {
  const merged: Record<string, string | undefined> = { ...process.env, NODE_ENV: undefined, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const result = spawnSync(process.execPath, args, { cwd: dir, env: merged as NodeJS.ProcessEnv, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

// A stand-in for the built server: proves start.mjs ran it (and with which NODE_ENV), nothing more.
const FAKE_SERVER = "console.log('servidor compilado, NODE_ENV=' + process.env.NODE_ENV);";

describe('npm start in production', () => {
  it('without a build: refuses, names what is missing and says to run npm run build, building nothing', () => {
    const dir = releaseFolder();
    const result = node(dir, ['scripts/start.mjs'], { NODE_ENV: 'production' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('apps/server/dist/server.js');
    expect(result.output).toContain('ejecuta antes «npm run build»');
    expect(fs.existsSync(path.join(dir, 'apps'))).toBe(false);
  });

  it('reads NODE_ENV=production from .env as the server does', () => {
    const dir = releaseFolder();
    write(dir, '.env', 'NODE_ENV=production\n');
    const result = node(dir, ['scripts/start.mjs']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('«npm run build»');
  });

  it('with a build: runs it as it is, even when the sources look newer', () => {
    const dir = releaseFolder();
    write(dir, 'apps/server/dist/server.js', FAKE_SERVER);
    write(dir, 'apps/web/dist/index.html', '<div id="root"></div>');
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(dir, 'apps/server/dist/server.js'), old, old);
    write(dir, 'apps/server/src/server.ts', '// newer than the build');
    const result = node(dir, ['scripts/start.mjs'], { NODE_ENV: 'production' });
    expect(result.output).not.toContain('Compilando');
    expect(result.output).toContain('servidor compilado, NODE_ENV=production');
    expect(result.code).toBe(0);
  });
});

describe('npm run admin|seed|migrate without dev dependencies', () => {
  it('runs the built script with its arguments', () => {
    const dir = releaseFolder();
    write(dir, 'apps/server/dist/cli/admin.js', "console.log('admin compilado:', process.argv.slice(2).join(' '));");
    const result = node(dir, ['scripts/run-server-script.mjs', 'admin', 'grant', 'ana@ejemplo.es']);
    expect(result.output).toContain('admin compilado: grant ana@ejemplo.es');
    expect(result.code).toBe(0);
  });

  it('passes on the script’s exit code', () => {
    const dir = releaseFolder();
    write(dir, 'apps/server/dist/cli/migrate.js', 'process.exit(3);');
    expect(node(dir, ['scripts/run-server-script.mjs', 'migrate']).code).toBe(3);
  });

  it('without a build nor tsx: says to run npm run build', () => {
    const dir = releaseFolder();
    const result = node(dir, ['scripts/run-server-script.mjs', 'migrate']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('apps/server/dist/cli/migrate.js');
    expect(result.output).toContain('ejecuta «npm run build»');
  });
});
