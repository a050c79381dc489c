import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messageOfError } from '@platform/contract';
import { languageOf } from './http.ts';

/** Where the console is served: its own single-page app, apart from the player site's. */
export const consolePrefix = '/console/';

/**
 * Serves the built operator console (apps/console/dist) under /console/: hashed assets cached for a year,
 * index.html for every other GET under /console/ (the console's own routes), revalidated on each visit. The
 * security headers are the site's, set for every answer by the security hook. Without a build nothing is served
 * here and /console/ falls through to the player site's fallback.
 */
export async function serveConsoleApp(server: FastifyInstance, options: { consoleDistDir?: string | undefined }): Promise<void> {
  const distDir = options.consoleDistDir ?? findConsoleDist();
  if (distDir === undefined || !existsSync(path.join(distDir, 'index.html'))) return;
  const indexFile = path.join(distDir, 'index.html');
  await server.register(async (scope) => {
    // The player site's registration owns reply.sendFile; this one only serves its own files.
    await scope.register(fastifyStatic, { ...builtAppFiles(distDir), prefix: consolePrefix, decorateReply: false });
    scope.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect(consolePrefix, 301));
    scope.get(`${consolePrefix}*`, { schema: { hide: true } }, async (request, reply) => {
      // A missing asset is missing: answering it with the page would hand a script tag HTML.
      if (request.url.startsWith(`${consolePrefix}assets/`)) {
        return reply
          .status(404)
          .send({ success: false, value: null, message: messageOfError('route_not_found', languageOf(request)), code: 'route_not_found' });
      }
      const page = await readFile(indexFile);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  });
}

/**
 * How a built single-page app's files are served: the build's .br and .gz copies as they are, hashed assets
 * cached for a year, anything else revalidated on each visit (the plugin's own max-age=0 is switched off).
 */
export function builtAppFiles(root: string) {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  } as const;
}

function findConsoleDist(): string | undefined {
  const here = path.dirname(new URL(import.meta.url).pathname);
  // From src/platform (development), from dist (the bundled server), or from the repository root.
  const candidates = [path.resolve(here, '../../../console/dist'), path.resolve(here, '../../console/dist'), path.resolve('apps/console/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}
