import type DataLoader from 'dataloader';
import type { ViewerFavouriteGamesArgs } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection } from '../../relay/connection.js';
import { isTrialType } from '../../roles/account-types.js';
import type { GameCatalogue } from './game-catalogue.js';
import { gameNodeId } from './game-ids.js';
import { toGames, type MappingContext } from './game-mapping.js';
import type { FavouritePayloadModel, GameModel } from './lobby-models.js';
import { wireNodeId } from './wire-node-id.js';
import type { FavouriteListValue } from './upstream-shapes.js';

const FAVOURITES_PAGE_SIZE = 20;

/**
 * The member's favourite games: PRIVATE, never cached across requests. The id list is read once per request
 * through a DataLoader however many tiles ask `isFavourite`; this request's own changes are laid on top.
 */
export class FavouritesService {
  private readonly ids: DataLoader<string, unknown>;
  private readonly changed = new Map<string, boolean>();
  private idSet: Promise<Set<string>> | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly catalogue: GameCatalogue,
    private readonly mapping: MappingContext,
  ) {
    this.ids = platform.memberLoader<unknown>(calls.favouriteGameIds, undefined, 'favouriteIds');
  }

  async isFavourite(nodeId: string): Promise<boolean> {
    return this.changed.get(nodeId) ?? (await this.loadIds()).has(nodeId);
  }

  /** Node ids of the favourites, newest first as the platform keeps them. */
  async favouriteIds(): Promise<string[]> {
    const ids = [...(await this.loadIds())].filter((id) => this.changed.get(id) !== false);
    const added = [...this.changed].filter(([id, on]) => on && !ids.includes(id)).map(([id]) => id);
    return [...added, ...ids];
  }

  async list(args: ViewerFavouriteGamesArgs): Promise<Connection<GameModel>> {
    const page = upstreamPageFor(args, FAVOURITES_PAGE_SIZE);
    const value = await this.platform.read<FavouriteListValue>(calls.favouriteGames, {
      query: { clientType: 3, platform: 'flash', pageNum: page.pageNo, pageSize: page.pageSize },
    });
    const games = toGames(value.content, this.mapping);
    return connectionFromUpstreamPage(games, page, value.totalCount ?? games.length);
  }

  add(gameId: string): Promise<FavouritePayloadModel> {
    return this.change(gameId, true);
  }

  remove(gameId: string): Promise<FavouritePayloadModel> {
    return this.change(gameId, false);
  }

  /** Both platform calls are idempotent, so a retried toggle is safe. */
  private async change(gameId: string, favourite: boolean): Promise<FavouritePayloadModel> {
    const game = await this.catalogue.game(gameNodeId(gameId));
    if (game === null) throw gatewayError('BAD_USER_INPUT', '"gameId" is not a known game.');
    const target = { nodeId: wireNodeId(game.nodeId), vassalage: game.vendorCode, gameType: game.platformType };
    try {
      if (favourite) {
        await this.platform.write(calls.addFavouriteGame, target);
      } else {
        await this.platform.write(calls.removeFavouriteGame, undefined, { query: target });
      }
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamCode === 'FAVOURITE_LIMIT') {
        return { game, userErrors: [{ field: 'gameId', code: 'REJECTED', message: 'The favourites list is full; remove one first.' }] };
      }
      if (error instanceof UpstreamError && error.upstreamCode === 'TRIAL_ACCOUNT_RESTRICTED') throw gatewayError('NEED_REAL_ACCOUNT');
      throw error;
    }
    this.changed.set(game.nodeId, favourite);
    return { game, userErrors: [] };
  }

  /**
   * Logged-out visitors and trial accounts have no favourites, and a session that must change its password shows
   * none until it has: no platform call at all, so the public tiles around them still answer.
   */
  private loadIds(): Promise<Set<string>> {
    this.idSet ??= (async () => {
      const session = await this.scope.session.get();
      if (session === null || isTrialType(session.accountType) || session.passwordChangeRequired === true) return new Set<string>();
      const value = await this.ids.load(session.token);
      return new Set((Array.isArray(value) ? value : []).map((id) => String(id)));
    })();
    return this.idSet;
  }
}
