import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from './http.ts';

/** A response body serialised once (and encoded once, when it is sent many times), with its entity tag. */
export interface TaggedBody {
  body: string | Buffer;
  etag: string;
  /** The body gzip-compressed once, for a body sent many times to browsers (which all accept gzip). */
  gzip?: Buffer;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const compressionThresholdBytes = 1_024;

/** The gzip form of a body that is kept and sent many times (a cached list), or none for a small one. */
export function gzipOf(body: Buffer): Buffer | undefined {
  return body.length >= compressionThresholdBytes ? gzipSync(body, { level: 6 }) : undefined;
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
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
  const compressed = tagged.gzip !== undefined && acceptsGzip(request.headers['accept-encoding']);
  // The compressed form is another representation, so it gets a tag of its own.
  const etag = compressed ? `${tagged.etag.slice(0, -1)}-gz"` : tagged.etag;
  // A reply with its own serializer gets no default content type from Fastify.
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', etag).header('cache-control', cacheControl);
  if (tagged.gzip !== undefined) void reply.header('vary', 'accept-encoding');
  if (clientHasTag(request.headers['if-none-match'], etag)) {
    void reply.code(304);
    // Fastify sends no body and no content length when the serialised payload is undefined.
    reply.serializer(() => undefined as unknown as string);
    return;
  }
  if (compressed) void reply.header('content-encoding', 'gzip');
  // Fastify writes a serialiser's Buffer as it is (its types name only strings).
  reply.serializer(() => (compressed ? tagged.gzip : tagged.body) as string);
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
