import { createHash } from 'node:crypto';
import { imageTypeOf, type ImageType } from './image-type.js';

/**
 * A file of a GraphQL multipart request, read whole into memory (at most 3 of 5 MB each) and judged by its bytes.
 * It lives only as long as its request: the gateway hands the bytes to the platform and never stores them.
 */
export class UploadedFile {
  /** The type its first bytes prove, or null when they are neither PNG nor JPEG; the name and the part's type are not trusted. */
  readonly imageType: ImageType | null;

  constructor(
    /** The name the browser sent: shown nowhere. */
    readonly filename: string,
    readonly bytes: Buffer,
  ) {
    this.imageType = imageTypeOf(bytes);
  }

  /**
   * What JSON (logs, idempotency hashes) sees of a file: its size, type and digest, never its bytes, so two
   * requests with the same pictures hash alike and a log line stays small.
   */
  toJSON(): { filename: string; size: number; imageType: ImageType | null; sha256: string } {
    return { filename: this.filename, size: this.bytes.length, imageType: this.imageType, sha256: createHash('sha256').update(this.bytes).digest('hex') };
  }
}

export const isUploadedFile = (value: unknown): value is UploadedFile => value instanceof UploadedFile;
