import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../app.js';
import type { SandboxApp } from '../../../app.js';

let sandbox: SandboxApp;

beforeAll(() => {
  sandbox = createSandboxApp();
});
afterAll(() => sandbox.app.close());

interface Card {
  vassalage: string;
  page: string;
}

describe('vendor cards', () => {
  it('carry a /rng?page= key that is never the vendor code, and no two vendors share one', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_newGameVendor?merchantCode=SAOLA',
      headers: { Merchant: 'SAOLA', ModuleId: 'GAMELO3', Language: 'EN', Host: 'sandbox.test' },
    });
    const cards = reply.json<{ value: { data: { lanes: { cards: Card[] }[] } } }>().value.data.lanes.flatMap((lane) => lane.cards);
    expect(cards.length).toBeGreaterThan(10);
    for (const card of cards) expect(card.page.toUpperCase(), card.vassalage).not.toBe(card.vassalage.toUpperCase());
    expect(new Set(cards.map((card) => card.page)).size).toBe(cards.length);
    expect(cards.find((card) => card.vassalage === 'PG')?.page).toBe('pg-slots');
  });
});
