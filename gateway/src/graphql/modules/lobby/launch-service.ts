import type { LaunchGameInput } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { requireRole } from '../../roles/require-role.js';
import { isTrialType } from '../../roles/account-types.js';
import type { GameCatalogue } from './game-catalogue.js';
import { launchTarget } from './game-ids.js';
import { launchUrl, type LaunchCdns } from './launch-call.js';
import { gameList, inMaintenance, launched, launchRefusal, refused } from './launch-outcomes.js';
import type { GameModel, LaunchPayloadModel, VendorModel } from './lobby-models.js';
import type { LobbyService } from './lobby-service.js';
import { backUrlFor } from './return-path.js';

/** Lottery games leave the generic launch for the lottery's own (spec 001 section 4); the lottery module does it. */
export interface LotteryLauncher {
  launchLotteryGame(gameCode: string, returnPath: string | null | undefined): Promise<LaunchPayloadModel>;
}

/** The vendor whose sports book opens through its own relay (spec 001 section 7, GCS_gameLaunchFB). */
const FB_SPORTS = 'FB';

interface Player {
  trial: boolean;
  freePlay: boolean;
  backUrl: string | undefined;
}

/** launchGame: a URL for the game frame, a vendor's game list, or popular alternatives for a game in maintenance. */
export class LaunchService {
  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly lobby: LobbyService,
    private readonly catalogue: GameCatalogue,
    private readonly lottery: LotteryLauncher,
    private readonly cdns: LaunchCdns,
  ) {}

  async launch(input: LaunchGameInput): Promise<LaunchPayloadModel> {
    // Starting a game is guarded from trial accounts (spec 001 section 4) unless the merchant allows demo play.
    const session = await requireRole(this.scope.session, this.settings.lobby.trialGameLaunch ? 'MEMBER' : 'REAL_ACCOUNT');
    const target = launchTarget(input.gameId);
    const trial = isTrialType(session.accountType);
    // Where the merchant lets them in, trial accounts only ever play demo money.
    const player: Player = {
      trial,
      freePlay: trial || input.freePlay === true,
      backUrl: backUrlFor(input.returnPath, this.scope.visitorOrigin),
    };
    if (target.type === 'Vendor') {
      const vendor = await this.lobby.vendor(target.code);
      if (vendor === null) throw gatewayError('BAD_USER_INPUT', '"gameId" is not a known vendor.');
      return this.launchVendor(vendor, player);
    }
    const game = await this.catalogue.game(target.nodeId);
    if (game === null) throw gatewayError('BAD_USER_INPUT', '"gameId" is not a known game.');
    return this.launchGame(game, player, input.returnPath);
  }

  private async launchGame(game: GameModel, player: Player, returnPath: string | null | undefined): Promise<LaunchPayloadModel> {
    if (game.opensGameList) {
      const vendor = await this.lobby.vendor(game.vendorCode);
      return gameList(await this.catalogue.vendorGames(vendor ?? { code: game.vendorCode, platformType: game.platformType }));
    }
    if (game.maintenance) return inMaintenance(await this.alternatives(game.nodeId));
    if ((game.category === 'LOTT' || game.category === 'ELOTT') && game.gameCode !== null) {
      return this.lottery.launchLotteryGame(game.gameCode, returnPath);
    }
    if (player.freePlay && !game.supportsFreePlay) {
      if (player.trial) throw gatewayError('NEED_REAL_ACCOUNT');
      return refused('freePlay', 'NOT_ALLOWED', 'This game cannot be played with demo money.');
    }
    return this.gls(player, { nodeId: game.nodeId, vassalage: game.vendorCode }, game.nodeId);
  }

  /** Vendor-level launches: a sports book or a vendor's own lobby, or the vendor's game list. */
  private async launchVendor(vendor: VendorModel, player: Player): Promise<LaunchPayloadModel> {
    if (vendor.maintenance) return inMaintenance(await this.alternatives(vendor.nodeId));
    if (vendor.opensGameList) return gameList(await this.catalogue.vendorGames(vendor));
    if (vendor.code.toUpperCase() === FB_SPORTS) {
      try {
        return launched(await launchUrl(this.platform, { backUrl: player.backUrl }, calls.launchFbSports, this.cdns));
      } catch (error) {
        return this.outcomeOf(error, player, vendor.nodeId);
      }
    }
    return this.gls(player, { nodeId: vendor.nodeId, vassalage: vendor.code }, vendor.nodeId);
  }

  private async gls(player: Player, target: { nodeId: string; vassalage: string }, nodeId: string): Promise<LaunchPayloadModel> {
    try {
      const url = await launchUrl(this.platform, {
        launchMode: 'GLS',
        accountType: player.freePlay ? 0 : 1,
        nodeId: target.nodeId,
        vassalage: target.vassalage,
        platform: 'html5-desktop',
        backUrl: player.backUrl,
      }, calls.launchGame, this.cdns);
      return launched(url);
    } catch (error) {
      return this.outcomeOf(error, player, nodeId);
    }
  }

  private async outcomeOf(error: unknown, player: Player, nodeId: string): Promise<LaunchPayloadModel> {
    const refusal = launchRefusal(error, player.trial);
    return refusal === 'MAINTENANCE' ? inMaintenance(await this.alternatives(nodeId)) : refusal;
  }

  /** Popular games other than the one that cannot open. */
  async alternatives(nodeId: string): Promise<GameModel[]> {
    return (await this.lobby.popularGames()).filter((game) => game.nodeId !== nodeId && !game.maintenance);
  }
}
