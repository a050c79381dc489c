import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A clock drift of one 30-second step either way is accepted, as authenticator apps expect. */
const toleranceSeconds = 30;

/** A new authenticator secret (base32, 160 bits) with its otpauth URL and the QR code that carries it. */
export async function newAuthenticator(issuer: string, label: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = generateSecret({ length: 20 });
  const otpauthUrl = generateURI({ issuer, label, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/** The time step a 6-digit code matches for a secret, or null when it matches none within the tolerance. */
export async function matchingTimeStep(secret: string, code: string): Promise<number | null> {
  const token = code.trim();
  if (!/^[0-9]{6}$/u.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: toleranceSeconds }).catch(() => null);
  if (!result?.valid || !('timeStep' in result)) return null;
  return result.timeStep;
}
