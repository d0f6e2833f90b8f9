import type { UserError } from '../../../__generated__/schema-types.js';
import type { UploadedFile } from '../../values/uploaded-file.js';
import { userError } from '../../shared/user-errors.js';

/** Spec 001 sections 5 and 9: png or jpg, at most 5 MB each, at most 3. */
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Every problem of the proof images, judged by their bytes (never their names). */
export function proofImageProblems(files: readonly UploadedFile[]): UserError[] {
  if (files.length > MAX_PROOF_IMAGES) {
    return [userError('proofImages', 'TOO_MANY_FILES', `At most ${MAX_PROOF_IMAGES} images.`, { maxFiles: MAX_PROOF_IMAGES })];
  }
  return files.flatMap((file, index): UserError[] => {
    const field = `proofImages.${index}`;
    if (file.bytes.length > MAX_PROOF_BYTES) return [userError(field, 'FILE_TOO_LARGE', 'An image may be at most 5 MB.', { maxBytes: MAX_PROOF_BYTES })];
    if (file.imageType === null) return [userError(field, 'UNSUPPORTED_FILE_TYPE', 'Only png or jpg images are accepted.')];
    return [];
  });
}

/** What the platform takes: each picture's bytes as base64, nothing of its name. */
export const proofImagesForPlatform = (files: readonly UploadedFile[]): string[] => files.map((file) => file.bytes.toString('base64'));
