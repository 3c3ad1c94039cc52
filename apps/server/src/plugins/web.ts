import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** sha256 CSP sources of the inline <script> blocks of the built index.html. */
export function inlineScriptHashes(indexHtml: string | null): string[] {
  if (!indexHtml) return [];
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}

export function readIndexHtml(distDir: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * non-API path so the client router takes over (with no cache, so a deploy shows at once).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexHtml = readIndexHtml(opts.distDir);
  if (!indexHtml) {
    app.log.warn(`No se encuentra la web compilada en ${opts.distDir}; solo se sirve la API.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    // No route per file: with wildcard off it globbed the ~270 built files into ~540 routes at
    // every start (≈ 0.1 s of CPU). The route below sends every existing file with sendFile,
    // which keeps the options here (precompressed copies, cache headers).
    serve: false,
    index: false,
    // The build writes .br and .gz copies of the assets (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(opts.distDir, path.normalize(urlPath));
    if (
      file.startsWith(opts.distDir + path.sep) &&
      path.extname(file) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(path.relative(opts.distDir, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});
