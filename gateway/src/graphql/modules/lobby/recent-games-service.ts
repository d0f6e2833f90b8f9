import type { ViewerRecentGamesArgs } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, pageSize, upstreamPageFor, type Connection } from '../../relay/connection.js';
import { toGames, type MappingContext } from './game-mapping.js';
import type { GameModel } from './lobby-models.js';
import type { RecentGamesValue } from './upstream-shapes.js';

const RECENT_PAGE_SIZE = 20;
/** The platform keeps 50 recent games and pages them at most 50 at a time. */
const RECENT_MAX_PAGE = 50;

/** The member's recently launched games: PRIVATE, read fresh on every request (a launch changes them). */
export class RecentGamesService {
  constructor(
    private readonly platform: Platform,
    private readonly mapping: MappingContext,
  ) {}

  async list(args: ViewerRecentGamesArgs): Promise<Connection<GameModel>> {
    // A larger `first` is valid Relay; the page simply comes back shorter with hasNextPage set.
    const first = Math.min(pageSize(args.first, RECENT_PAGE_SIZE), RECENT_MAX_PAGE);
    const page = upstreamPageFor({ first, after: args.after }, RECENT_PAGE_SIZE);
    const value = await this.platform.read<RecentGamesValue>(calls.recentGames, {
      query: { clientType: 3, pageNo: page.pageNo, pageSize: page.pageSize },
    });
    const games = toGames(value.list, this.mapping);
    return connectionFromUpstreamPage(games, page, value.totalCount ?? games.length);
  }
}
