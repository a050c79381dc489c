import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../../platform/http.ts';

/** The entity tag of a body: a strong tag from its SHA-256. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this tag (or `*`); weak and strong forms compare equal for GET. */
export function clientHasTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Serialises a value inside the success envelope once, tags it with the hash of that body and sends it;
 * a client that already holds the body gets 304 without one. Returns the value for defineRoute.
 */
export function withEtag<Value>(request: FastifyRequest, reply: FastifyReply, value: Value, cacheControl = 'public, no-cache'): Value {
  const body = JSON.stringify(success(value));
  const etag = etagOf(body);
  // A reply with its own serializer gets no default content type from Fastify.
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', etag).header('cache-control', cacheControl);
  if (clientHasTag(request.headers['if-none-match'], etag)) {
    void reply.code(304);
    // Fastify sends no body and no content length when the serialised payload is undefined.
    reply.serializer(() => undefined as unknown as string);
  } else {
    reply.serializer(() => body);
  }
  return value;
}
