#!/usr/bin/env node
// The bytes a professional's typical session moves over the network: open the app, sign in,
// browse tasks, open three tasks with photos, apply to the third, read the messages (an owner
// wrote first). Counted on the wire by a TCP proxy
// between Chromium and the built server (headers, TLS-less bodies, WebSocket, the service
// worker's precache: everything), first on a new device and then on a returning one (its cache
// and service worker kept, its cookies cleared: it signs in again). The target (issue 22) is the
// new device's download ≤ 400 kB; bench/run.ts runs this with --json (its part 'session').
//
//   npm run build && node bench/session-bytes.mjs [--json]
//
// Starts its own server (port 3630, proxy 3631; BENCH_PORT moves both) on a fresh embedded
// database in .tmp/bench-session; needs Debian's Chromium (CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as httpRequest } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3630);
const proxyPort = port + 1;
const base = `http://localhost:${proxyPort}`;
const dataDir = path.join(root, '.tmp', 'bench-session');
const asJson = process.argv.includes('--json');

fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    // Its own embedded database: a DATABASE_URL meant for the bench's PostgreSQL parts is not for it.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  },
});

// Every byte both ways, as the phone's data plan sees it.
const counter = { down: 0, up: 0 };
const proxy = net.createServer((client) => {
  const upstream = net.connect(port, '127.0.0.1');
  client.on('data', (chunk) => {
    counter.up += chunk.length;
  });
  upstream.on('data', (chunk) => {
    counter.down += chunk.length;
  });
  client.pipe(upstream);
  upstream.pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
});
await new Promise((resolve) => proxy.listen(proxyPort, resolve));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('el servidor no arranca');
}

let n = 0;
const PASSWORD = 'una-clave-segura-1';
async function signUp(api, role, firstName) {
  n += 1;
  const email = `medida-${Date.now().toString(36)}-${n}@prueba.es`;
  const res = await api.post('/api/auth/sign-up', {
    data: { firstName, lastName: 'Medida', email, password: PASSWORD, role, acceptTerms: true },
  });
  if (res.status() !== 201) throw new Error(await res.text());
  return email;
}

async function ok(res) {
  if (res.status() >= 300) throw new Error(`${res.status()} ${await res.text()}`);
  return res.json();
}

