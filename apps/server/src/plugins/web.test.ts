import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHtml, readPrerendered } from './web';

// A built web app in miniature: index.html, the prerendered pages and their table.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-web-'));
fs.mkdirSync(path.join(dist, 'prerendered'));
const page = (name: string) => `<html lang="es"><head></head><body><div id="root">${name}</div></body></html>`;
for (const name of ['home', 'home.decided', 'auth', 'auth.decided', 'shell', 'shell.decided']) {
  fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html`), page(name));
}
// Catalan's pages (written in Catalan, `<html lang="ca">`, by the build).
for (const name of ['home.ca', 'home.ca.decided', 'auth.ca', 'shell.ca', 'index.ca']) {
  fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html`), page(name).replace('lang="es"', 'lang="ca"'));
}
fs.writeFileSync(
  path.join(dist, 'prerendered', 'pages.json'),
  JSON.stringify({
    routes: [
      { path: '/', page: 'home', preload: [] },
      { path: '/auth', page: 'auth', preload: ['/assets/AuthPage-x.js'] },
      { path: '/reset-password', page: null, preload: [] },
      { path: '/task/:taskId', page: 'shell', preload: ['/assets/TaskDetailPage-y.js'] },
    ],
  }),
);
const index = page('index');
const prerendered = readPrerendered(dist);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const root = (html: string) => /<div id="root">([^<]*)<\/div>/.exec(html)?.[1];

describe('pageHtml: which HTML an address gets', () => {
  it('sends the prerendered page to an anonymous visitor, with or without the consent banner', () => {
    expect(root(pageHtml(prerendered, index, '/', '', ''))).toBe('home');
    expect(root(pageHtml(prerendered, index, '/', '', 'faena_consent=analytics:denied'))).toBe('home.decided');
    expect(root(pageHtml(prerendered, index, '/auth', '', 'x=1; faena_consent=analytics:granted'))).toBe(
      'auth.decided',
    );
    // An unreadable choice is no choice: the banner shows, as the web decides (parseConsent).
    expect(root(pageHtml(prerendered, index, '/', '', 'faena_consent=analytics:maybe'))).toBe('home');
  });

  it('sends index.html when the first render could differ: a query, or a session cookie on a public page', () => {
    expect(root(pageHtml(prerendered, index, '/auth', 'modo=registro', ''))).toBe('index');
    expect(root(pageHtml(prerendered, index, '/', '', 'faena.session_token=abc.def'))).toBe('index');
    expect(root(pageHtml(prerendered, index, '/', '', '__Secure-faena.session_token=abc.def'))).toBe('index');
    expect(root(pageHtml(prerendered, index, '/task/42', 'correo=confirmado', 'faena.session_token=a'))).toBe('index');
    expect(root(pageHtml(prerendered, index, '/no-existe', '', ''))).toBe('index');
    expect(root(pageHtml(prerendered, index, '/reset-password', '', ''))).toBe('index');
  });

  it("sends the signed-in shell to any signed-in screen and preloads the route's chunks", () => {
    const html = pageHtml(prerendered, index, '/task/42', '', 'faena.session_token=a');
    expect(root(html)).toBe('shell');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/TaskDetailPage-y.js"></head>');
    expect(pageHtml(prerendered, index, '/auth', 'modo=registro', '')).toContain('/assets/AuthPage-x.js');
  });

  it('without a prerendered build every address gets index.html', () => {
    expect(pageHtml(null, index, '/', '', '')).toBe(index);
  });

  it("in another language: that language's prerendered page, under the same conditions", () => {
    expect(root(pageHtml(prerendered, index, '/', '', '', 'ca'))).toBe('home.ca');
    expect(root(pageHtml(prerendered, index, '/', '', 'faena_consent=analytics:denied', 'ca'))).toBe('home.ca.decided');
    const auth = pageHtml(prerendered, index, '/auth', '', '', 'ca');
    expect(root(auth)).toBe('auth.ca');
    expect(auth).toContain('<html lang="ca">');
    expect(auth).toContain('/assets/AuthPage-x.js');
    expect(root(pageHtml(prerendered, index, '/task/42', '', 'faena.session_token=a', 'ca'))).toBe('shell.ca');
    // Where no page is prerendered, index.html with its head in Catalan.
    expect(root(pageHtml(prerendered, index, '/', '', 'faena.session_token=a', 'ca'))).toBe('index.ca');
    expect(root(pageHtml(prerendered, index, '/reset-password', '', '', 'ca'))).toBe('index.ca');
    expect(pageHtml(prerendered, index, '/no-existe', '', '', 'ca')).toContain('<html lang="ca">');
  });

  it('a language without prerendered pages: index.html in that <html lang>, the route still preloaded', () => {
    const html = pageHtml(prerendered, index, '/auth', '', '', 'eu');
    expect(root(html)).toBe('index');
    expect(html).toContain('<html lang="eu">');
    expect(html).toContain('/assets/AuthPage-x.js');
    expect(root(pageHtml(prerendered, index, '/', '', '', 'pseudo'))).toBe('index');
    expect(pageHtml(null, index, '/', '', '', 'eu')).toContain('<html lang="eu">');
    expect(pageHtml(prerendered, index, '/', '', '', 'es')).toContain('<html lang="es">');
  });
});
