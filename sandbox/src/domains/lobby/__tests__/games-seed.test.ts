import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../../../core/store.js';
import { createSeedData } from '../../seed-data.js';
import { GAME_TYPES, LIVE_CLASSIFIES } from '../categories.js';
import { createGamesData } from '../games-seed.js';

describe('games seed', () => {
  it('is the same on every build', () => {
    expect(createGamesData()).toEqual(createGamesData());
    expect(createSeedData().games).toEqual(createGamesData());
  });

  it('holds 400+ games across vendors of every category', () => {
    const { vendors, games, lotteryGames } = createGamesData();
    expect(games.length).toBeGreaterThanOrEqual(400);
    for (const gameType of GAME_TYPES) {
      expect(vendors.some((vendor) => vendor.gameType === gameType), gameType).toBe(true);
      expect(games.some((game) => game.gameType === gameType), gameType).toBe(true);
    }
    const rng = vendors.filter((vendor) => vendor.gameType === 'RNG');
    expect(rng.length).toBeGreaterThanOrEqual(12);
    expect(rng.some((vendor) => vendor.isHot)).toBe(true);
    const sports = vendors.filter((vendor) => vendor.gameType === 'SPORTS').map((vendor) => vendor.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF', 'IA', 'WS168', 'SV3', 'DS88']));
    const liveClassifies = new Set(games.filter((game) => game.gameType === 'LIVE').map((game) => game.gameClassify));
    expect([...liveClassifies].sort()).toEqual([...LIVE_CLASSIFIES].sort());
    expect(games.some((game) => game.maintenance)).toBe(true);
    expect(vendors.some((vendor) => vendor.popupList)).toBe(true);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(new Set(vendors.map((vendor) => vendor.vassalage)).size).toBe(vendors.length);
    expect(games.every((game) => vendors.some((vendor) => vendor.vassalage === game.vassalage))).toBe(true);
    expect(games.every((game) => game.name.vi !== '' && game.name.en !== '')).toBe(true);
    // Every lottery lobby game is also a row of the LOTT or ELOTT list.
    expect(lotteryGames.every((lottery) => games.some((game) => game.lotteryGameId === lottery.gameId))).toBe(true);
  });

  it('is restored by a store reset after favourites, launches and maintenance changed it', () => {
    const store = new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 60_000, singleSession: true });
    const pristine = createGamesData();
    const games = store.data.games;
    games.favourites[100002] = [{ nodeId: 20001, addedAt: 1 }];
    games.recent[100001]?.shift();
    const first = games.games[0];
    if (first) first.maintenance = true;
    games.launches.unfinished[100001] = 20001;
    store.reset();
    expect(store.data.games).toEqual(pristine);
  });
});
