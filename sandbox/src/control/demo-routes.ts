import type { FastifyInstance, FastifyReply } from 'fastify';
import { ControlError } from './control-bodies.js';
import { recordSettledBet } from '../domains/wallet/funds-bets.js';
import { FREE_PLAY_CREDITS_CENTS, newLaunchId } from '../domains/lobby/games-launches.js';
import type { LaunchTicket, SlotPlay } from '../domains/lobby/games-launches.js';
import { BOARD_MULTIPLIER, playBalanceCents, spin } from '../domains/lobby/games-slot.js';
import type { SpinRefusal } from '../domains/lobby/games-slot.js';
import { redeemTicket } from '../domains/lobby/games-tickets.js';
import type { SandboxStore } from '../core/store.js';
import { errorPage } from './demo-page-shell.js';
import { infoPage } from './demo-info-page.js';
import { slotPage } from './demo-slot-page.js';
import { demoTexts } from './demo-texts.js';

export const SPIN_PATH = '/__sandbox/demo/slot/spin';

const REDEEM_FAILURES = {
  unknown: [404, 'This game link is not valid.'],
  used: [410, 'This game link has already been used. Launch the game again from the lobby.'],
  expired: [410, 'This game link has expired. Launch the game again from the lobby.'],
} as const;

const SPIN_REFUSALS: Record<SpinRefusal, string> = {
  INVALID_BET: 'The bet must be a positive amount with at most 2 decimals, up to 10,000.00',
  BELOW_MIN_BET: 'The bet is below the minimum bet of this game',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  NO_WALLET: 'This account has no main wallet',
};

function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/** Spends a ticket from `?ticket=`, or answers the error page. */
function ticketFrom(store: SandboxStore, query: unknown, kind: LaunchTicket['kind'], reply: FastifyReply): LaunchTicket | null {
  const id = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).ticket : undefined;
  const redemption = redeemTicket(store.data.games.launches, typeof id === 'string' ? id : '', kind, store.clock.now());
  if (redemption.ok) return redemption.ticket;
  const [status, message] = REDEEM_FAILURES[redemption.reason];
  void html(reply, status, errorPage(message));
  return null;
}

function spinBody(body: unknown): { playId: string; betCents: number; requestId: string | undefined } {
  if (typeof body !== 'object' || body === null) throw new ControlError('the body must be a JSON object');
  const { playId, bet, requestId } = body as Record<string, unknown>;
  if (typeof playId !== 'string') throw new ControlError('playId is required');
  if (typeof bet !== 'number' || !Number.isFinite(bet) || Math.abs(bet * 100 - Math.round(bet * 100)) > 1e-6) {
    throw new ControlError('bet must be an amount with at most 2 decimals');
  }
  if (requestId !== undefined && (typeof requestId !== 'string' || requestId.length === 0 || requestId.length > 100)) {
    throw new ControlError('requestId must be a string of 1 to 100 characters');
  }
  return { playId, betCents: Math.round(bet * 100), requestId };
}

function sportsPage(mode: 'Guest' | 'Member', backUrl: string | null, title = 'FB Sports'): string {
  return infoPage(title, mode, [
    ['Mode', mode === 'Guest' ? 'guest (odds only)' : 'member'],
    ['Fixtures', 'V.League 1: Hà Nội FC – Hoàng Anh Gia Lai 19:15'],
    ['Odds', '1.95 / 3.40 / 4.10'],
  ], backUrl);
}

/** A guest page's Back link comes from its own query: only an http(s) address is used. */
function guestBackUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The demo games a launch URL opens: a slot machine with real wallet effects, and lottery and sports pages. */
export function registerDemoRoutes(app: FastifyInstance, store: SandboxStore): void {
  app.get('/demo/slot', async (request, reply) => {
    const ticket = ticketFrom(store, request.query, 'slot', reply);
    if (ticket === null) return reply;
    const play: SlotPlay = {
      playId: newLaunchId(store.data.games.launches),
      ticket: ticket.ticket,
      accountId: ticket.accountId,
      nodeId: ticket.nodeId,
      free: ticket.free,
      minBetCents: ticket.minBetCents,
      funCents: FREE_PLAY_CREDITS_CENTS,
      spins: 0,
      answers: {},
    };
    store.data.games.launches.plays[play.playId] = play;
    const account = ticket.accountId === null ? undefined : store.accountById(ticket.accountId);
    return html(reply, 200, slotPage({
      playId: play.playId,
      title: ticket.title,
      free: play.free,
      balance: (playBalanceCents(play, account) ?? 0) / 100,
      minBet: play.minBetCents / 100,
      backUrl: ticket.backUrl,
      spinPath: SPIN_PATH,
      texts: demoTexts(ticket.language),
    }));
  });

  app.post('/demo/slot/spin', async (request, reply) => {
    const { playId, betCents, requestId } = spinBody(request.body);
    const play = store.data.games.launches.plays[playId];
    if (play === undefined) return reply.code(404).send({ error: 'Unknown playId', code: 'UNKNOWN_PLAY' });
    const account = play.accountId === null ? undefined : store.accountById(play.accountId);
    const result = spin(play, account, betCents, requestId);
    if (!result.ok) return reply.code(400).send({ error: SPIN_REFUSALS[result.refusal], code: result.refusal });
    const { answer } = result;
    const game = store.data.games.games.find((candidate) => candidate.nodeId === play.nodeId);
    // A real-money spin is a settled bet in the member's records and counts towards its turnover.
    if (!result.replay && !play.free && account !== undefined && game !== undefined) {
      const betCents = Math.round(answer.bet * 100);
      recordSettledBet(store, account, game, { betCents, validBetCents: betCents, winLossCents: Math.round(answer.win * 100) - betCents });
    }
    if (!result.replay && !play.free && account !== undefined && result.multiplier >= BOARD_MULTIPLIER) {
      const winners = store.data.games.winners;
      winners.push({
        id: Math.max(0, ...winners.map((winner) => winner.id)) + 1,
        nodeId: play.nodeId ?? 0,
        gameName: game ? { ...game.name } : { vi: 'Nổ hũ', en: 'Slots' },
        vassalage: game?.vassalage ?? '',
        gameType: game?.gameType ?? 'RNG',
        customerName: account.account,
        winCents: Math.round(answer.win * 100),
        winTime: store.clock.now(),
      });
    }
    return { ...answer, playId, free: play.free, replay: result.replay };
  });

  app.get('/demo/lottery', async (request, reply) => {
    const ticket = ticketFrom(store, request.query, 'lottery', reply);
    if (ticket === null) return reply;
    const { prizeMode = '', view = '', gameCode = '', gameGroupCode = '', lottoArea = 'VN' } = ticket.details;
    return html(reply, 200, infoPage(ticket.title, `Lottery ${prizeMode}`, [
      ['Area', lottoArea],
      ['Prize mode', prizeMode],
      ['View', view],
      ['Game code', gameCode || '(lobby)'],
      ['Group', gameGroupCode || '(all)'],
    ], ticket.backUrl));
  });

  app.get('/demo/sports', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.guest === '1') return html(reply, 200, sportsPage('Guest', guestBackUrl(query.backUrl)));
    const ticket = ticketFrom(store, request.query, 'sports', reply);
    if (ticket === null) return reply;
    return html(reply, 200, sportsPage('Member', ticket.backUrl, ticket.title));
  });
}
