import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { proofImageBytesMaximum } from '@platform/contract';
import { AppError } from '../../platform/errors.ts';

/** Images larger than this many pixels are refused before they are decoded (decompression bombs). */
export const proofImagePixelsMaximum = 40_000_000;
/** Re-encoded proofs are scaled down to fit this box; a receipt needs no more. */
const proofImageSideMaximum = 2400;

const pngEnd = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const jpegEnd = Buffer.from([0xff, 0xd9]);

export interface AcceptedImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * Accepts a png or jpg and nothing else: the type comes from the magic bytes (never the name or the
 * declared type), nothing may follow the image's end marker (polyglots hide a second file there), the
 * pixel count is bounded before decoding, and the image is re-encoded so that only pixels survive:
 * metadata, comments and any embedded payload are dropped.
 */
export async function acceptProofImage(bytes: Buffer): Promise<AcceptedImage> {
  if (bytes.length > proofImageBytesMaximum) throw new AppError('payload_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/jpeg') throw new AppError('image_type_refused');
  const end = detected.mime === 'image/png' ? pngEnd : jpegEnd;
  if (!bytes.subarray(bytes.length - end.length).equals(end)) throw new AppError('image_refused');
  try {
    const image = sharp(bytes, { limitInputPixels: proofImagePixelsMaximum, failOn: 'warning' });
    const metadata = await image.metadata();
    const expectedFormat = detected.mime === 'image/png' ? 'png' : 'jpeg';
    if (metadata.format !== expectedFormat || !metadata.width || !metadata.height) throw new AppError('image_refused');
    if (metadata.width * metadata.height > proofImagePixelsMaximum) throw new AppError('image_refused');
    const resized = image.rotate().resize({ width: proofImageSideMaximum, height: proofImageSideMaximum, fit: 'inside', withoutEnlargement: true });
    const output = detected.mime === 'image/png' ? await resized.png({ compressionLevel: 9 }).toBuffer() : await resized.jpeg({ quality: 85 }).toBuffer();
    return { contentType: detected.mime, bytes: output };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('image_refused');
  }
}