const browser = await chromium.launch({
  executablePath: chromiumPath('CHROMIUM_PATH'),
  args: ['--headless', ...CHROMIUM_FLAGS],
});
try {
  await waitForServer();
  // An owner with 24 open tasks in Jaén, the last six with three photos each.
  const owner = await httpRequest.newContext({ baseURL: base });
  await signUp(owner, 'property_owner', 'Dolores');
  const property = await ok(
    await owner.post('/api/properties', {
      data: { name: 'Cortijo de la Loma', kind: 'cortijo', province: '23', municipalityCode: '23092', photoIds: [] },
    }),
  );
  const photo = fs.readFileSync(path.join(root, 'e2e', 'fixtures', 'files', 'olivo.jpg'));
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 24; i++) {
    const photoIds = [];
    if (i >= 18) {
      for (let p = 0; p < 3; p++) {
        const up = await ok(
          await owner.post('/api/images', {
            multipart: { purpose: 'task', file: { name: `olivo-${p}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
          }),
        );
        photoIds.push(up.items[0].id);
      }
    }
    await ok(
      await owner.post('/api/tasks', {
        data: {
          propertyId: property.id,
          category: i % 2 ? 'poda' : 'desbroce',
          urgency: 'normal',
          title: `Trabajo de campo número ${i + 1}`,
          description: 'Desbroce y poda de un olivar de veinte hectáreas con acceso por camino de tierra.',
          budgetMinCents: 30_000,
          budgetMaxCents: 90_000,
          preferredStartDate: start,
          photoIds,
          publish: true,
        },
      }),
    );
  }
  // The professional's account (made outside the measured session) and the owner's first message.
  const pro = await httpRequest.newContext({ baseURL: base });
  const proEmail = await signUp(pro, 'professional', 'Fermín');
  const proProfile = await ok(await pro.get('/api/profile'));
  await pro.dispose();
  const conversation = await ok(await owner.post('/api/conversations', { data: { withProfileId: proProfile.id } }));
  const ownerMessage = 'Hola, Fermín: ¿podrías pasarte a ver el olivar esta semana?';
  await ok(await owner.post(`/api/conversations/${conversation.id}/messages`, { data: { body: ownerMessage } }));
  await owner.dispose();

  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, locale: 'es-ES' });

  /** One session: the app, sign in, Browse tasks, three tasks, an application to the third, the messages. */
  async function session(page, titles, price) {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/auth');
    await page.getByLabel('Correo electrónico').fill(proEmail);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('networkidle');
    await page.goto('/browse-tasks');
    await page
      .getByRole('link', { name: new RegExp(titles[0]) })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    for (const [i, title] of titles.entries()) {
      await page
        .getByRole('link', { name: new RegExp(`${title}$`) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      if (i < titles.length - 1) {
        await page.goBack();
        await page
          .getByRole('link', { name: new RegExp(titles[i + 1]) })
          .first()
          .waitFor();
      }
    }
    await page.getByLabel('Mensaje').fill('Tengo desbrozadora y motosierra; puedo empezar la semana que viene.');
    await page.getByLabel('Precio propuesto (€)').fill(price);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Tu solicitud').waitFor();
    await page.waitForLoadState('networkidle');
    // The messages, from the app's menu where it shows one (else by address).
    const menu = page.getByRole('link', { name: 'Mensajes', exact: true }).first();
    if (await menu.isVisible()) await menu.click();
    else await page.goto('/messages');
    const list = page.getByRole('navigation', { name: 'Conversaciones' });
    await list.getByRole('button').first().waitFor();
    if (!(await page.getByText(ownerMessage).isVisible())) await list.getByRole('button').first().click();
    await page.getByText(ownerMessage).waitFor();
    await page.waitForLoadState('networkidle');
    // The service worker's precache of the shell belongs to the first visit's cost.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForTimeout(2500);
  }

  // What the bytes are, from the browser's own accounting (bodies as sent, compressed).
  let byKind = {};
  const kindOf = (url) => {
    const p = new URL(url).pathname;
    if (p.startsWith('/api/images/')) return 'fotos';
    if (p.startsWith('/api/')) return 'API (JSON)';
    if (p.endsWith('.js')) return 'JavaScript';
    if (p.endsWith('.css')) return 'CSS';
    return 'HTML, iconos, manifiesto';
  };
  context.on('requestfinished', async (req) => {
    try {
      const sizes = await req.sizes();
      const kind = kindOf(req.url());
      byKind[kind] = (byKind[kind] ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize;
    } catch {}
  });

  const results = [];
  const task = (k) => `Trabajo de campo número ${k}`;
  for (const [label, titles, price] of [
    ['Primera visita (dispositivo nuevo)', [task(24), task(23), task(22)], '450'],
    ['Visita siguiente (caché y service worker)', [task(21), task(20), task(19)], '380'],
  ]) {
    // A returning device keeps its cache and service worker, not its session: it signs in again.
    await context.clearCookies();
    const page = await context.newPage();
    counter.down = 0;
    counter.up = 0;
    byKind = {};
    await session(page, titles, price);
    results.push({ session: label, downloadBytes: counter.down, uploadBytes: counter.up, byKind });
    await page.close();
  }
  await context.close();

  if (asJson) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(
      'Sesión típica de un profesional: abrir la app, iniciar sesión, Buscar tareas, abrir tres tareas con fotos, enviar una solicitud, leer los mensajes',
    );
    for (const r of results) {
      console.log(
        `  ${r.session.padEnd(44)} bajada ${(r.downloadBytes / 1000).toFixed(1).padStart(7)} kB   subida ${(r.uploadBytes / 1000).toFixed(1).padStart(6)} kB`,
      );
      for (const [kind, bytes] of Object.entries(r.byKind).sort((a, b) => b[1] - a[1])) {
        console.log(`      ${kind.padEnd(26)} ${(bytes / 1000).toFixed(1).padStart(7)} kB (visto por el navegador)`);
      }
    }
  }
} finally {
  await browser.close();
  proxy.close();
  server.kill('SIGTERM');
}
