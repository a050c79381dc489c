import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from './http.ts';

/** A response body serialised once (and encoded once, when it is sent many times), with its entity tag. */
export interface TaggedBody {
  body: string | Buffer;
  etag: string;
}

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
 * Sends a serialised body with its ETag: 304 without a body when the client already holds it,
 * else the body as it is.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBody, cacheControl: string): void {
  // A reply with its own serializer gets no default content type from Fastify.
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', tagged.etag).header('cache-control', cacheControl);
  if (clientHasTag(request.headers['if-none-match'], tagged.etag)) {
    void reply.code(304);
    // Fastify sends no body and no content length when the serialised payload is undefined.
    reply.serializer(() => undefined as unknown as string);
    return;
  }
  // Fastify writes a serialiser's Buffer as it is (its types name only strings).
  reply.serializer(() => tagged.body as string);
}

/**
 * Serialises a value inside the success envelope once, tags it with the hash of that body and sends it
 * (304 when the client holds it). Returns the value for defineRoute.
 */
export function withEtag<Value>(request: FastifyRequest, reply: FastifyReply, value: Value, cacheControl = 'public, no-cache'): Value {
  const body = JSON.stringify(success(value));
  sendTagged(request, reply, { body, etag: etagOf(body) }, cacheControl);
  return value;
}
