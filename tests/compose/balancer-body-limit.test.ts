import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_MULTIPART_BYTES } from '../../gateway/src/http/uploads/graphql-multipart.js';

const root = join(import.meta.dirname, '..', '..');
const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** nginx's client_max_body_size in bytes (a number with an optional k, m or g). */
function bodyLimitOf(config: string): number {
  const found = /^\s*client_max_body_size\s+(\d+)([kmg]?);/im.exec(config);
  if (found === null) throw new Error('deploy/nginx.conf sets no client_max_body_size');
  return Number(found[1]) * (UNITS[(found[2] ?? '').toLowerCase()] ?? Number.NaN);
}

/** Issue 30, finding 7: the balancer refused a legal upload of three 5 MB pictures (12m) that the gateway takes. */
describe("the balancer's body limit", () => {
  it('lets through the largest upload the gateway takes, and little more', () => {
    const limit = bodyLimitOf(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'));
    expect(limit).toBeGreaterThanOrEqual(MAX_MULTIPART_BYTES);
    expect(limit - MAX_MULTIPART_BYTES).toBeLessThanOrEqual(1024 ** 2);
  });
});
