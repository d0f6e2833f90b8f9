import { describe, expect, it } from 'vitest';
import { allowedBases } from '../allowed-bases.js';
import { mediaUrl } from '../media-url.js';

describe('mediaUrl', () => {
  it('prefixes a path with the base, keeping a CDN path under its host', () => {
    expect(mediaUrl('/img/a.png', 'https://cdn.example')).toBe('https://cdn.example/img/a.png');
    expect(mediaUrl('/img/a.png', 'https://media.example/cdn/2/')).toBe('https://media.example/cdn/2/img/a.png');
  });

  it('keeps absolute addresses and refuses what is not a link', () => {
    expect(mediaUrl('https://games.example/1.svg', 'https://cdn.example')).toBe('https://games.example/1.svg');
    expect(mediaUrl('javascript:alert(1)', 'https://cdn.example')).toBeNull();
    expect(mediaUrl('/img/a.png', undefined)).toBeNull();
  });
});

describe('allowedBases', () => {
  it('keeps the CDNs on an allowed origin, in order', () => {
    const cdns = ['https://other.example/x', 'https://media.example/cdn/1', 'not a url', 'https://media.example/cdn/2'];
    expect(allowedBases(cdns, ['https://media.example'])).toEqual(['https://media.example/cdn/1', 'https://media.example/cdn/2']);
  });
});
