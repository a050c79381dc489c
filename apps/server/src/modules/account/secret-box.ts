import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const ivLengthBytes = 12;
const tagLengthBytes = 16;

/**
 * Keys derived from the app secret for one purpose each: sealing stored secrets (authenticator keys)
 * and keying the hashes of short codes, so a copy of the database alone reveals neither.
 */
export function secretBox(appSecret: string) {
  const sealingKey = createHash('sha256').update(`account-secret-box:${appSecret}`).digest();
  const codeKey = createHash('sha256').update(`account-code-hash:${appSecret}`).digest();
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(ivLengthBytes);
      const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },

    open(sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealingKey, bytes.subarray(0, ivLengthBytes));
      decipher.setAuthTag(bytes.subarray(ivLengthBytes, ivLengthBytes + tagLengthBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivLengthBytes + tagLengthBytes)), decipher.final()]).toString('utf8');
    },

    /** A keyed hash of a short secret in its context, such as an sms code for one number and purpose. */
    hashCode(context: string, code: string): Buffer {
      return createHmac('sha256', codeKey).update(`${context}\n${code}`).digest();
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
