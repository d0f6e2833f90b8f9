import type { UserError } from '../../../__generated__/schema-types.js';
import type { SessionData } from '../../../session/session-data.js';

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
  registeredAt: string | null;
}

export interface WalletModel {
  memberId: string;
  balance: string;
  currency: string | null;
  currencySymbol: string | null;
}

/** A mutation's answer that carries the viewer it left behind (login, registration, free play, passwords, logout). */
export interface ViewerPayloadModel {
  viewer: ViewerModel | null;
  userErrors: UserError[];
}
