import type { Localized } from '../../core/localized.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { LIVE_CLASSIFIES } from './categories.js';
import type { GameType } from './categories.js';
import type { LotteryGame } from './lottery-games.js';
import { CARD_GAMES, FISH_NAMES, LIVE_TABLE_NAMES, SLOT_ADJECTIVES, SLOT_LINES, SLOT_MIN_BETS, SLOT_NOUNS } from './name-pools.js';
import type { NamePair } from './name-pools.js';
import type { Vendor } from './vendors.js';

/** One game of the catalogue (`GCSGAME_gameList`). */
export interface Game {
  nodeId: number;
  /** Catalogue name, untranslated. */
  nodeName: string;
  name: Localized;
  vassalage: string;
  gameType: GameType;
  gameClassify: string;
  gameCode: string;
  isHot: boolean;
  isNew: boolean;
  isTop: boolean;
  supportTrail: boolean;
  maintenance: boolean;
  minBetCents: number;
  minLineNum: number;
  /** Seats per table of a card game; null elsewhere. */
  seats: number | null;
  /** The lottery lobby game behind a LOTT or ELOTT row; null elsewhere. */
  lotteryGameId: number | null;
  hue: number;
}

export const GAME_FIRST_NODE_ID = 20001;
const SLOTS_PER_VENDOR = 26;
const TABLES_PER_LIVE_VENDOR = 12;
const FISH_PER_VENDOR = 7;
const CARDS_PER_VENDOR = 10;

type Draft = Omit<Game, 'nodeId' | 'hue' | 'isHot' | 'isNew' | 'isTop' | 'maintenance' | 'supportTrail'> &
  Partial<Pick<Game, 'supportTrail' | 'maintenance' | 'isHot'>>;

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A deterministic shuffle (Fisher-Yates on the given stream). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = held;
  }
  return copy;
}

function slotDrafts(random: Random, vendors: Vendor[]): Draft[] {
  const combos: Array<[NamePair, NamePair]> = SLOT_ADJECTIVES.flatMap((adjective) =>
    SLOT_NOUNS.map((noun): [NamePair, NamePair] => [adjective, noun]),
  );
  // Every slot name is unique across vendors, so a name search finds one game.
  const names = shuffled(random, combos);
  let next = 0;
  return vendors.flatMap((vendor) =>
    Array.from({ length: SLOTS_PER_VENDOR }, (): Draft => {
      const [adjective, noun] = names[next++] ?? [SLOT_ADJECTIVES[0] ?? ['Lucky', 'May Mắn'], SLOT_NOUNS[0] ?? ['Fortune', 'Tài Lộc']];
      const en = `${adjective[0]} ${noun[0]}`;
      const draw = random();
      const gameClassify = draw < 0.7 ? 'SLOT' : draw < 0.8 ? 'JP' : draw < 0.9 ? 'TG' : 'AC';
      return {
        nodeName: en,
        name: { en, vi: `${noun[1]} ${adjective[1]}` },
        vassalage: vendor.vassalage,
        gameType: 'RNG',
        gameClassify,
        gameCode: `${vendor.vassalage.toLowerCase()}-${slug(en)}`,
        minBetCents: pick(random, SLOT_MIN_BETS),
        minLineNum: gameClassify === 'SLOT' || gameClassify === 'JP' ? pick(random, SLOT_LINES) : 1,
        seats: null,
        lotteryGameId: null,
      };
    }),
  );
}

function liveDrafts(random: Random, vendors: Vendor[]): Draft[] {
  return vendors.flatMap((vendor, vendorIndex) => {
    const tableNumbers = new Map<string, number>();
    return Array.from({ length: TABLES_PER_LIVE_VENDOR }, (_, tableIndex): Draft => {
      // Round-robin over the categories, so every category has tables at several vendors.
      const gameClassify = LIVE_CLASSIFIES[(tableIndex + vendorIndex) % LIVE_CLASSIFIES.length] ?? 'BACCARAT';
      const number = (tableNumbers.get(gameClassify) ?? 0) + 1;
      tableNumbers.set(gameClassify, number);
      const [en, vi] = LIVE_TABLE_NAMES[gameClassify] ?? ['Table', 'Bàn'];
      return {
        nodeName: `${vendor.name} ${en} ${number}`,
        name: { en: `${en} ${number}`, vi: `${vi} ${number}` },
        vassalage: vendor.vassalage,
        gameType: 'LIVE',
        gameClassify,
        gameCode: `${vendor.vassalage.toLowerCase()}-${slug(en)}-${number}`,
        minBetCents: pick(random, [500, 1000, 2000, 5000]),
        minLineNum: 1,
        seats: null,
        lotteryGameId: null,
        // Live dealers take no free play.
        supportTrail: false,
      };
    });
  });
}

