import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedResponse } from './response-cache.ts';

/** Whether an If-None-Match header names this tag (or `*`); weak and strong forms compare equal for GET. */
export function clientHasTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Sends a prepared response with its ETag: 304 without a body when the client already holds it,
 * else the prepared body as is (the route's envelope, serialised once when it was prepared).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedResponse<unknown>, cacheControl: string): void {
  // A reply with its own serializer gets no default content type from Fastify.
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', prepared.etag).header('cache-control', cacheControl);
  if (clientHasTag(request.headers['if-none-match'], prepared.etag)) {
    void reply.code(304);
    // Fastify sends no body and no content length when the serialised payload is undefined.
    reply.serializer(() => undefined as unknown as string);
    return;
  }
  reply.serializer(() => prepared.body);
}
