#!/usr/bin/env node
// The release check: what `npm run build` made, installed as an operator would with production
// dependencies only (`npm ci --omit=dev` in a folder of its own holding the build, the package
// files and the lock, no sources), must start, serve, migrate and run the administrator command.
// Assumes the build is there (run `npm run build` first). Used by .ci/run.
//
//   node scripts/check-release.mjs [--port N] [--report file.json] [--keep | --release-dir DIR]
//
// --release-dir DIR makes the release in DIR (emptied first) and leaves it there without the
// check's data: .ci/run builds the Docker image from it (scripts/check-docker.sh --prebuilt DIR).
//
// RELEASE_DATABASE_URL (a PostgreSQL database it may migrate) adds two `npm run migrate` started
// at once on it: the advisory lock must make one apply the migrations and the other find none.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { missingBuild, npm, root } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string' },
    report: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'release-dir': { type: 'string' },
  },
});

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FALLO'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

/** Runs a command in the release folder; resolves with its exit code and what it wrote. */
function exec(command, args, { cwd, env = {}, timeoutMs = 600_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const tail = (text, lines = 15) => text.trim().split('\n').slice(-lines).join('\n');

const missing = missingBuild();
for (const cli of ['admin', 'seed', 'migrate']) {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/cli', `${cli}.js`)))
    missing.push(`apps/server/dist/cli/${cli}.js`);
}
if (missing.length > 0) {
  console.error(`Falta la compilación (${missing.join(', ')}): ejecuta antes «npm run build».`);
  process.exit(1);
}

const releaseDir = options['release-dir'] ? path.resolve(options['release-dir']) : null;
if (releaseDir) {
  fs.rmSync(releaseDir, { recursive: true, force: true });
  fs.mkdirSync(releaseDir, { recursive: true });
}
const release = releaseDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'faena-release-'));
const copy = (from, to = from) => fs.cpSync(path.join(root, from), path.join(release, to), { recursive: true });
// Only what an operator's machine gets: no DATABASE_URL or NODE_ENV of the caller's leaks in.
const baseEnv = { ...process.env };
for (const name of ['DATABASE_URL', 'NODE_ENV', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'TRUST_PROXY', 'SEED_DEMO']) {
  delete baseEnv[name];
}
for (const name of Object.keys(baseEnv)) if (name.startsWith('npm_')) delete baseEnv[name];

