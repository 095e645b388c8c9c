// The built panel and public menu (dist/renderer) as static files (docs/scaling.md): the build writes a
// .br and a .gz next to each text file (vite.config.ts) and they are served precompressed with
// Content-Encoding; hashed files under /assets/ never change, so browsers keep them a year; the HTML
// pages are revalidated on every visit so a new release is picked up at once.
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isHtmlFile, MENU_HTML_HEADERS, PANEL_HTML_HEADERS } from './html-headers';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Cache-Control of a served file: vite's hashed assets are immutable, everything else revalidates. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  const hashed = /[/\\]assets[/\\]/.test(filePath) && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(name);
  return hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export async function registerPanelStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
      reply.header('vary', 'accept-encoding');
      reply.header('x-content-type-options', 'nosniff');
      // menu.html is served by its own route (routes/public/menu-page.ts); every other page is the panel's.
      if (isHtmlFile(filePath)) reply.headers(basename(filePath).startsWith('menu.html') ? MENU_HTML_HEADERS : PANEL_HTML_HEADERS);
    },
  });
}
