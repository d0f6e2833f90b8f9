import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../core/prng.js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixels } from '../bitmap-font.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from '../captcha-png.js';

describe('captcha art', () => {
  it('has a distinct 5×7 glyph for every digit', () => {
    const shapes = new Set<string>();
    for (let digit = 0; digit <= 9; digit += 1) {
      const pixels = glyphPixels(String(digit));
      expect(pixels.length).toBeGreaterThan(8);
      expect(pixels.every(([x, y]) => x < GLYPH_WIDTH && y < GLYPH_HEIGHT)).toBe(true);
      shapes.add(JSON.stringify(pixels));
    }
    expect(shapes.size).toBe(10);
  });

  it('draws a decodable PNG whose pixels depend on the code', () => {
    const first = renderCaptchaPng('1234', mulberry32(7));
    const same = renderCaptchaPng('1234', mulberry32(7));
    const other = renderCaptchaPng('9876', mulberry32(7));
    expect(first.equals(same)).toBe(true);
    expect(first.equals(other)).toBe(false);
    const image = pngjs.PNG.sync.read(first);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let offset = 0; offset < image.data.length; offset += 4) {
      if ((image.data[offset] ?? 255) < 120 && (image.data[offset + 1] ?? 255) < 120) dark += 1;
    }
    // Four 20×28-pixel digits carry a few hundred ink pixels at least.
    expect(dark).toBeGreaterThan(4 * 150);
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => renderCaptchaPng('12a4')).toThrow(/no glyph/);
  });
});