function fishDrafts(random: Random, vendors: Vendor[]): Draft[] {
  return vendors.flatMap((vendor) =>
    shuffled(random, FISH_NAMES)
      .slice(0, FISH_PER_VENDOR)
      .map(([en, vi]): Draft => ({
        nodeName: `${vendor.name} ${en}`,
        name: { en, vi },
        vassalage: vendor.vassalage,
        gameType: 'FISH',
        gameClassify: 'FISH',
        gameCode: `${vendor.vassalage.toLowerCase()}-${slug(en)}`,
        minBetCents: pick(random, [10, 50, 100]),
        minLineNum: 1,
        seats: null,
        lotteryGameId: null,
      })),
  );
}

function cardDrafts(random: Random, vendors: Vendor[]): Draft[] {
  return vendors.flatMap((vendor) =>
    shuffled(random, CARD_GAMES)
      .slice(0, CARDS_PER_VENDOR)
      .map(([en, vi, seats]): Draft => ({
        nodeName: `${vendor.name} ${en}`,
        name: { en, vi },
        vassalage: vendor.vassalage,
        gameType: 'PVP',
        gameClassify: seats >= 9 ? 'POKER' : 'CARD',
        gameCode: `${vendor.vassalage.toLowerCase()}-${slug(en)}`,
        minBetCents: pick(random, [100, 500, 1000]),
        minLineNum: 1,
        seats,
        lotteryGameId: null,
      })),
  );
}

const ESPORTS = new Set(['IMES', 'TF', 'IA']);
const COCKFIGHT = new Set(['WS168', 'SV3', 'DS88']);

/** One sportsbook per sports vendor: the vendor's lobby is its only game. */
function sportsDrafts(vendors: Vendor[]): Draft[] {
  return vendors.map((vendor): Draft => ({
    nodeName: vendor.name,
    name: { ...vendor.displayName },
    vassalage: vendor.vassalage,
    gameType: 'SPORTS',
    gameClassify: ESPORTS.has(vendor.vassalage) ? 'ESPORTS' : COCKFIGHT.has(vendor.vassalage) ? 'COCKFIGHT' : 'SPORTS',
    gameCode: `${vendor.vassalage.toLowerCase()}-lobby`,
    minBetCents: 1000,
    minLineNum: 1,
    seats: null,
    lotteryGameId: null,
    supportTrail: false,
    isHot: vendor.isHot,
  }));
}

function lotteryDrafts(lotteryGames: LotteryGame[]): Draft[] {
  return lotteryGames.map((game): Draft => ({
    nodeName: game.name.en,
    name: { ...game.name },
    vassalage: game.vassalage,
    gameType: game.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
    gameClassify: game.gameGroupCode,
    gameCode: game.gameCode,
    minBetCents: 100,
    minLineNum: 1,
    seats: null,
    lotteryGameId: game.gameId,
    supportTrail: false,
    maintenance: game.maintenance,
    isHot: game.isHot,
  }));
}

/** The catalogue: 400+ games across every vendor, node ids from 20001 in lane order. */
export function seedGames(random: Random, vendors: Vendor[], lotteryGames: LotteryGame[]): Game[] {
  const of = (gameType: GameType) => vendors.filter((vendor) => vendor.gameType === gameType);
  const drafts = [
    ...liveDrafts(random, of('LIVE')),
    ...slotDrafts(random, of('RNG')),
    ...fishDrafts(random, of('FISH')),
    ...cardDrafts(random, of('PVP')),
    ...sportsDrafts(of('SPORTS')),
    ...lotteryDrafts(lotteryGames),
  ];
  return drafts.map((draft, index): Game => {
    const nodeId = GAME_FIRST_NODE_ID + index;
    return {
      ...draft,
      nodeId,
      isHot: draft.isHot ?? random() < 0.15,
      isNew: random() < 0.1,
      isTop: random() < 0.05,
      supportTrail: draft.supportTrail ?? random() < 0.6,
      maintenance: draft.maintenance ?? random() < 0.03,
      hue: randomInt(random, 0, 359),
    };
  });
}
