import { agencyErrors } from './agency-errors.js';

export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;

const DATA_URL = /^data:image\/(png|jpe?g);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Proof of a withdrawal not received (spec 001 section 5): 1 to 3 images, png or jpg by their bytes (not by a
 * claimed name), at most 5 MB each once decoded. Each item is base64, optionally as a data URL. Answers the count.
 */
export function checkProofImages(value: unknown): number {
  if (!Array.isArray(value) || value.length === 0) throw agencyErrors.param('proofImages must hold 1 to 3 images');
  if (value.length > MAX_PROOF_IMAGES) throw agencyErrors.param('Cannot upload more than 3 images');
  value.forEach((item, index) => {
    if (typeof item !== 'string') throw agencyErrors.param(`proofImages[${index}] must be base64 text`);
    const text = item.replace(DATA_URL, '').replace(/\s+/g, '');
    if (!BASE64.test(text)) throw agencyErrors.param(`proofImages[${index}] is not base64`);
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length > MAX_PROOF_IMAGE_BYTES) throw agencyErrors.param('Image too large: max 5MB');
    if (!isPng(bytes) && !isJpeg(bytes)) throw agencyErrors.param('Only png or jpg images are accepted');
  });
  return value.length;
}
