import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPickedCdn, pickImageCdn } from '../image-cdn';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const cdns = ['https://media.example/cdn/1', 'https://media.example/cdn/2'];

describe('pickImageCdn', () => {
  it('picks at random from the list, once a visit', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    expect(pickImageCdn(cdns)).toEqual({ first: cdns[0], picked: cdns[1] });
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    // The same visit keeps its pick.
    expect(pickImageCdn(cdns)?.picked).toBe(cdns[1]);
    window.sessionStorage.clear();
    expect(pickImageCdn(cdns)?.picked).toBe(cdns[0]);
  });

  it('has nothing to pick with fewer than two CDNs, and drops a pick no longer listed', () => {
    expect(pickImageCdn([])).toBeNull();
    expect(pickImageCdn([cdns[0]!])).toBeNull();
    window.sessionStorage.setItem('saola.imageCdn', 'https://gone.example');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(pickImageCdn(cdns)?.picked).toBe(cdns[0]);
  });
});

describe('onPickedCdn', () => {
  const choice = { first: cdns[0]!, picked: cdns[1]! };

  it('moves a picture from the first CDN to the picked one', () => {
    expect(onPickedCdn(`${cdns[0]}/banners/1.png`, choice)).toBe(`${cdns[1]}/banners/1.png`);
  });

  it('leaves other addresses, and an address that only starts like the CDN, as they are', () => {
    expect(onPickedCdn('https://games.example/1.svg', choice)).toBe('https://games.example/1.svg');
    expect(onPickedCdn(`${cdns[0]}0/x.png`, choice)).toBe(`${cdns[0]}0/x.png`);
    expect(onPickedCdn(`${cdns[0]}/x.png`, null)).toBe(`${cdns[0]}/x.png`);
  });
});
