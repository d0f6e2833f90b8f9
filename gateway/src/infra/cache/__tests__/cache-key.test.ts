import { describe, expect, it } from 'vitest';
import { cacheKey } from '../cache-key.js';

const vi = { merchant: 'SAOLA', language: 'VI' };

describe('cacheKey', () => {
  it('scopes by merchant and language', () => {
    const keys = new Set([
      cacheKey(vi, 'systemStatus'),
      cacheKey({ merchant: 'SAOLA', language: 'EN' }, 'systemStatus'),
      cacheKey({ merchant: 'OTHER', language: 'VI' }, 'systemStatus'),
    ]);
    expect(keys.size).toBe(3);
    expect(cacheKey(vi, 'systemStatus')).toBe('SAOLA:VI:systemStatus');
  });

  it('is the same whatever the order of arguments, at every depth', () => {
    expect(cacheKey(vi, 'games', { vendor: 'PG', page: { size: 20, no: 1 } })).toBe(
      cacheKey(vi, 'games', { page: { no: 1, size: 20 }, vendor: 'PG' }),
    );
  });

  it('leaves out undefined arguments and empty argument lists', () => {
    expect(cacheKey(vi, 'games', { vendor: 'PG', category: undefined })).toBe(cacheKey(vi, 'games', { vendor: 'PG' }));
    expect(cacheKey(vi, 'games', {})).toBe(cacheKey(vi, 'games'));
  });

  it('tells apart arguments that differ only in type or order of array items', () => {
    expect(cacheKey(vi, 'games', { page: 1 })).not.toBe(cacheKey(vi, 'games', { page: '1' }));
    expect(cacheKey(vi, 'games', { ids: [1, 2] })).not.toBe(cacheKey(vi, 'games', { ids: [2, 1] }));
  });

  it('cannot be made to collide through a colon in a component', () => {
    expect(cacheKey({ merchant: 'A:B', language: 'VI' }, 'x')).not.toBe(cacheKey({ merchant: 'A', language: 'B:VI' }, 'x'));
  });
});
