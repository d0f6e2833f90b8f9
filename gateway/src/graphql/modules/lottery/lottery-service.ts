import type { LaunchLotteryInput, LotteryArea, LotteryPrizeMode } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { requireRole } from '../../roles/require-role.js';
import { pageSize } from '../../relay/connection.js';
import { isTrialType } from '../../roles/account-types.js';
import { backUrlFor, type GameModel, inMaintenance, launched, type LaunchCdns, type LaunchPayloadModel, launchRefusal, launchUrl, type LobbyService, type LotteryLauncher } from '../lobby/index.js';
import { codeArgument } from '../../values/arguments.js';
import { toLotteryGame, toMenus, toResult } from './lottery-mapping.js';

const DRAW_NUMBER = /^[A-Za-z0-9_-]{1,32}$/;
const isoTime = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);
import type { LotteryGameModel, LotteryMenuModel, LotteryOpenedNumbersModel, LotteryResultModel } from './lottery-models.js';
import type { GameMenusValue, MenuGameValue, MenuGroupValue, OpenedDrawValue, OpenedNumeroValue } from './upstream-shapes.js';
import { safeLink } from '../../values/safe-link.js';

/** The spec's results count (spec 001 section 9): fetched whole once per game, sliced per query. */
export const MAX_RESULTS = 100;
const VN_PRIZE_MODES: ReadonlySet<LotteryPrizeMode> = new Set(['LOTT', 'ZY', 'ELOTT']);

