import type { GameCategory, WinnerBoard } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { ServiceSettings } from '../../platform/request-scope.js';
import { toGames, toPopularGame, toWinners, type MappingContext } from './game-mapping.js';
import { toGameLanes } from './lanes.js';
import type { GameLaneModel, GameModel, VendorModel, WinnerModel } from './lobby-models.js';
import type { HotGamesValue, PopularGameValue, RankListValue, VendorLanesValue } from './upstream-shapes.js';
import { toVendorGameTypes, type VendorGameTypeModel, type VendorGameTypeValue } from './vendor-rooms.js';

/** The spec's popular-games count (spec 001 section 9) and the winners board's length. */
const POPULAR_COUNT = 20;
const WINNERS_SIZE = 20;

interface HotGroup {
  games: GameModel[];
}

/** The lobby's PUBLIC reads: lanes, hot and popular games, winners. Every one is shared through the cache. */
export class LobbyService {
  readonly mapping: MappingContext;
  /** Vendors by upper-cased code, built once per request: every row of a list asks for its vendor's name. */
  private vendorsByCode: Promise<Map<string, VendorModel>> | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
  ) {
    this.mapping = {
      esportsVendors: settings.lobby.esportsVendors,
      cockfightVendors: settings.lobby.cockfightVendors,
      mediaBase: settings.lobby.mediaOrigins[0],
    };
  }

  /** newGameVendor rather than gameVendor: its cards also say maintenance and which vendors open a game list. */
  lanes(): Promise<GameLaneModel[]> {
    return this.platform.shared('gameLanes', calls.vendorLanes, { query: { merchantCode: this.settings.merchant }, languageParam: 'language', map: (value: VendorLanesValue) =>
      toGameLanes(value.data?.lanes, this.mapping) });
  }

  async vendors(): Promise<VendorModel[]> {
    return (await this.lanes()).flatMap((lane) => lane.vendors);
  }

  async vendor(code: string): Promise<VendorModel | null> {
    this.vendorsByCode ??= this.vendors().then((vendors) => {
      const byCode = new Map<string, VendorModel>();
      // The first card of a code wins, as a search through the lanes would find it.
      for (const vendor of vendors) if (!byCode.has(vendor.code.toUpperCase())) byCode.set(vendor.code.toUpperCase(), vendor);
      return byCode;
    });
    return (await this.vendorsByCode).get(code.toUpperCase()) ?? null;
  }

  /**
   * The vendor behind a category page's `?page=` key. The key is the card's own page (merchants name it freely,
   * so it need not be the code); a card without one is linked by its code, so the code is the fallback.
   */
  async vendorByPage(category: GameCategory, page: string): Promise<VendorModel | null> {
    const wanted = page.toUpperCase();
    const vendors = (await this.lanes()).find((lane) => lane.category === category)?.vendors ?? [];
    return (
      vendors.find((vendor) => vendor.page?.toUpperCase() === wanted) ??
      vendors.find((vendor) => !vendor.page && vendor.code.toUpperCase() === wanted) ??
      null
    );
  }

  /** The vendor's display name from the lanes, for rows that carry only its code. */
  async vendorName(code: string): Promise<string> {
    return (await this.vendor(code))?.name ?? code;
  }

  async hotGames(category: GameCategory | null | undefined): Promise<GameModel[]> {
    const query = { merchantCode: this.settings.merchant, isPlatform: 2, platform: 'flash,html5-desktop' };
    const groups = await this.platform.shared('hotGames', calls.hotGames, { query, languageParam: 'language', map: (value: HotGamesValue) =>
      (value.list ?? []).map((group): HotGroup => ({ games: toGames(group.games, this.mapping) })) });
    const seen = new Set<string>();
    return groups
      .flatMap((group) => group.games)
      .filter((game) => (category === null || category === undefined || game.category === category) && !seen.has(game.nodeId) && seen.add(game.nodeId));
  }

  popularGames(): Promise<GameModel[]> {
    return this.platform.shared('popularGames', calls.popularGames, { query: { count: POPULAR_COUNT, device: 'WEB' }, languageParam: 'language', map: (value: PopularGameValue[]) =>
      (Array.isArray(value) ? value : []).flatMap((row) => toPopularGame(row, this.mapping) ?? []) });
  }

  /** The vendor's game types, the tabs of its game list (PUBLIC: every visitor browses the lobby). */
  vendorGameTypes(vendor: Pick<VendorModel, 'code'>): Promise<VendorGameTypeModel[]> {
    return this.platform.shared('vendorGameTypes', calls.vendorGameTypes, {
      query: { vassalage: vendor.code },
      languageParam: 'language',
      map: (value: VendorGameTypeValue[]) => toVendorGameTypes(value),
    });
  }

  winners(board: WinnerBoard | null | undefined): Promise<WinnerModel[]> {
    const rankType = board === 'BIGGEST' ? 'biggest' : 'latest';
    return this.platform.shared('winners', calls.winners, { query: { rankType, size: WINNERS_SIZE }, languageParam: 'language', map: (value: RankListValue) => toWinners(value) });
  }
}
