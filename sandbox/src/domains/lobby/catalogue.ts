import type { GamesData } from './games-seed.js';
import type { Game } from './games.js';
import type { Vendor } from './vendors.js';
import { invalidParam } from './query-params.js';

/** Lookups over the seeded catalogue; a few hundred rows, so plain scans are fast enough. */
export function vendorByCode(games: GamesData, vassalage: string): Vendor | undefined {
  const wanted = vassalage.trim().toUpperCase();
  return games.vendors.find((vendor) => vendor.vassalage === wanted);
}

export function requireVendor(games: GamesData, vassalage: string): Vendor {
  const vendor = vendorByCode(games, vassalage);
  if (vendor === undefined) throw invalidParam(`Unknown vassalage ${vassalage}`);
  return vendor;
}

export function gameByNodeId(games: GamesData, nodeId: number): Game | undefined {
  return games.games.find((game) => game.nodeId === nodeId);
}

export function vendorOf(games: GamesData, game: Game): Vendor {
  const vendor = vendorByCode(games, game.vassalage);
  if (vendor === undefined) throw new Error(`game ${game.nodeId} has no vendor ${game.vassalage}`);
  return vendor;
}

/** A game is closed when it, or its whole vendor, is under maintenance. */
export function isClosed(games: GamesData, game: Game): boolean {
  return game.maintenance || vendorOf(games, game).maintenance;
}

/** `nodeId` as the platform sends it: digits naming a game. */
export function parseNodeId(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

export function requireGame(games: GamesData, raw: unknown, name = 'nodeId'): Game {
  if (raw === undefined || raw === null || raw === '') throw invalidParam(`${name} is required`);
  const nodeId = parseNodeId(raw);
  const game = nodeId === undefined ? undefined : gameByNodeId(games, nodeId);
  if (game === undefined) throw invalidParam(`Unknown game ${String(raw)}`);
  return game;
}
