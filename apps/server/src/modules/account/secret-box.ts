import { createHash, createHmac } from 'node:crypto';
import { sealer } from '../../platform/sealing.ts';

/**
 * Keys derived from the app secret for one purpose each: sealing stored secrets (authenticator keys)
 * and keying the hashes of short codes, so a copy of the database alone reveals neither.
 */
export function secretBox(appSecret: string) {
  const sealing = sealer(appSecret, 'account-secret-box');
  const codeKey = createHash('sha256').update(`account-code-hash:${appSecret}`).digest();
  return {
    seal(plaintext: string): string {
      return sealing.seal(plaintext).toString('base64');
    },

    open(sealed: string): string {
      return sealing.open(Buffer.from(sealed, 'base64'));
    },

    /** A keyed hash of a short secret in its context, such as an sms code for one number and purpose. */
    hashCode(context: string, code: string): Buffer {
      return createHmac('sha256', codeKey).update(`${context}\n${code}`).digest();
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
