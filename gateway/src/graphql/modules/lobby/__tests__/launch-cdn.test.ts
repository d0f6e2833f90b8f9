import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../../platform/platform.js';
import { launchUrl } from '../launch-call.js';

/** A platform whose launch answers `gameUrl`. */
const answering = (gameUrl: string) => ({ read: async () => ({ content: { game_url: gameUrl } }) }) as unknown as Platform;
const cdns = async () => ['https://games1.example', 'https://games2.example/play'];

afterEach(() => vi.restoreAllMocks());

describe('launchUrl and the game CDNs (spec 000 §3)', () => {
  it('puts a path on a game CDN picked at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    expect(await launchUrl(answering('/game/1?t=x'), {}, undefined, cdns)).toBe('https://games1.example/game/1?t=x');
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    expect(await launchUrl(answering('/game/1?t=x'), {}, undefined, cdns)).toBe('https://games2.example/play/game/1?t=x');
  });

  it('keeps an absolute address, and refuses a path without a CDN or a link that is not one', async () => {
    expect(await launchUrl(answering('https://vendor.example/g'), {}, undefined, cdns)).toBe('https://vendor.example/g');
    await expect(launchUrl(answering('/game/1'), {})).rejects.toThrow();
    await expect(launchUrl(answering('javascript:alert(1)'), {}, undefined, cdns)).rejects.toThrow();
  });
});
