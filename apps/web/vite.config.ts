import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const dist = path.resolve(import.meta.dirname, 'dist');

/**
 * The JavaScript of the app shell: the entry chunk and what it imports statically, read from
 * Vite's manifest. Only these are precached; the other screens are cached when visited, so
 * installing the app never downloads every screen over a thin connection.
 */
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
  return files;
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by lib/pwa.ts after the first screen, not by a script in index.html.
      injectRegister: false,
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
    reportCompressedSize: false,
  },
});
