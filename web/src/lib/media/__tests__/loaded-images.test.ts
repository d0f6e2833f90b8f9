import { describe, expect, it } from 'vitest';
import { rememberLoaded, wasLoaded } from '../loaded-images';

describe('the loaded-pictures cache', () => {
  it('keeps the 200 most recently used pictures', () => {
    for (let index = 0; index < 200; index++) rememberLoaded(`https://cdn.example/${index}.png`);
    // Used again: now the most recent, so it outlives the next arrival.
    expect(wasLoaded('https://cdn.example/0.png')).toBe(true);
    rememberLoaded('https://cdn.example/200.png');
    expect(wasLoaded('https://cdn.example/0.png')).toBe(true);
    expect(wasLoaded('https://cdn.example/1.png')).toBe(false);
    expect(wasLoaded('https://cdn.example/200.png')).toBe(true);
    expect(wasLoaded('https://cdn.example/never.png')).toBe(false);
  });
});
