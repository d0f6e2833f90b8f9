import type { FieldMessage } from '../errors/field-message';

// Spec 001 §5 and §9: png or jpg only, at most 5 MB each, at most 3 (the gateway checks the same).
export const maxProofImages = 3;
export const maxProofImageBytes = 5 * 1024 * 1024;

const signatures: ReadonlyArray<readonly number[]> = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
];

async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/** Judges chosen pictures by their bytes, as the gateway will: the message to show, or null when they may go. */
export async function proofImagesError(files: readonly Blob[]): Promise<FieldMessage | null> {
  if (files.length > maxProofImages) return { id: 'money.userError.TOO_MANY_FILES', values: { count: maxProofImages } };
  if (files.some((file) => file.size > maxProofImageBytes)) {
    return { id: 'money.userError.FILE_TOO_LARGE', values: { megabytes: maxProofImageBytes / (1024 * 1024) } };
  }
  const judged = await Promise.all(files.map(isPngOrJpeg));
  if (judged.includes(false)) return { id: 'money.userError.UNSUPPORTED_FILE_TYPE' };
  return null;
}
