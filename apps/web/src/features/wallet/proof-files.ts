import { proofImageBytesMaximum, proofImagesMaximum } from '@platform/contract/wallet/withdrawal';

export type ProofFileProblem = 'type' | 'size' | 'count';

export interface ProofFileLike {
  name: string;
  size: number;
  /** The first bytes of the file, enough to recognise a png or jpg signature. */
  head: Uint8Array;
}

export interface ProofFileCheck<File> {
  accepted: File[];
  refused: { file: File; problem: ProofFileProblem }[];
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpgSignature = [0xff, 0xd8, 0xff];
/** How many leading bytes `imageKindOf` needs. */
export const signatureBytes = pngSignature.length;

/** The kind of an image by its first bytes, as the server decides it: a renamed file is still refused. */
export function imageKindOf(head: Uint8Array): 'png' | 'jpg' | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (startsWith(pngSignature)) return 'png';
  if (startsWith(jpgSignature)) return 'jpg';
  return null;
}

/**
 * Adds chosen files to the ones already picked: only png or jpg (by name and by content), at most 5 MB
 * each, at most 3 in all (the activity and withdrawal proof rules of spec §5 and §9).
 */
export function addProofFiles<File extends ProofFileLike>(current: File[], chosen: File[]): ProofFileCheck<File> {
  const accepted = [...current];
  const refused: ProofFileCheck<File>['refused'] = [];
  for (const file of chosen) {
    const named = /\.(png|jpe?g)$/iu.test(file.name);
    if (!named || imageKindOf(file.head) === null) refused.push({ file, problem: 'type' });
    else if (file.size > proofImageBytesMaximum) refused.push({ file, problem: 'size' });
    else if (accepted.length >= proofImagesMaximum) refused.push({ file, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}
