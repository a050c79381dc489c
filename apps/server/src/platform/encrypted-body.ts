import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Generated } from 'kysely';
import { encryptedEnvelopeSchema, type RsaPublicJwk } from '@platform/contract/encrypted-envelope';
import { authorise } from './auth.ts';
import type { Database } from './database.ts';
import { AppError } from './errors.ts';
import { routeAccess } from './http.ts';
import { assertStorableText } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts only a body sealed with the server's public key (see packages/contract encrypted-envelope). */
    encrypted?: boolean;
  }
}

/** The platform table holding the key pair every node shares. */
type EncryptionKeyTables = {
  encryption_keys: {
    key_id: string;
    public_jwk: RsaPublicJwk;
    private_key_sealed: string;
    created_at: Generated<Date>;
    retired_at: Date | null;
  };
};

const generateKeyPairAsync = promisify(generateKeyPair);
const modulusLengthBits = 2048;
const contentKeyLengthBytes = 32;
const gcmTagLengthBytes = 16;
// A fixed advisory lock key so that nodes starting together create one key pair, not one each.
const keyCreationLockKey = 7_301_013;

interface ActiveKey {
  publicJwk: RsaPublicJwk;
  privateKey: KeyObject;
}

/**
 * The server's RSA-OAEP key pair, created on first use and kept in PostgreSQL so every node opens
 * what any node's public key sealed. The private key is stored sealed with a key derived from the app secret.
 */
export function encryptionKeyStore(database: Database, appSecret: string) {
  const db = database.withTables<EncryptionKeyTables>();
  const storageKey = createHash('sha256').update(`encryption-key-storage:${appSecret}`).digest();
  let active: Promise<ActiveKey> | undefined;

  function sealPrivateKey(pem: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', storageKey, iv);
    const sealed = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  function openPrivateKey(text: string): KeyObject {
    const bytes = Buffer.from(text, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', storageKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 12 + gcmTagLengthBytes));
    const pem = Buffer.concat([decipher.update(bytes.subarray(12 + gcmTagLengthBytes)), decipher.final()]).toString('utf8');
    return createPrivateKey(pem);
  }

  async function findActive() {
    return db
      .selectFrom('encryption_keys')
      .select(['public_jwk', 'private_key_sealed'])
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async function createKey(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: modulusLengthBits, publicExponent: 0x10001 });
    const exported = publicKey.export({ format: 'jwk' });
    const keyId = `k${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    const publicJwk: RsaPublicJwk = { kty: 'RSA', n: String(exported.n), e: String(exported.e), alg: 'RSA-OAEP-256', use: 'enc', kid: keyId };
    const sealed = sealPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
    await db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(${keyCreationLockKey})`.execute(transaction);
      const existing = await transaction.selectFrom('encryption_keys').select('key_id').where('retired_at', 'is', null).executeTakeFirst();
      if (existing) return;
      await transaction
        .insertInto('encryption_keys')
        .values({ key_id: keyId, public_jwk: JSON.stringify(publicJwk) as unknown as RsaPublicJwk, private_key_sealed: sealed, retired_at: null })
        .execute();
    });
  }

  async function load(): Promise<ActiveKey> {
    let row = await findActive();
    if (!row) {
      await createKey();
      row = await findActive();
    }
    if (!row) throw new Error('the encryption key could not be created');
    return { publicJwk: row.public_jwk, privateKey: openPrivateKey(row.private_key_sealed) };
  }

  function activeKey(): Promise<ActiveKey> {
    active ??= load().catch((error: unknown) => {
      active = undefined;
      throw error;
    });
    return active;
  }

  return {
    /** The public key browsers seal with. */
    async publicKey(): Promise<RsaPublicJwk> {
      return (await activeKey()).publicJwk;
    },

    /** Opens a sealed body; throws encrypted_body_invalid when it was not sealed with our key or was altered. */
    async open(envelope: unknown): Promise<unknown> {
      const parsed = encryptedEnvelopeSchema.safeParse(envelope);
      if (!parsed.success) throw new AppError('encrypted_body_invalid');
      const { privateKey } = await activeKey();
      try {
        const { key, iv, data } = parsed.data.encrypted;
        const contentKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(key, 'base64'));
        if (contentKey.length !== contentKeyLengthBytes) throw new Error('unexpected content key length');
        const sealed = Buffer.from(data, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', contentKey, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(sealed.subarray(sealed.length - gcmTagLengthBytes));
        const plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - gcmTagLengthBytes)), decipher.final()]);
        return JSON.parse(plaintext.toString('utf8')) as unknown;
      } catch {
        throw new AppError('encrypted_body_invalid');
      }
    },
  };
}

export type EncryptionKeyStore = ReturnType<typeof encryptionKeyStore>;

/** Whether a body looks like an envelope at all, as opposed to a plain JSON body sent in the clear. */
function isEnvelopeShaped(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'encrypted');
}

/**
 * Opens the body of every route in a scope whose config says `encrypted: true`, before the handler
 * reads it: a plain body is refused with encrypted_body_required and a tampered one with encrypted_body_invalid.
 * The route's declared access is checked first, so a caller who may not use the route learns nothing more.
 */
export function installEncryptedBodies(scope: FastifyInstance, store: EncryptionKeyStore): void {
  scope.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config.encrypted !== true) return;
    const access = routeAccess.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (access && access !== 'operator') authorise(request, access);
    if (!isEnvelopeShaped(request.body)) throw new AppError('encrypted_body_required');
    const opened = await store.open(request.body);
    // The opened body is input like any other: text that cannot be stored is refused before a handler reads it.
    assertStorableText(opened);
    request.body = opened;
  });
}
