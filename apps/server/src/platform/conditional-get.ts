import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from './http.ts';
import { createCache } from './cache.ts';

/**
 * A response body serialised once, with its entity tag and the compressed forms made so far: a quick Brotli
 * form when it is first sent to a client that takes Brotli, gzip once it is sent again (addGzip), and the best
 * Brotli form once it is sent often (addBestBrotli).
 */
export interface TaggedBody {
  body: string | Buffer;
  etag: string;
  /** The body gzip-compressed once, for a body sent many times (every browser takes gzip). */
  gzip?: Buffer;
  /** The body Brotli-compressed at the best quality, for a body sent many times. */
  brotli?: Buffer;
  /** The body Brotli-compressed at a quick quality, for a body that may be sent only once. */
  quickBrotli?: Buffer;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const compressionThresholdBytes = 1_024;
/**
 * Brotli's quality for a body that may be sent once (a new search): its fast one-pass compressor, which
 * makes a list about a sixth of its size at a fraction of gzip's cost (gzip sets up a large state for every
 * body, and costs more than sending the body uncompressed). The best quality costs milliseconds and is kept
 * for bodies sent many times.
 */
const quickBrotliQuality = 1;
const bestBrotliQuality = 11;

/** Whether a body is large enough to be sent compressed. */
function compressible(tagged: TaggedBody): tagged is TaggedBody & { body: Buffer } {
  return typeof tagged.body !== 'string' && tagged.body.length >= compressionThresholdBytes;
}

function brotliParameters(body: Buffer, quality: number) {
  return { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

/**
 * Adds the gzip form to a body that is sent again (a cached list asked for a second time), for clients that
 * do not take Brotli; a body sent once is better sent as it is.
 */
export function addGzip(tagged: TaggedBody): void {
  if (compressible(tagged)) tagged.gzip ??= gzipSync(tagged.body, { level: 6 });
}

/**
 * Adds the best Brotli form to a body sent many times (a popular list). It costs a few hundred times the
 * quick form, so it is made on the thread pool, only for bodies that will be sent often enough to repay it,
 * and the quick form is sent until it is ready. Resolves once it is in place (at once for a small body).
 */
export function addBestBrotli(tagged: TaggedBody): Promise<void> {
  if (!compressible(tagged) || tagged.brotli !== undefined) return Promise.resolve();
  const body = tagged.body;
  return new Promise((resolve) => {
    brotliCompress(body, brotliParameters(body, bestBrotliQuality), (error, compressed) => {
      // A failure leaves the quick form in use.
      if (!error) {
        tagged.brotli = compressed;
        delete tagged.quickBrotli;
      }
      resolve();
    });
  });
}

/** Both lasting compressed forms at once (gzip, and the best Brotli form): for a body known to be sent many times. */
export async function compressForReuse(tagged: TaggedBody): Promise<void> {
  addGzip(tagged);
  await addBestBrotli(tagged);
}

/** The content codings a request takes, as far as the tagged bodies use them. */
export interface AcceptedEncodings {
  gzip: boolean;
  brotli: boolean;
}

/** Distinct Accept-Encoding values remembered; browsers send a handful. */
const rememberedEncodingsMax = 64;
const rememberedEncodings = createCache<AcceptedEncodings>({ name: 'accept_encodings', maxEntries: rememberedEncodingsMax });
const acceptsNothing: AcceptedEncodings = Object.freeze({ gzip: false, brotli: false });

function parseAcceptEncoding(value: string): AcceptedEncodings {
  const qualities = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    qualities.set(coding, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const takes = (coding: string) => (qualities.get(coding) ?? qualities.get('*') ?? 0) > 0;
  return Object.freeze({ gzip: takes('gzip'), brotli: takes('br') });
}

/** Which of gzip and Brotli the request's Accept-Encoding takes (a coding refused with q=0 is not taken). */
export function acceptedEncodings(header: string | string[] | undefined): AcceptedEncodings {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return acceptsNothing;
  let accepted = rememberedEncodings.get(value);
  if (accepted === undefined) {
    accepted = parseAcceptEncoding(value);
    rememberedEncodings.set(value, accepted);
  }
  return accepted;
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return acceptedEncodings(header).gzip;
}

/** The entity tag of a body: a strong tag from its SHA-256 (a string and its UTF-8 bytes get the same tag). */
export function etagOf(body: string | Buffer): string {
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

/** Each compressed form is another representation, so it gets a tag of its own. */
function encodedTag(tagged: TaggedBody, suffix: 'gz' | 'br' | 'brq'): string {
  return `${tagged.etag.slice(0, -1)}-${suffix}"`;
}

/** The form of a body to send for the codings a request takes, made now if it is the quick Brotli form. */
function chosenForm(tagged: TaggedBody, header: string | string[] | undefined): { coding: 'br' | 'gzip'; bytes: Buffer; etag: string } | undefined {
  if (!compressible(tagged)) return undefined;
  const accepted = acceptedEncodings(header);
  if (accepted.brotli) {
    if (tagged.brotli !== undefined) return { coding: 'br', bytes: tagged.brotli, etag: encodedTag(tagged, 'br') };
    tagged.quickBrotli ??= brotliCompressSync(tagged.body, brotliParameters(tagged.body, quickBrotliQuality));
    return { coding: 'br', bytes: tagged.quickBrotli, etag: encodedTag(tagged, 'brq') };
  }
  if (accepted.gzip && tagged.gzip !== undefined) return { coding: 'gzip', bytes: tagged.gzip, etag: encodedTag(tagged, 'gz') };
  return undefined;
}

/**
 * Sends a serialised body with its ETag: 304 without a body when the client already holds it, else the
 * body in the best form the client takes: Brotli (made quickly the first time it is needed), gzip once the
 * body is sent again and again, or as it is.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBody, cacheControl: string): void {
  const form = chosenForm(tagged, request.headers['accept-encoding']);
  const etag = form?.etag ?? tagged.etag;
  // A reply with its own serializer gets no default content type from Fastify.
  void reply.header('content-type', 'application/json; charset=utf-8').header('etag', etag).header('cache-control', cacheControl);
  if (compressible(tagged)) void reply.header('vary', 'accept-encoding');
  if (clientHasTag(request.headers['if-none-match'], etag)) {
    void reply.code(304);
    // Fastify sends no body and no content length when the serialised payload is undefined.
    reply.serializer(() => undefined as unknown as string);
    return;
  }
  if (form !== undefined) void reply.header('content-encoding', form.coding);
  const payload = form?.bytes ?? tagged.body;
  // Fastify writes a serialiser's Buffer as it is (its types name only strings).
  reply.serializer(() => payload as string);
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