let server = null;
try {
  // The package files of the root and every workspace (npm ci checks them against the lock), the
  // migrations and the catalogues (read at run time) and the three scripts npm start/admin/seed/migrate call.
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (fs.existsSync(path.join(root, file))) copy(file);
  }
  for (const workspace of rootPackage.workspaces) copy(path.join(workspace, 'package.json'));
  copy('packages/db/migrations');
  // The catalogues the server reads its texts' translations from (apps/server/src/lib/i18n.ts).
  copy('apps/web/locales');
  for (const script of ['start.mjs', 'lib.mjs', 'run-server-script.mjs']) copy(path.join('scripts', script));

  let started = Date.now();
  const install = await exec(
    npm,
    ['ci', '--omit=dev', '--ignore-scripts=false', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: release },
  );
  if (!check('npm ci --omit=dev', install.code === 0, `${Math.round((Date.now() - started) / 1000)} s`)) {
    console.log(tail(install.output));
    throw new Error('npm ci');
  }
  // No package the lock marks dev-only. npm keeps "devOptional" ones (our dev tools that a
  // production package names as an optional peer: better-auth names vitest, drizzle-kit…); the
  // release must not need them, so the TypeScript runners go before anything runs.
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
  const devOnly = Object.entries(lock)
    .filter(([where, entry]) => entry.dev === true && fs.existsSync(path.join(release, where)))
    .map(([where]) => where);
  check('sin dependencias de desarrollo (npm ci --omit=dev)', devOnly.length === 0, devOnly.slice(0, 5).join(', '));
  for (const runner of ['tsx', 'vitest', 'vite']) {
    fs.rmSync(path.join(release, 'node_modules', runner), { recursive: true, force: true });
  }

  const dataDir = path.join(release, 'data');
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir };

  // Before the build is copied in: production never builds, it says what to do.
  let run = await exec(npm, ['start', '--silent'], { cwd: release, env: production, timeoutMs: 60_000 });
  check(
    'npm start sin compilar: se niega y pide npm run build',
    run.code !== 0 && run.output.includes('npm run build') && !fs.existsSync(path.join(release, 'apps/server/dist')),
    tail(run.output, 2),
  );
  run = await exec(npm, ['run', 'migrate', '--silent'], { cwd: release, env: production, timeoutMs: 60_000 });
  check('npm run migrate sin compilar: pide npm run build', run.code !== 0 && run.output.includes('npm run build'));

  copy('apps/server/dist');
  copy('apps/web/dist');

  const port = Number(options.port ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...production, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  started = Date.now();
  // What the image's CMD and the systemd unit run (`npm start` is this script behind npm), so the
  // SIGTERM below reaches it as docker stop or systemctl stop would send it.
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: release,
    env: { ...baseEnv, ...serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, killed whole if the check ends early
  });
  let serverOutput = '';
  server.stdout.on('data', (c) => {
    serverOutput += c.toString();
  });
  server.stderr.on('data', (c) => {
    serverOutput += c.toString();
  });
  const serverExited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  let healthy = false;
  for (let i = 0; i < 240 && server.exitCode === null; i++) {
    try {
      healthy = (await fetch(`${base}/api/health`)).ok;
      if (healthy) break;
    } catch {}
    await sleep(500);
  }
  if (
    !check(
      'node scripts/start.mjs (NODE_ENV=production, como en la imagen y systemd): /api/health 200',
      healthy,
      `${Date.now() - started} ms`,
    )
  ) {
    console.log(tail(serverOutput));
    throw new Error('health');
  }
  const page = await fetch(`${base}/`);
  check('la web compilada se sirve en /', page.ok && (await page.text()).includes('<div id="root"'));

  // An account, signed in, made administrator by the built command through the running server.
  const email = `release-${Date.now()}@prueba.es`;
  const password = 'contraseña-segura-de-la-release';
  const post = (url, body, cookie) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up', {
    firstName: 'Ana',
    lastName: 'Operadora',
    email,
    password,
    role: 'property_owner',
    acceptTerms: true,
  });
  check('alta de una cuenta', signUp.status === 201, String(signUp.status));
  const signIn = await post('/api/auth/sign-in', { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  check('inicio de sesión', signIn.status === 200 && cookie !== '', String(signIn.status));
  run = await exec(npm, ['run', 'admin', '--silent', '--', 'grant', email], { cwd: release, env: production });
  // The grant ends the account's sessions: the next sign-in carries the new rights.
  const again = await post('/api/auth/sign-in', { email, password });
  const newCookie = again.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const profile = await fetch(`${base}/api/profile`, { headers: { cookie: newCookie } });
  const isAdmin = profile.ok && (await profile.json()).isAdmin === true;
  check('npm run admin -- grant (con el servidor en marcha)', run.code === 0 && isAdmin, tail(run.output, 1));

  run = await exec(npm, ['run', 'migrate', '--silent'], { cwd: release, env: production, timeoutMs: 60_000 });
  check(
    'npm run migrate con el servidor en marcha (base integrada): se niega y lo explica',
    run.code !== 0 && run.output.includes('detén el servidor'),
    tail(run.output, 1),
  );

  server.kill('SIGTERM');
  const exitCode = await serverExited;
  server = null;
  check('el servidor se cierra limpio con SIGTERM', exitCode === 0, String(exitCode));

  run = await exec(npm, ['run', 'migrate', '--silent'], { cwd: release, env: production });
  check(
    'npm run migrate sobre la base ya migrada',
    run.code === 0 && run.output.includes('al día'),
    tail(run.output, 1),
  );
  const freshEnv = { ...production, DATA_DIR: path.join(release, 'data-nueva') };
  run = await exec(npm, ['run', 'migrate', '--silent'], { cwd: release, env: freshEnv });
  check(
    'npm run migrate sobre una base nueva',
    run.code === 0 && /aplicadas.*\d+ nuevas/.test(run.output),
    tail(run.output, 1),
  );
  run = await exec(npm, ['run', 'seed', '--silent'], { cwd: release, env: freshEnv });
  check('npm run seed', run.code === 0 && run.output.includes('cargados'), tail(run.output, 1));

  const databaseUrl = process.env.RELEASE_DATABASE_URL;
  if (databaseUrl) {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'x'.repeat(32),
      VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
      VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
    };
    const both = await Promise.all([1, 2].map(() => exec(npm, ['run', 'migrate', '--silent'], { cwd: release, env })));
    const applied = both.filter((r) => /\d+ nuevas/.test(r.output)).length;
    const upToDate = both.filter((r) => r.output.includes('al día')).length;
    check(
      'dos npm run migrate a la vez en PostgreSQL: uno migra, el otro espera al cerrojo y no encuentra nada',
      both.every((r) => r.code === 0) && applied === 1 && upToDate === 1,
      both.map((r) => tail(r.output, 1)).join(' | '),
    );
  }
} catch (error) {
  if (!results.some((r) => !r.ok)) check('comprobación de la release', false, String(error?.message ?? error));
} finally {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {}
  }
  if (releaseDir) {
    // The release as an operator would install it: not the databases this check made.
    for (const data of ['data', 'data-nueva']) fs.rmSync(path.join(release, data), { recursive: true, force: true });
    console.log(`Release en ${release}`);
  } else if (options.keep) console.log(`Carpeta de la release: ${release}`);
  else fs.rmSync(release, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`Release: ${results.length - failed} comprobaciones bien, ${failed} mal.`);
if (options.report) {
  fs.mkdirSync(path.dirname(options.report), { recursive: true });
  // The shape scripts/ci-summary.mjs counts (Vitest's JSON report).
  fs.writeFileSync(
    options.report,
    JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, numPendingTests: 0 }),
  );
}
process.exit(failed === 0 ? 0 : 1);
