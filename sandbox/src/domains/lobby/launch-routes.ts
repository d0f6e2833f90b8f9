import { headerValue } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { requireSession } from '../../core/session-token.js';
import { demoPath, GUEST_SPORTS_PATH, issueTicket } from './games-tickets.js';
import { recordRecentGame } from './games-recent.js';
import { sandboxOrigin } from './asset-urls.js';
import { vendorByCode } from './catalogue.js';
import { gameErrors } from './game-errors.js';
import { glsLaunch, launchTarget } from './gls-launch.js';
import { lotteryLaunch } from './lottery-launch.js';
import { playerOf, TRIAL_ACCOUNT_TYPE } from './player-guard.js';
import { backUrlParam, choiceParam, invalidParam, languageParam } from './query-params.js';

/** `GET /wps/game/launchGame`: a one-time URL of a demo game the sandbox serves itself. */
function launchGame(call: PlatformCall<true>) {
  const { store, query, request, session } = call;
  const games = store.data.games;
  const account = playerOf(store, session);
  const launchMode = choiceParam(query, 'launchMode', ['GLS', 'LOTT'] as const);
  if (launchMode === undefined) throw invalidParam('launchMode is required');
  const free = (choiceParam(query, 'accountType', ['0', '1'] as const) ?? '1') === '0';
  const language = languageParam(query, call.language);
  const backUrl = backUrlParam(query);
  const now = store.clock.now();
  const origin = sandboxOrigin(request);

  if (launchMode === 'LOTT') {
    const ticket = issueTicket(games.launches, lotteryLaunch(games, account, query, free, language, backUrl), now, language);
    return { content: { game_url: origin + demoPath(ticket), launchMode, accountType: 1, gameName: ticket.title } };
  }
  const target = launchTarget(games, query);
  const launch = glsLaunch(games, account, target, free, language, backUrl);
  const ticket = issueTicket(games.launches, launch.ticket, now, language);
  if (target.game !== null && account.type !== TRIAL_ACCOUNT_TYPE) recordRecentGame(games.recent, account.id, target.game.nodeId, now);
  return {
    content: {
      game_url: origin + demoPath(ticket),
      launchMode,
      accountType: free ? 0 : 1,
      nodeId: launch.nodeId,
      vassalage: target.vendor.vassalage,
      gameName: launch.gameName,
    },
  };
}

/**
 * `GCS_gameLaunchFB` takes no token (spec 001 section 7): without one it opens FB Sports as a guest (odds only);
 * with a live token the member's own session; a dead token is refused like on any T call.
 */
function launchFbSports(call: PlatformCall<false>) {
  const { store, request, query } = call;
  const games = store.data.games;
  const session = headerValue(request, 'authorization') === undefined ? null : requireSession(request, store.sessions);
  const account = session === null ? null : playerOf(store, session);
  const vendor = vendorByCode(games, 'FB');
  if (vendor === undefined) throw invalidParam('FB sports is not offered');
  if (vendor.maintenance) throw gameErrors.maintenance({ nodeId: vendor.nodeId, vassalage: vendor.vassalage });
  const language = languageParam(query, call.language);
  const guest = account === null || account.type === TRIAL_ACCOUNT_TYPE;
  const backUrl = backUrlParam(query);
  if (guest) {
    // The guest view carries no account and no money: a plain address, and the call changes nothing.
    const guestUrl = `${sandboxOrigin(request)}${GUEST_SPORTS_PATH}${backUrl === null ? '' : `&backUrl=${encodeURIComponent(backUrl)}`}`;
    return { content: { game_url: guestUrl, vassalage: vendor.vassalage, guest } };
  }
  const ticket = issueTicket(
    games.launches,
    {
      kind: 'sports',
      accountId: account.id,
      nodeId: vendor.nodeId,
      title: vendor.name,
      free: false,
      minBetCents: 1000,
      backUrl,
      details: { mode: 'member' },
    },
    store.clock.now(),
    language,
  );
  return { content: { game_url: sandboxOrigin(request) + demoPath(ticket), vassalage: vendor.vassalage, guest } };
}

export const launchRoutes = [
  defineRoute({ method: 'GET', path: '/wps/game/launchGame', moduleId: 'GAMELO3', token: true, handle: launchGame }),
  defineRoute({ method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', moduleId: 'GAMELO3', token: false, handle: launchFbSports }),
];
