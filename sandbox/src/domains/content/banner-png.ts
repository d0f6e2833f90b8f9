import pngjs from 'pngjs';
import { mulberry32 } from '../../core/prng.js';

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 250;

type Rgb = readonly [number, number, number];

/** Gradient pairs; a banner's id picks one, so a carousel shows different colours side by side. */
const GRADIENTS: readonly (readonly [Rgb, Rgb])[] = [
  [[97, 66, 191], [36, 18, 92]],
  [[233, 69, 96], [91, 20, 60]],
  [[18, 140, 126], [7, 48, 66]],
  [[242, 153, 74], [140, 45, 25]],
  [[41, 128, 185], [18, 32, 71]],
  [[39, 174, 96], [14, 62, 43]],
];

const mix = (from: number, to: number, share: number) => Math.round(from + (to - from) * share);

/**
 * A banner picture: a diagonal gradient with soft discs and a band of gold stars, drawn from the banner id so the
 * same id always gives the same bytes. There is no text: the title travels in the announcement itself.
 */
export function renderBannerPng(bannerId: number): Buffer {
  const random = mulberry32(bannerId);
  const [start, end] = GRADIENTS[bannerId % GRADIENTS.length] ?? GRADIENTS[0] ?? [[0, 0, 0], [0, 0, 0]];
  const png = new pngjs.PNG({ width: BANNER_WIDTH, height: BANNER_HEIGHT });
  const discs = Array.from({ length: 7 }, () => ({
    x: random() * BANNER_WIDTH,
    y: random() * BANNER_HEIGHT,
    radius: 30 + random() * 90,
    light: 0.08 + random() * 0.12,
  }));
  const stars = Array.from({ length: 24 }, () => ({ x: Math.floor(random() * BANNER_WIDTH), y: Math.floor(random() * BANNER_HEIGHT) }));
  for (let y = 0; y < BANNER_HEIGHT; y += 1) {
    for (let x = 0; x < BANNER_WIDTH; x += 1) {
      const share = (x / BANNER_WIDTH + y / BANNER_HEIGHT) / 2;
      let light = 0;
      for (const disc of discs) {
        if ((x - disc.x) ** 2 + (y - disc.y) ** 2 < disc.radius ** 2) light += disc.light;
      }
      const offset = (y * BANNER_WIDTH + x) * 4;
      png.data[offset] = Math.min(255, mix(start[0], end[0], share) + light * 255);
      png.data[offset + 1] = Math.min(255, mix(start[1], end[1], share) + light * 255);
      png.data[offset + 2] = Math.min(255, mix(start[2], end[2], share) + light * 255);
      png.data[offset + 3] = 255;
    }
  }
  for (const star of stars) {
    for (let arm = -3; arm <= 3; arm += 1) {
      for (const [x, y] of [
        [star.x + arm, star.y],
        [star.x, star.y + arm],
      ] as const) {
        if (x < 0 || y < 0 || x >= BANNER_WIDTH || y >= BANNER_HEIGHT) continue;
        const offset = (y * BANNER_WIDTH + x) * 4;
        png.data[offset] = 255;
        png.data[offset + 1] = 215;
        png.data[offset + 2] = 90;
      }
    }
  }
  return pngjs.PNG.sync.write(png);
}
