import type { Language } from '../../protocol/headers.js';
import { mulberry32 } from '../../core/prng.js';

/** What a launch opens: the slot-machine demo (every GLS game), the lottery page or the FB sports page. */
export type DemoKind = 'slot' | 'lottery' | 'sports';

/** A one-time launch ticket: the game URL carries it; opening the page spends it. */
export interface LaunchTicket {
  ticket: string;
  kind: DemoKind;
  /** Null for a guest (the FB launch without a token). */
  accountId: number | null;
  /** The game or vendor node launched; null for a lottery or sports page. */
  nodeId: number | null;
  title: string;
  /** Free play: fun credits instead of the main wallet. */
  free: boolean;
  minBetCents: number;
  backUrl: string | null;
  /** Lottery launch details shown on the lottery page (prize mode, game code, view). */
  details: Record<string, string>;
  /** The launch's language: the demo page speaks it (control/demo-texts.ts). */
  language: Language;
  issuedAt: number;
  used: boolean;
}

/** The answer of one spin, kept so a retried spin (same requestId) answers the same without paying twice. */
export interface SpinAnswer {
  spinNo: number;
  reels: string[];
  bet: number;
  win: number;
  balance: number;
}

/** A slot-machine round opened from a ticket. */
export interface SlotPlay {
  playId: string;
  ticket: string;
  accountId: number | null;
  nodeId: number | null;
  free: boolean;
  minBetCents: number;
  /** Fun credits of a free play, in cents. */
  funCents: number;
  spins: number;
  answers: Record<string, SpinAnswer>;
}

/** Launch bookkeeping; lives in `store.data.games` so a reset forgets it. */
export interface LaunchBook {
  tickets: Record<string, LaunchTicket>;
  plays: Record<string, SlotPlay>;
  /** An unfinished round per account id (set through the control API): launching another game answers #734. */
  unfinished: Record<number, number>;
  /** How many ticket and play ids were handed out; the next id derives from it. */
  issued: number;
}

/** Tickets live 10 minutes on the sandbox clock, as a real game server's launch token would. */
export const TICKET_TTL_MS = 10 * 60_000;
export const FREE_PLAY_CREDITS_CENTS = 200_000;

export function emptyLaunchBook(): LaunchBook {
  return { tickets: {}, plays: {}, unfinished: {}, issued: 0 };
}

const LAUNCH_ID_SEED = 0x71c4e7;

/**
 * Ticket and play ids: 32 hex digits drawn from a seeded stream by issue number, so the same calls after a reset
 * give the same URLs (the sandbox is deterministic; a real platform would use random secrets here).
 */
export function newLaunchId(book: LaunchBook): string {
  book.issued += 1;
  const random = mulberry32((LAUNCH_ID_SEED + Math.imul(book.issued, 0x9e3779b1)) >>> 0);
  return Array.from({ length: 4 }, () => Math.floor(random() * 0x1_0000_0000).toString(16).padStart(8, '0')).join('');
}
