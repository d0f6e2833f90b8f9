/** The encodings the gateway writes, best first. */
export type ContentCoding = 'br' | 'gzip';

/** Below this an answer goes as it is: compression would save a few hundred bytes and cost a header and CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, else gzip, whichever the
 * client accepts with a non-zero weight (directly or through `*`); none for a body under the threshold.
 */
export function preferredCoding(acceptEncoding: string | undefined, size: number): ContentCoding | undefined {
  if (acceptEncoding === undefined || size < COMPRESSION_THRESHOLD_BYTES) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentCoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}
