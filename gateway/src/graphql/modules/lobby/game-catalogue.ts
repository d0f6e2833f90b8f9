import type { GameCategory, QueryGamesArgs } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { ServiceSettings } from '../../platform/request-scope.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { connectionFromArray, connectionFromUpstreamPage, forwardPage, upstreamPageFor, type Connection } from '../../relay/connection.js';
import { platformTypeOf, SPLIT_FROM_SPORTS } from './categories.js';
import { toGames } from './game-mapping.js';
import { codeArgument, decimalArgument, linesArgument, searchArgument } from '../../values/arguments.js';
import type { GameModel, VendorModel } from './lobby-models.js';
import type { LobbyService } from './lobby-service.js';
import type { GameListValue } from './upstream-shapes.js';

export const GAME_PAGE_SIZE = 20;
/** The platform's largest page: whole-list walks use it to make as few calls as possible. */
const WALK_PAGE_SIZE = 100;
/** A bound on any walk (10,000 games), so a platform that misreports totalPages cannot loop us. */
const MAX_WALK_PAGES = 100;

/** `GCSGAME_gameList` filters, in the platform's names. */
interface GameListFilters {
  gameType: string;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLineNum?: number | undefined;
}

interface GamePage {
  games: GameModel[];
  totalCount: number;
  totalPages: number;
}

/** Game lists (PUBLIC, cached per page and filters) and the node-id index behind refetches and launches. */
export class GameCatalogue {
  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly lobby: LobbyService,
  ) {}

  async games(args: QueryGamesArgs): Promise<Connection<GameModel>> {
    const filters: GameListFilters = {
      gameType: platformTypeOf(args.category),
      gameClassify: codeArgument('classification', args.classification),
      gameName: searchArgument(args.search),
      minBet: decimalArgument('maxMinBet', args.maxMinBet),
      minLineNum: linesArgument(args.minLines),
    };
    // The cursor too is checked before any platform call, though only some paths page through the platform.
    const { size: first } = forwardPage(args, GAME_PAGE_SIZE);
    const vendor = await this.vendorOf(args);
    if (filters.gameClassify !== undefined) await this.checkClassification(args.category, filters.gameClassify, vendor);
    if (vendor !== null) return this.pagedGames({ ...filters, vassalage: vendor.code }, args.after, first);
    if (sharesSportsLane(args.category)) {
      // One platform lane holds three categories: list it whole (a few dozen rows) and keep this category's.
      const all = await this.walk(filters);
      return connectionFromArray(all.filter((game) => game.category === args.category), { first, after: args.after }, GAME_PAGE_SIZE);
    }
    return this.pagedGames(filters, args.after, first);
  }

  /** The games behind a VASSALAGE vendor's card (its popup list). */
  vendorGames(vendor: Pick<VendorModel, 'code' | 'platformType'>): Promise<GameModel[]> {
    return this.walk({ gameType: vendor.platformType, vassalage: vendor.code });
  }

  /** A game by node id, from the shared index; null when the platform lists no such game. */
  async game(nodeId: string): Promise<GameModel | null> {
    const index = await this.index();
    // Own properties only: a node id such as "constructor" must not find Object.prototype's.
    return Object.hasOwn(index, nodeId) ? (index[nodeId] ?? null) : null;
  }

  /**
   * The vendor a list is filtered by: by code, or by the `?page=` key a category page's URL carries. The key is
   * resolved here, through the lanes the gateway already caches, so a page opened on `/rng?page=<key>` needs no
   * earlier request to learn the vendor's code (its one query asks for the list straight away).
   */
  private async vendorOf(args: QueryGamesArgs): Promise<VendorModel | null> {
    const code = codeArgument('vendor', args.vendor);
    const page = codeArgument('vendorPage', args.vendorPage);
    if (code !== undefined && page !== undefined) throw gatewayError('BAD_USER_INPUT', 'Give "vendor" or "vendorPage", not both.');
    if (code === undefined && page === undefined) return null;
    const vendor = code !== undefined ? await this.lobby.vendor(code) : await this.lobby.vendorByPage(args.category, page ?? '');
    if (vendor === null || vendor.category !== args.category) {
      throw gatewayError('BAD_USER_INPUT', `"${code !== undefined ? 'vendor' : 'vendorPage'}" is not a vendor of this category.`);
    }
    return vendor;
  }

  /**
   * The platform refuses a classification outside its lists: only the lane's own tabs reach it, or, in one
   * vendor's list, that vendor's game types (its tabs, which the lane need not list).
   */
  private async checkClassification(category: GameCategory, classification: string, vendor: VendorModel | null): Promise<void> {
    const lane = (await this.lobby.lanes()).find((candidate) => candidate.category === category);
    const own = vendor === null ? [] : (await this.lobby.vendorGameTypes(vendor)).map((type) => type.classification);
    if (![...(lane?.classifications ?? []), ...own].some((tab) => tab.toUpperCase() === classification)) {
      throw gatewayError('BAD_USER_INPUT', '"classification" is not a classification of this category.');
    }
  }

  private async pagedGames(filters: GameListFilters, after: string | null | undefined, first: number): Promise<Connection<GameModel>> {
    const page = upstreamPageFor({ first, after }, GAME_PAGE_SIZE);
    const { games, totalCount } = await this.page(filters, page.pageNo, page.pageSize);
    return connectionFromUpstreamPage(games, page, totalCount);
  }

  private page(filters: GameListFilters, pageNo: number, size: number): Promise<GamePage> {
    const query = { ...filters, pageNo, pageSize: size, clientType: 3, platform: 'html5-desktop', merchant: this.settings.merchant };
    return this.platform.shared('gameList', calls.gameList, { query, languageParam: 'language', map: (value: GameListValue): GamePage => {
      const games = toGames(value.games, this.lobby.mapping);
      return { games, totalCount: value.totalCount ?? games.length, totalPages: value.totalPages ?? 1 };
    } });
  }

  /** Every page of a list, each page a cached resource of its own. */
  private async walk(filters: GameListFilters): Promise<GameModel[]> {
    const first = await this.page(filters, 1, WALK_PAGE_SIZE);
    const pages = Math.min(first.totalPages, MAX_WALK_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => this.page(filters, i + 2, WALK_PAGE_SIZE)));
    return [first, ...rest].flatMap((page) => page.games);
  }

  /**
   * nodeId → game over every lane and every VASSALAGE vendor's own list. Built on the first refetch or launch,
   * then shared like any public resource; launches still hear the platform's own maintenance answer.
   */
  private index(): Promise<Record<string, GameModel>> {
    return this.platform.sharedValue('gameIndex', {}, async () => {
      const vendors = await this.lobby.vendors();
      const lanes = [...new Set(vendors.map((vendor) => vendor.platformType))];
      const lists = await Promise.all([
        ...lanes.map((gameType) => this.walk({ gameType })),
        ...vendors.filter((vendor) => vendor.opensGameList).map((vendor) => this.vendorGames(vendor)),
      ]);
      const index: Record<string, GameModel> = {};
      for (const game of lists.flat()) index[game.nodeId] ??= game;
      return index;
    });
  }
}

function sharesSportsLane(category: GameCategory): boolean {
  return category === 'SPORTS' || SPLIT_FROM_SPORTS.has(category);
}
