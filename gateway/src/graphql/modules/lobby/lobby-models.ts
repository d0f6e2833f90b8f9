import type { GameCategory, UserError } from '../../../__generated__/schema-types.js';

export interface VendorModel {
  /** The platform's vendor code (vassalage), also the Vendor's local id. */
  code: string;
  /** The vendor card's node id: launches the vendor's own lobby. */
  nodeId: string;
  name: string;
  category: GameCategory;
  /** The platform's lane (gameType) the vendor sits in, e.g. SPORTS for an e-sports vendor. */
  platformType: string;
  isHot: boolean;
  iconUrl: string | null;
  page: string | null;
  opensGameList: boolean;
  maintenance: boolean;
  walletId: number | null;
}

export interface GameLaneModel {
  category: GameCategory;
  vendors: VendorModel[];
  classifications: string[];
}

export interface GameModel {
  /** The platform's node id, also the Game's local id. */
  nodeId: string;
  name: string;
  vendorCode: string;
  /** Null when the platform's row does not name the vendor (popular games): read from the lanes. */
  vendorName: string | null;
  category: GameCategory;
  platformType: string;
  classification: string | null;
  iconUrl: string | null;
  fallbackIconUrl: string | null;
  isHot: boolean;
  isNew: boolean;
  isTop: boolean;
  supportsFreePlay: boolean;
  maintenance: boolean;
  minBet: string | null;
  minLines: number | null;
  opensGameList: boolean;
  /** The vendor's or the lottery's game code (lottery launches need it). */
  gameCode: string | null;
}

export interface WinnerModel {
  player: string;
  gameName: string;
  amount: string;
}

export interface LaunchPayloadModel {
  url: string | null;
  vendorGames: GameModel[] | null;
  alternatives: GameModel[] | null;
  userErrors: UserError[];
}

export interface FavouritePayloadModel {
  game: GameModel | null;
  userErrors: UserError[];
}
