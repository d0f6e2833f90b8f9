export type ImageType = 'png' | 'jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The picture type its first bytes prove (PNG's 8-byte signature, JPEG's SOI marker), whatever its name says. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  return null;
}
