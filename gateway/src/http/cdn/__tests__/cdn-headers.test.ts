import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../../compression/content-coding.js';
import { PrecompressedBody } from '../../compression/precompressed-body.js';
import { keyOfTag, tagOfKey } from '../cache-tags.js';
import { entityTag, matchesEntityTag, sharedCacheControl, type SharedAnswer } from '../shared-answer.js';

describe('cache tags', () => {
  it('names a cache key in a header-safe way and leads back to the same key', () => {
    const keys = ['SAOLA:vi:helpTopics', 'SAOLA:en:gameList:{"category":"RNG","vendor":"A, B"}', 'M%3Ax:ANY:systemStatus'];
    for (const key of keys) {
      const tag = tagOfKey(key);
      expect(tag).toMatch(/^[A-Za-z0-9%:._~!*'()-]+$/);
      expect(keyOfTag(tag)).toBe(key);
    }
    expect(tagOfKey('SAOLA:vi:helpTopics')).toBe('SAOLA:vi:helpTopics');
  });

  it('refuses what no key could have become', () => {
    for (const tag of ['', 'a b', 'a,b', '%E0%A4%A', 'SAOLA:vi:{"x":1}', 'x'.repeat(513)]) expect(keyOfTag(tag), tag).toBeUndefined();
  });
});

describe('content coding', () => {
  it('prefers brotli, then gzip, by the weights the client gives, above a kilobyte', () => {
    expect(preferredCoding('gzip, deflate, br', 2048)).toBe('br');
    expect(preferredCoding('br;q=0, gzip', 2048)).toBe('gzip');
    expect(preferredCoding('*', 2048)).toBe('br');
    expect(preferredCoding('*;q=0, identity', 2048)).toBeUndefined();
    expect(preferredCoding('br', 1000)).toBeUndefined();
    expect(preferredCoding(undefined, 1 << 20)).toBeUndefined();
  });

  it('compresses a stored body once per coding', async () => {
    const body = new PrecompressedBody(Buffer.from(JSON.stringify({ data: { list: Array.from({ length: 300 }, (_, i) => ({ id: i, name: 'game' })) } })));
    const first = await body.negotiate('br');
    const second = await body.negotiate('br');
    expect(first.coding).toBe('br');
    expect(second.body).toBe(first.body);
    expect(first.body.length).toBeLessThan(body.identity.length / 4);
    expect((await body.negotiate('identity')).body).toBe(body.identity);
  });
});

describe('shared answer headers', () => {
  const answer: SharedAnswer = {
    body: new PrecompressedBody(Buffer.from('{}')),
    digest: 'abc',
    freshUntil: 61_500,
    staleWhileRevalidateMs: 600_000,
    staleIfErrorMs: 86_400_000,
    tags: [],
  };

  it('gives shared caches the entries own lifetimes and browsers none without revalidation', () => {
    expect(sharedCacheControl(answer, 1_000)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    expect(sharedCacheControl(answer, 70_000)).toContain('s-maxage=0');
  });

  it('matches If-None-Match against the answer in any coding, and nothing else', () => {
    expect(entityTag('abc', 'br')).toBe('"abc-br"');
    expect(entityTag('abc', undefined)).toBe('"abc"');
    expect(matchesEntityTag('"abc-gzip"', 'abc')).toBe(true);
    expect(matchesEntityTag('"x", W/"abc"', 'abc')).toBe(true);
    expect(matchesEntityTag('*', 'abc')).toBe(true);
    expect(matchesEntityTag('"abcd"', 'abc')).toBe(false);
    expect(matchesEntityTag(undefined, 'abc')).toBe(false);
  });
});