/** Lottery menus and results (PUBLIC, cached), the member's recent lottery games and lottery launches. */
export class LotteryService implements LotteryLauncher {
  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly lobby: LobbyService,
    private readonly cdns: LaunchCdns,
  ) {}

  /** VN menus hold the LOTT, ZY and ELOTT modes; SEA is its own area (spec 001 section 7). */
  menus(area: LotteryArea | null | undefined, prizeMode: LotteryPrizeMode | null | undefined): Promise<LotteryMenuModel[]> {
    if ((area ?? 'VN') === 'SEA') {
      if (prizeMode !== null && prizeMode !== undefined && prizeMode !== 'SEA') {
        throw gatewayError('BAD_USER_INPUT', 'The SEA area has only the SEA prize mode.');
      }
      return this.menusOf('SEA');
    }
    if (prizeMode === 'SEA') throw gatewayError('BAD_USER_INPUT', 'The SEA prize mode belongs to the SEA area.');
    return this.menusOf(prizeMode ?? undefined);
  }

  async menu(code: string): Promise<LotteryMenuModel | null> {
    return (await this.everyMenu()).find((menu) => menu.code === code) ?? null;
  }

  async results(gameCode: string | null | undefined, first: number | null | undefined): Promise<LotteryResultModel[]> {
    const count = pageSize(first, MAX_RESULTS);
    const code = codeArgument('gameCode', gameCode) ?? (await this.defaultGameCode());
    const game = (await this.everyGame()).get(code);
    if (game === undefined) throw gatewayError('BAD_USER_INPUT', '"gameCode" is not a lottery game.');
    const results = await this.platform.shared('lotteryResults', calls.lotteryResults, {
      query: { gameCode: game.gameCode, count: MAX_RESULTS },
      languageParam: 'language',
      map: (value: OpenedDrawValue[]) => (Array.isArray(value) ? value : []).flatMap((draw) => toResult(draw, game.name) ?? []),
    });
    return results.slice(0, count);
  }

  /**
   * PRIVATE: a draw's opened numbers as the member's lottery account sees them, with the draw now open for bets
   * (the latest opened draw without drawNumber). Without gameCode, the game `results` shows by default.
   */
  async openedNumbers(gameCode: string | null | undefined, drawNumber: string | null | undefined): Promise<LotteryOpenedNumbersModel> {
    const code = codeArgument('gameCode', gameCode) ?? (await this.defaultGameCode());
    const game = (await this.everyGame()).get(code);
    if (game === undefined) throw gatewayError('BAD_USER_INPUT', '"gameCode" is not a lottery game.');
    const numero = drawNumber?.trim() || undefined;
    if (numero !== undefined && !DRAW_NUMBER.test(numero)) throw gatewayError('BAD_USER_INPUT', '"drawNumber" is not a draw number.');
    const value = await this.platform.read<OpenedNumeroValue>(calls.openedNumbers, { query: { gameCode: game.gameCode, numero } });
    const current = value.current?.numero
      ? { drawNumber: value.current.numero, opensAt: isoTime(value.current.openTime), closesAt: isoTime(value.current.closeTime) }
      : null;
    return {
      gameCode: game.gameCode,
      gameName: value.gameName?.trim() || game.name,
      current,
      opened: value.opened ? toResult(value.opened, game.name) : null,
    };
  }

  /** A lottery game's picture: the general game menu of its prize mode carries it (PUBLIC, cached). */
  async iconUrl(game: Pick<LotteryGameModel, 'gameCode' | 'prizeMode'>): Promise<string | null> {
    const icons = await this.platform.shared('lotteryGameMenus', calls.lotteryGameMenus, {
      query: { prizeMode: game.prizeMode },
      languageParam: 'language',
      map: (value: GameMenusValue) =>
        Object.fromEntries(
          Object.values(value ?? {}).flatMap((group) => group?.games ?? []).flatMap((entry) => {
            const icon = safeLink(entry.icon);
            return entry.gameCode && icon ? [[entry.gameCode.toUpperCase(), icon] as const] : [];
          }),
        ),
    });
    const code = game.gameCode.toUpperCase();
    return Object.hasOwn(icons, code) ? (icons[code] ?? null) : null;
  }

  /** PRIVATE: the member's recent lottery games; trial accounts cannot play the lottery, so they have none. */
  async recent(): Promise<LotteryGameModel[]> {
    const session = await this.scope.session.get();
    if (session === null || isTrialType(session.accountType)) return [];
    const value = await this.platform.read<MenuGameValue[]>(calls.recentLottery, { query: { device: 'WEB' } });
    return (Array.isArray(value) ? value : []).flatMap((game) => toLotteryGame(game) ?? []);
  }

  async launch(input: LaunchLotteryInput): Promise<LaunchPayloadModel> {
    // The field declares REAL_ACCOUNT; a lottery row launched through launchGame (MEMBER) arrives here too.
    await requireRole(this.scope.session, 'REAL_ACCOUNT');
    const gameCode = codeArgument('gameCode', input.gameCode) ?? '';
    const backUrl = backUrlFor(input.returnPath, this.scope.visitorOrigin);
    const game = (await this.everyGame()).get(gameCode);
    if (game === undefined || game.prizeMode !== input.prizeMode) {
      throw gatewayError('BAD_USER_INPUT', '"gameCode" is not a game of this prize mode.');
    }
    if (game.maintenance) return inMaintenance(await this.alternatives());
    try {
      const url = await launchUrl(this.platform, {
        launchMode: 'LOTT',
        accountType: 1,
        lottoArea: 'VN',
        lottoPrizeMode: game.prizeMode,
        lottoGameCode: game.gameCode,
        lottoView: input.view === 'LOBBY' ? 'lobby' : 'betting',
        device: 'WEB',
        backUrl,
      }, calls.launchGame, this.cdns);
      return launched(url);
    } catch (error) {
      const refusal = launchRefusal(error, false);
      return refusal === 'MAINTENANCE' ? inMaintenance(await this.alternatives()) : refusal;
    }
  }

  /** A lottery row of the lobby opens the lottery's betting view of that game. */
  async launchLotteryGame(gameCode: string, returnPath: string | null | undefined): Promise<LaunchPayloadModel> {
    const game = (await this.everyGame()).get(gameCode.toUpperCase());
    if (game === undefined) throw gatewayError('BAD_USER_INPUT', '"gameId" is not a known lottery game.');
    return this.launch({ gameCode: game.gameCode, prizeMode: game.prizeMode, view: 'BETTING', returnPath });
  }

  private menusOf(prizeMode: LotteryPrizeMode | undefined): Promise<LotteryMenuModel[]> {
    if (prizeMode !== undefined && prizeMode !== 'SEA' && !VN_PRIZE_MODES.has(prizeMode)) {
      throw gatewayError('BAD_USER_INPUT', 'Unknown prize mode.');
    }
    return this.platform.shared('lotteryMenus', calls.lotteryMenus, {
      query: { prizeMode, device: 'WEB' },
      languageParam: 'language',
      map: (value: MenuGroupValue[]) => toMenus(value),
    });
  }

  private async everyMenu(): Promise<LotteryMenuModel[]> {
    const [vn, sea] = await Promise.all([this.menusOf(undefined), this.menusOf('SEA')]);
    return [...vn, ...sea];
  }

  private async everyGame(): Promise<Map<string, LotteryGameModel>> {
    const games = new Map<string, LotteryGameModel>();
    for (const menu of await this.everyMenu()) for (const game of menu.games) games.set(game.gameCode.toUpperCase(), game);
    return games;
  }

  /** Without a game code the results are the first VN game's (the northern draw on the platform's menu). */
  private async defaultGameCode(): Promise<string> {
    const first = (await this.menusOf(undefined))[0]?.games[0];
    if (first === undefined) throw gatewayError('BAD_USER_INPUT', '"gameCode" is required.');
    return first.gameCode.toUpperCase();
  }

  private async alternatives(): Promise<GameModel[]> {
    return (await this.lobby.popularGames()).filter((game) => !game.maintenance);
  }
}
