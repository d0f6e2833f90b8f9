import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import type { MemberModel, ViewerModel, WalletModel } from './account-models.js';
import { toDecimal } from '../../values/decimal.js';
import type { BalanceValue, MemberInfoValue } from './upstream-shapes.js';

/** The logged-in visitor's own data: member info and wallet, each read once per request. */
export class AccountService {
  private readonly memberInfo;
  private readonly balance;

  constructor(platform: Platform, private readonly scope: RequestScope) {
    this.memberInfo = platform.memberLoader<MemberInfoValue>(calls.memberInfo, undefined, 'memberInfo');
    this.balance = platform.memberLoader<BalanceValue>(calls.balance, { typeId: 0 });
  }

  async viewer(): Promise<ViewerModel | null> {
    const session = await this.scope.session.get();
    return session ? { session } : null;
  }

  /** Member info for a token, shared with the fields of the same request (a login's viewer reuses it). */
  memberInfoFor(token: string): Promise<MemberInfoValue> {
    return this.memberInfo.load(token);
  }

  async member(viewer: ViewerModel): Promise<MemberModel> {
    return toMember(await this.memberInfo.load(viewer.session.token));
  }

  async wallet(viewer: ViewerModel): Promise<WalletModel> {
    const value = await this.balance.load(viewer.session.token);
    return {
      memberId: viewer.session.memberId,
      balance: toDecimal(value.sumBalance),
      currency: value.currency ?? null,
      currencySymbol: value.currencySymbol ?? null,
      wallets: (value.balance ?? []).map((entry) => ({ walletId: entry.accountTypeId, balance: toDecimal(entry.availBalance) })),
    };
  }

  /** The wallet read again after a mutation moved money: every later field of the request sees the new balances. */
  refreshedWallet(viewer: ViewerModel): Promise<WalletModel> {
    this.balance.clear(viewer.session.token);
    return this.wallet(viewer);
  }
}

function toMember(info: MemberInfoValue): MemberModel {
  return {
    id: String(info.id),
    account: info.account,
    nickname: info.nickname?.trim() || info.account,
    type: info.type,
    clubLabel: info.clubLabel?.labelName ?? null,
    rankLevel: info.clubLabel?.rankLevel ?? null,
    hasMemberLabel: (info.memberLabel ?? []).some((label) => typeof label.labelName === 'string' && label.labelName !== ''),
    hasUpline: info.toUpline === true,
    registeredAt: typeof info.regDate === 'number' ? new Date(info.regDate).toISOString() : null,
  };
}
