import { invalidParam } from '../../core/business-error.js';

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_MAGIC = [0xff, 0xd8, 0xff];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

export interface ProofImage {
  type: 'png' | 'jpg';
  bytes: number;
}

/** One image as base64, bare or as a `data:image/...;base64,` URL; the type comes from the bytes, not the label. */
function proofImage(value: unknown, index: number): ProofImage {
  if (typeof value !== 'string') throw invalidParam(`images[${index}] must be a base64 string`);
  const text = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (text === '' || text.length % 4 !== 0 || !BASE64.test(text)) throw invalidParam(`images[${index}] is not valid base64`);
  const bytes = Buffer.from(text, 'base64');
  const type = startsWith(bytes, PNG_MAGIC) ? 'png' : startsWith(bytes, JPG_MAGIC) ? 'jpg' : undefined;
  if (type === undefined) throw invalidParam('Only png or jpg images are accepted');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalidParam('Image too large: max 5MB');
  return { type, bytes: bytes.length };
}

/** Spec 001 §5 and §8: at most 3 images, png or jpg only, 5MB each, with the spec's wording. */
export function proofImages(value: unknown): ProofImage[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidParam('images must be a list of base64 strings');
  if (value.length > MAX_IMAGES) throw invalidParam('Cannot upload more than 3 images');
  return value.map(proofImage);
}
