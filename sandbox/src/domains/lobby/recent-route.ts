import { defineRoute } from '../../core/route-registry.js';
import { sandboxOrigin } from './asset-urls.js';
import { requireVendor } from './catalogue.js';
import { gameValue } from './game-values.js';
import { realPlayerOf } from './player-guard.js';
import { languageParam, pageOf, pagingParams } from './query-params.js';

/** `GCS_recentGame`: the games this member launched, newest first (one row per game). */
export const recentGameRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    moduleId: 'GAMELOREC3',
    token: true,
    handle: ({ store, session, query, language, request }) => {
      const account = realPlayerOf(store, session);
      const games = store.data.games;
      const vendor = query.vassalage?.trim() ? requireVendor(games, query.vassalage) : undefined;
      const paging = pagingParams(query, 'pageNo', 'pageSize', 20, 50);
      const wanted = languageParam(query, language);
      const origin = sandboxOrigin(request);
      const rows = (games.recent[account.id] ?? []).flatMap((recent) => {
        const game = games.games.find((candidate) => candidate.nodeId === recent.nodeId);
        if (game === undefined || (vendor !== undefined && game.vassalage !== vendor.vassalage)) return [];
        return [{ ...gameValue(games, game, wanted, origin), lastPlayedAt: recent.playedAt }];
      });
      const page = pageOf(rows, paging);
      return { list: page.items, totalPages: page.totalPages, totalCount: rows.length, pageNo: paging.page, pageSize: paging.size };
    },
  }),
];
