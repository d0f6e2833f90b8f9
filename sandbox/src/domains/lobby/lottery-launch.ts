import type { Account } from '../../core/accounts.js';
import type { GamesData } from './games-seed.js';
import { PRIZE_MODES } from './lottery-games.js';
import type { Language } from '../../protocol/headers.js';
import { localize } from '../../core/localized.js';
import type { TicketRequest } from './games-tickets.js';
import { gameErrors } from './game-errors.js';
import { TRIAL_ACCOUNT_TYPE } from './player-guard.js';
import { choiceParam, invalidParam } from './query-params.js';

type Query = Readonly<Record<string, string>>;

/**
 * A LOTT launch: `lottoArea` VN (the only area), `lottoPrizeMode` LOTT|ZY|ELOTT|SEA (the spec also writes
 * Lott and Elott), `lottoView` lobby (default) or betting; betting needs `lottoGameCode` of that prize mode.
 * The lottery has no free play.
 */
export function lotteryLaunch(games: GamesData, account: Account, query: Query, free: boolean, language: Language, backUrl: string | null): TicketRequest {
  choiceParam(query, 'lottoArea', ['VN'] as const);
  const prizeMode = choiceParam(query, 'lottoPrizeMode', PRIZE_MODES);
  if (prizeMode === undefined) throw invalidParam('lottoPrizeMode is required');
  const view = choiceParam(query, 'lottoView', ['betting', 'lobby'] as const) ?? 'lobby';
  choiceParam(query, 'device', ['WEB', 'H5', 'MOBILE', 'PC', 'APP'] as const);
  const code = query.lottoGameCode?.trim() ?? '';
  if (view === 'betting' && code === '') throw invalidParam('lottoGameCode is required for lottoView betting');
  const game = code === '' ? undefined : games.lotteryGames.find((candidate) => candidate.prizeMode === prizeMode && candidate.gameCode.toUpperCase() === code.toUpperCase());
  if (code !== '' && game === undefined) throw invalidParam(`Unknown lottoGameCode ${code} for ${prizeMode}`);
  if (game?.maintenance) throw gameErrors.maintenance({ gameId: game.gameId, gameCode: game.gameCode });
  if (account.type === TRIAL_ACCOUNT_TYPE) throw gameErrors.needRealAccount();
  if (free) throw gameErrors.noFreePlay();
  return {
    kind: 'lottery',
    accountId: account.id,
    nodeId: null,
    title: game ? localize(game.name, language) : prizeMode,
    free: false,
    minBetCents: 100,
    backUrl,
    details: { lottoArea: 'VN', prizeMode, view, gameCode: game?.gameCode ?? '', gameGroupCode: game?.gameGroupCode ?? '' },
  };
}
