import type { Account } from '../../core/accounts.js';
import type { GamesData } from './games-seed.js';
import type { Game } from './games.js';
import type { Vendor } from './vendors.js';
import { localize } from '../../core/localized.js';
import type { Language } from '../../protocol/headers.js';
import type { TicketRequest } from './games-tickets.js';
import { gameByNodeId, isClosed, parseNodeId, vendorOf } from './catalogue.js';
import { gameErrors } from './game-errors.js';
import { TRIAL_ACCOUNT_TYPE } from './player-guard.js';
import { invalidParam } from './query-params.js';

/** What a GLS launch opens: one game, or a vendor's own lobby (its card's nodeId). */
export type LaunchTarget = { game: Game; vendor: Vendor } | { game: null; vendor: Vendor };

type Query = Readonly<Record<string, string>>;

/** `nodeId` names a game or a vendor card; `gameId` may name a game by its gameCode instead. */
export function launchTarget(games: GamesData, query: Query): LaunchTarget {
  const rawNode = query.nodeId?.trim();
  const rawGameId = query.gameId?.trim();
  if (!rawNode && !rawGameId) throw invalidParam('nodeId or gameId is required');
  const nodeId = parseNodeId(rawNode ?? rawGameId);
  const game =
    (nodeId === undefined ? undefined : gameByNodeId(games, nodeId)) ??
    games.games.find((candidate) => rawGameId !== undefined && candidate.gameCode === rawGameId);
  const target: LaunchTarget | undefined = game
    ? { game, vendor: vendorOf(games, game) }
    : (() => {
        const vendor = games.vendors.find((candidate) => candidate.nodeId === nodeId);
        return vendor ? { game: null, vendor } : undefined;
      })();
  if (target === undefined) throw invalidParam(`Unknown game ${rawNode ?? rawGameId ?? ''}`);
  const vassalage = query.vassalage?.trim();
  if (vassalage && vassalage.toUpperCase() !== target.vendor.vassalage) {
    throw invalidParam(`Game ${rawNode ?? rawGameId ?? ''} is not a ${vassalage} game`);
  }
  if (target.vendor.gameType === 'LOTT' || target.vendor.gameType === 'ELOTT') {
    throw invalidParam('Lottery games launch with launchMode LOTT');
  }
  if (target.game === null && target.vendor.popupList) {
    throw invalidParam(`${target.vendor.vassalage} has no lobby: launch one of its games`);
  }
  return target;
}

export interface GlsLaunch {
  ticket: TicketRequest;
  nodeId: number;
  gameName: string;
}

/**
 * The rules of a GLS launch, in order: maintenance, real money for trial accounts, free play support, then an
 * unfinished round elsewhere (#734, real money only: free play never blocks).
 */
export function glsLaunch(
  games: GamesData,
  account: Account,
  target: LaunchTarget,
  free: boolean,
  language: Language,
  backUrl: string | null,
): GlsLaunch {
  const { game, vendor } = target;
  const nodeId = game?.nodeId ?? vendor.nodeId;
  const gameName = localize(game?.name ?? vendor.displayName, language);
  if (game ? isClosed(games, game) : vendor.maintenance) throw gameErrors.maintenance({ nodeId, vassalage: vendor.vassalage });
  if (account.type === TRIAL_ACCOUNT_TYPE && !free) throw gameErrors.needRealAccount();
  const own = games.games.filter((candidate) => candidate.vassalage === vendor.vassalage);
  if (free && !(game ? game.supportTrail : own.some((candidate) => candidate.supportTrail))) throw gameErrors.noFreePlay();
  const unfinished = games.launches.unfinished[account.id];
  if (!free && unfinished !== undefined && unfinished !== nodeId) {
    const open = gameByNodeId(games, unfinished);
    throw gameErrors.previousGameOpen({
      nodeId: unfinished,
      gameName: open ? localize(open.name, language) : null,
      vassalage: open?.vassalage ?? null,
    });
  }
  return {
    nodeId,
    gameName,
    ticket: {
      kind: 'slot',
      accountId: account.id,
      nodeId,
      title: game ? `${gameName} · ${vendor.name}` : gameName,
      free,
      minBetCents: game?.minBetCents ?? Math.min(...own.map((candidate) => candidate.minBetCents)),
      backUrl,
      details: {},
    },
  };
}
