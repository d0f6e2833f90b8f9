/** Proof images for promotion applications: real magic bytes, padded to the size a test needs. */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_MAGIC = [0xff, 0xd8, 0xff, 0xe0];
const GIF_MAGIC = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function image(magic: number[], bytes: number): string {
  const buffer = Buffer.alloc(bytes, 7);
  Buffer.from(magic).copy(buffer);
  return buffer.toString('base64');
}

export const pngImage = (bytes = 2_048) => image(PNG_MAGIC, bytes);
export const jpgImage = (bytes = 2_048) => image(JPG_MAGIC, bytes);
export const gifImage = (bytes = 2_048) => image(GIF_MAGIC, bytes);
export const FIVE_MB = 5 * 1024 * 1024;

/** A moment inside every active seeded promotion window: Thursday 15 Jan 2026, 12:00 in Vietnam. */
export const PINNED_NOW = Date.UTC(2026, 0, 15, 5, 0, 0);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
