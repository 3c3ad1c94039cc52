import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiPlugins } from './lingui-plugins';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dist = path.resolve(import.meta.dirname, 'dist');

/**
 * Brotli and gzip copies of every text asset next to it (app.js → app.js.br, app.js.gz), made
 * once at build time; the server sends them to browsers that accept them (@fastify/static
 * preCompressed). Lighthouse counted 1.0–1.6 s of its slow-4G load time for the uncompressed
 * JavaScript and CSS.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'faena-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(path.join(outDir, 'assets'))
        .filter((f) => /\.(js|css|svg|json)$/.test(f))
        .map((f) => path.join(outDir, 'assets', f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.promises.readFile(file);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The JavaScript of the app shell: the entry chunk and what it imports statically, read from
 * Vite's manifest, and the modules every start loads right after it (START_MODULES). Only these
 * are precached; the other screens are cached when visited, so installing the app never
 * downloads every screen over a thin connection.
 */
/** Loaded by every start, though not in the first download: the session and TanStack Query (AuthProvider). */
const START_MODULES = ['src/features/auth/AuthSession.tsx'];

function shellChunks(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of START_MODULES) {
    if (!manifest[key]) throw new Error(`${key} no está en el manifiesto de Vite`);
    visit(key);
  }
  return files;
}

/**
 * The files the entry chunk imports statically, recorded before Vite writes each lazy import's
 * preload list: those are loaded with the first page already, so listing them again in every
 * list (`__vite__mapDeps`, shipped in the entry) only cost bytes on `/`.
 */
const entryImports = new Set<string>();
function recordEntryImports(): Plugin {
  return {
    name: 'faena:entry-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) for (const file of chunk.imports) entryImports.add(file);
        }
      },
    },
  };
}

/**
 * react-router's production build, made tree-shakeable: its module assigns `displayName` to its
 * contexts and components at the top level (`Link.displayName = "Link"`) and creates them with
 * unannotated calls (`React.forwardRef(…)`), so the bundler kept every component and context it
 * defines — Form, ScrollRestoration, the history router, the data-router hooks — in the first
 * download whatever the app imports. Without those assignments (names only React DevTools shows)
 * and with the calls marked pure, only what the app uses stays: ≈ 1.4 kB gzip off '/'.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'faena:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g, '/* @__PURE__ */ $1');
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      // `@/…` is apps/web/src (tsconfig.json's paths; the Vitest web project has the same alias).
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // react-router's package exports only its development build (warnings on, ENABLE_DEV_WARNINGS);
      // the production build it also ships drops them: ≈ 1.5 kB gzip off the first download.
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                '../../node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  // The prerender build (scripts/prerender.mjs) only renders HTML: no CSS, service worker or copies.
  plugins: isSsrBuild
    ? [react(), linguiPlugins()]
    : [
        react(),
        linguiPlugins(),
        tailwindcss(),
        treeShakeReactRouter(),
        recordEntryImports(),
        precompress(),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          // Registered by lib/pwa.ts after the first screen, not by a script in index.html.
          injectRegister: false,
          // The install icons are the system's business once the app is installed: precaching them
          // cost a new device ≈ 24 kB on its first visit and the pages never show them.
          includeManifestIcons: false,
          manifest: {
            id: '/',
            name: 'Faena · Servicios para el campo',
            short_name: 'Faena',
            description:
              'Publica las tareas de tu finca y encuentra profesionales del campo cerca de ti: desbroce, poda, riego, fontanería, cuidado de animales y más. Funciona también sin cobertura.',
            lang: 'es',
            dir: 'ltr',
            start_url: '/dashboard',
            scope: '/',
            display: 'standalone',
            orientation: 'portrait',
            theme_color: '#3f6212',
            background_color: '#fafaf9',
            categories: ['business', 'productivity'],
            icons: [
              { src: '/icons/faena-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/faena-512.png', sizes: '512x512', type: 'image/png' },
              { src: '/icons/faena-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
          injectManifest: {
            globPatterns: ['index.html', 'favicon.svg', 'icons/apple-touch-icon.png', 'assets/*.{js,css}'],
            manifestTransforms: [
              (entries) => {
                const shell = shellChunks();
                return {
                  manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)),
                  warnings: [],
                };
              },
            ],
          },
        }),
      ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser Faena supports preloads modules natively: the polyfill only cost bytes on `/`.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !entryImports.has(dep)),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Lazy chunks named by their hash alone: the entry lists every screen's chunks for
        // preloading, and the human part of 120 file names cost about 1 kB of gzip on '/'. The
        // manifest (and `npm run check:size`) still maps each chunk to its source.
        chunkFileNames: 'assets/c[hash].js',
      },
    },
  },
}));
