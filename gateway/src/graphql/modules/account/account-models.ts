import type { UserError } from '../../../__generated__/schema-types.js';
import type { SessionData } from '../../../infra/session/session-data.js';

/** The logged-in visitor; fields load lazily through the request's DataLoaders. */
export interface ViewerModel {
  session: SessionData;
}

export interface MemberModel {
  id: string;
  account: string;
  nickname: string;
  type: number;
  clubLabel: string | null;
  rankLevel: number | null;
  /** Any member label: the VIP badge then opens playerRank (spec 001 section 2). */
  hasMemberLabel: boolean;
  hasUpline: boolean;
  registeredAt: string | null;
}

/** The merchant's wallet layout: single or multi, and the vendor wallets money can move to. */
export interface WalletLayout {
  mode: 'SINGLE' | 'MULTI';
  mainWalletId: number;
  vendorWallets: { walletId: number; name: string }[];
}

/**
 * The member's wallet as read once in a request. A mutation's answer carries a whole snapshot (layout and held
 * amount included), so a replay of that answer shows the wallet exactly as it was; otherwise those parts are read
 * when a field asks for them.
 */
export interface WalletModel {
  memberId: string;
  balance: string;
  currency: string | null;
  currencySymbol: string | null;
  /** Available balance per wallet id. */
  wallets: { walletId: number; balance: string }[];
  layout?: WalletLayout;
  heldAmount?: string;
}

/** A mutation's answer that carries the viewer it left behind (login, registration, free play, passwords, logout). */
export interface ViewerPayloadModel {
  viewer: ViewerModel | null;
  userErrors: UserError[];
}
