import { describe, expect, it } from 'vitest';
import { classificationTabs } from '../classifications';

describe('classification tabs', () => {
  it('puts the slots tabs in lobby order: slots, jackpot, table games, arcade', () => {
    expect(classificationTabs('RNG', ['SLOT', 'AC', 'JP', 'TG'], ['VI', 'EN'])).toEqual(['SLOT', 'JP', 'TG', 'AC']);
  });

  it('offers bingo only where the site speaks Tagalog', () => {
    expect(classificationTabs('RNG', ['SLOT', 'BINGO'], ['VI', 'EN'])).toEqual([]);
    expect(classificationTabs('RNG', ['BINGO', 'SLOT'], ['VI', 'TL'])).toEqual(['SLOT', 'BINGO']);
  });

  it("keeps another lane's order and drops a single tab", () => {
    expect(classificationTabs('LIVE', ['SICBO', 'BACCARAT'], ['VI'])).toEqual(['SICBO', 'BACCARAT']);
    expect(classificationTabs('FISH', ['FISH'], ['VI'])).toEqual([]);
  });
});
