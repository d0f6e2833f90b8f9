import type { Localized } from '../../core/localized.js';
import type { GameType } from './categories.js';

/** A game vendor (the platform's "vassalage"): one card in the lobby lanes. */
export interface Vendor {
  nodeId: number;
  /** The vendor code the platform calls vassalage, e.g. PG. */
  vassalage: string;
  /** Brand name, untranslated. */
  name: string;
  /**
   * The card's `/rng?page=` key. Deliberately never the code (real merchants name their tabs freely), so a
   * client that mixes the two up fails here rather than only in production.
   */
  page: string;
  displayName: Localized;
  gameType: GameType;
  /**
   * The game wallet of this vendor (2 is the main wallet). The ids match the transferable wallets of
   * GCS_walletTransfer (domains/wallet/game-wallets.ts) where it lists the vendor; the TCG lotteries
   * share one wallet.
   */
  accountTypeId: number;
  isHot: boolean;
  maintenance: boolean;
  /** A VASSALAGE vendor: its card opens a popup list of its games instead of launching. */
  popupList: boolean;
  /** Hue of the generated logo. */
  hue: number;
}

type VendorRow = [vassalage: string, name: string, vi: string, en: string, accountTypeId: number, flags?: string];

/** Flags: h hot, m maintenance, p popup game list. */
const ROWS: Record<GameType, VendorRow[]> = {
  LIVE: [
    ['EVO', 'Evolution', 'Evolution Sòng bài', 'Evolution Casino', 23, 'h'],
    ['SEXY', 'AE Sexy', 'AE Sexy Baccarat', 'AE Sexy Baccarat', 26, 'h'],
    ['DG', 'Dream Gaming', 'DG Sòng bài', 'DG Casino', 27],
    ['AG', 'Asia Gaming', 'AG Sòng bài', 'AG Casino', 28],
    ['SA', 'SA Gaming', 'SA Sòng bài', 'SA Casino', 21],
    ['WM', 'WM Casino', 'WM Sòng bài', 'WM Casino', 29],
    ['ALLBET', 'Allbet', 'Allbet Sòng bài', 'Allbet Casino', 30],
    ['PPL', 'Pragmatic Live', 'Pragmatic Trực tiếp', 'Pragmatic Live', 33],
  ],
  RNG: [
    ['PG', 'PG Soft', 'PG Nổ hũ', 'PG Slots', 11, 'h'],
    ['JILI', 'JILI', 'JILI Nổ hũ', 'JILI Slots', 12, 'h'],
    ['PP', 'Pragmatic Play', 'Pragmatic Nổ hũ', 'Pragmatic Slots', 13, 'h'],
    ['CQ9', 'CQ9', 'CQ9 Nổ hũ', 'CQ9 Slots', 14],
    ['JDB', 'JDB', 'JDB Nổ hũ', 'JDB Slots', 15],
    ['FC', 'Fa Chai', 'Fa Chai Nổ hũ', 'Fa Chai Slots', 16],
    ['KA', 'KA Gaming', 'KA Nổ hũ', 'KA Slots', 17],
    ['MG', 'Microgaming', 'Microgaming Nổ hũ', 'Microgaming Slots', 18],
    ['HB', 'Habanero', 'Habanero Nổ hũ', 'Habanero Slots', 19],
    ['NETENT', 'NetEnt', 'NetEnt Nổ hũ', 'NetEnt Slots', 20, 'p'],
    ['PT', 'Playtech', 'Playtech Nổ hũ', 'Playtech Slots', 22, 'p'],
    ['SG', 'Spadegaming', 'Spadegaming Nổ hũ', 'Spadegaming Slots', 24],
    ['RTG', 'RTG', 'RTG Nổ hũ', 'RTG Slots', 25, 'm'],
  ],
  FISH: [
    ['JILIFISH', 'JILI Fishing', 'JILI Bắn cá', 'JILI Fishing', 62, 'h'],
    ['JDBFISH', 'JDB Fishing', 'JDB Bắn cá', 'JDB Fishing', 61],
    ['CQ9FISH', 'CQ9 Fishing', 'CQ9 Bắn cá', 'CQ9 Fishing', 63],
    ['FCFISH', 'Fa Chai Fishing', 'Fa Chai Bắn cá', 'Fa Chai Fishing', 64],
  ],
  PVP: [
    ['V8', 'V8 Poker', 'V8 Game bài', 'V8 Cards', 51, 'h'],
    ['KY', 'Kaiyuan', 'Kaiyuan Game bài', 'Kaiyuan Cards', 52, 'p'],
    ['TP', 'TP Gaming', 'TP Game bài', 'TP Cards', 53],
    ['MP', 'MP Poker', 'MP Game bài', 'MP Cards', 54],
    ['LEG', 'Legend', 'Legend Game bài', 'Legend Cards', 55],
  ],
  SPORTS: [
    ['FB', 'FB Sports', 'FB Thể thao', 'FB Sports', 32, 'h'],
    ['SABA', 'SABA Sports', 'SABA Thể thao', 'SABA Sports', 31, 'h'],
    ['CMD', 'CMD368', 'CMD Thể thao', 'CMD Sports', 34],
    ['BTI', 'BTI', 'BTI Thể thao', 'BTI Sports', 35, 'm'],
    ['IMES', 'IM E-sports', 'IM Thể thao điện tử', 'IM E-sports', 36],
    ['TF', 'TF Gaming', 'TF Thể thao điện tử', 'TF E-sports', 37, 'h'],
    ['IA', 'IA E-sports', 'IA Thể thao điện tử', 'IA E-sports', 38],
    ['WS168', 'WS168', 'WS168 Đá gà', 'WS168 Cockfight', 39],
    ['SV3', 'SV388', 'SV388 Đá gà', 'SV388 Cockfight', 40],
    ['DS88', 'DS88', 'DS88 Đá gà', 'DS88 Cockfight', 42, 'h'],
  ],
  ELOTT: [
    ['TCG_ELOTT', 'TCG E-Lottery', 'TCG Xổ số điện toán', 'TCG E-Lottery', 41, 'h'],
  ],
  LOTT: [
    ['TCG_LOTTO_VN', 'TCG Lotto VN', 'Xổ số Việt Nam', 'Vietnam Lottery', 41, 'h'],
    ['TCG_SEA', 'TCG SEA', 'Xổ số Đông Nam Á', 'Southeast Asia Lottery', 41],
  ],
};

export const VENDOR_FIRST_NODE_ID = 1001;

/** The tab key from the English display name: "PG Slots" → "pg-slots" (always hyphenated, so never a code). */
function pageKey(english: string): string {
  return english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Vendors in lane order; node ids from 1001 in that order. Fixed data, no randomness. */
export function seedVendors(): Vendor[] {
  const vendors: Vendor[] = [];
  for (const [gameType, rows] of Object.entries(ROWS) as Array<[GameType, VendorRow[]]>) {
    for (const [vassalage, name, vi, en, accountTypeId, flags = ''] of rows) {
      const index = vendors.length;
      vendors.push({
        nodeId: VENDOR_FIRST_NODE_ID + index,
        vassalage,
        name,
        page: pageKey(en),
        displayName: { vi, en },
        gameType,
        accountTypeId,
        isHot: flags.includes('h'),
        maintenance: flags.includes('m'),
        popupList: flags.includes('p'),
        hue: (index * 47) % 360,
      });
    }
  }
  return vendors;
}
