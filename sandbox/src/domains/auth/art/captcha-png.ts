import pngjs from 'pngjs';
import type { Random } from '../../../core/prng.js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixels } from './bitmap-font.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;
const ADVANCE = GLYPH_WIDTH * SCALE + 6;
const NOISE_LINES = 4;
const NOISE_DOTS = 160;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly png = new pngjs.PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });

  plot(x: number, y: number, [red, green, blue]: Rgb): void {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const offset = (y * CAPTCHA_WIDTH + x) * 4;
    this.png.data[offset] = red;
    this.png.data[offset + 1] = green;
    this.png.data[offset + 2] = blue;
    this.png.data[offset + 3] = 255;
  }

  fill(colour: Rgb): void {
    for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) for (let x = 0; x < CAPTCHA_WIDTH; x += 1) this.plot(x, y, colour);
  }

  /** Bresenham's line. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const stepX = x0 < x1 ? 1 : -1;
    const stepY = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    let [x, y] = [x0, y0];
    for (;;) {
      this.plot(x, y, colour);
      if (x === x1 && y === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x += stepX;
      }
      if (doubled <= dx) {
        error += dx;
        y += stepY;
      }
    }
  }
}

const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const darkColour = (random: Random): Rgb => [between(random, 10, 110), between(random, 10, 110), between(random, 40, 140)];
const paleColour = (random: Random): Rgb => [between(random, 150, 230), between(random, 150, 230), between(random, 150, 230)];

/** Draws the code with jittered scaled digits, dots and crossing lines; answers the PNG bytes. */
export function renderCaptchaPng(code: string, random: Random = Math.random): Buffer {
  const canvas = new Canvas();
  canvas.fill([244, 241, 232]);
  for (let dot = 0; dot < NOISE_DOTS; dot += 1) {
    canvas.plot(between(random, 0, CAPTCHA_WIDTH - 1), between(random, 0, CAPTCHA_HEIGHT - 1), paleColour(random));
  }
  const left = Math.floor((CAPTCHA_WIDTH - ADVANCE * code.length + 6) / 2);
  [...code].forEach((digit, index) => {
    const colour = darkColour(random);
    const originX = left + index * ADVANCE + between(random, -2, 2);
    const originY = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + between(random, -3, 3);
    for (const [x, y] of glyphPixels(digit)) {
      for (let dy = 0; dy < SCALE; dy += 1) {
        for (let dx = 0; dx < SCALE; dx += 1) canvas.plot(originX + x * SCALE + dx, originY + y * SCALE + dy, colour);
      }
    }
  });
  for (let line = 0; line < NOISE_LINES; line += 1) {
    canvas.line(
      between(random, 0, 20),
      between(random, 0, CAPTCHA_HEIGHT - 1),
      between(random, CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      between(random, 0, CAPTCHA_HEIGHT - 1),
      darkColour(random),
    );
  }
  return pngjs.PNG.sync.write(canvas.png);
}
