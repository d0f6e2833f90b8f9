import type { VendorWallet } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import type { Platform } from '../../platform/platform.js';
import { toDecimal } from '../../values/decimal.js';
import type { AccountService, ViewerModel, WalletLayout, WalletModel } from '../account/index.js';
import type { MerchantWalletValue, WithdrawInfoValue } from './upstream-shapes.js';

/** The platform's main wallet when the merchant does not say (protocol section 4: 2 = main). */
const MAIN_WALLET = 2;

/**
 * The member's wallet beyond its balance: the merchant's layout (single or multi, vendor wallets) and the money
 * held by withdrawals. Each is read at most once per request, and again after a mutation that changes it.
 */
export class WalletService {
  private readonly merchantWallet;
  private readonly withdrawInfoLoader;

  constructor(
    platform: Platform,
    private readonly account: AccountService,
  ) {
    this.merchantWallet = platform.memberLoader<MerchantWalletValue>(calls.merchantWallet);
    this.withdrawInfoLoader = platform.memberLoader<WithdrawInfoValue>(calls.withdrawInfo);
  }

  /** The viewer of a request that passed @auth (a session exists). */
  async viewer(): Promise<ViewerModel> {
    const viewer = await this.account.viewer();
    if (viewer === null) throw gatewayError('UNAUTHENTICATED');
    return viewer;
  }

  async layout(): Promise<WalletLayout> {
    const viewer = await this.viewer();
    const value = await this.merchantWallet.load(viewer.session.token);
    return {
      mode: value.isSingle ? 'SINGLE' : 'MULTI',
      mainWalletId: value.mainAccountTypeId ?? MAIN_WALLET,
      vendorWallets: value.isSingle ? [] : (value.gameWallets ?? []).map((wallet) => ({ walletId: wallet.accountTypeId, name: wallet.name })),
    };
  }

  async withdrawInfo(fresh = false): Promise<WithdrawInfoValue> {
    const viewer = await this.viewer();
    if (fresh) this.withdrawInfoLoader.clear(viewer.session.token);
    return this.withdrawInfoLoader.load(viewer.session.token);
  }

  async heldAmount(wallet: WalletModel): Promise<string> {
    return wallet.heldAmount ?? toDecimal((await this.withdrawInfo()).heldAmount);
  }

  async vendorWallets(wallet: WalletModel): Promise<VendorWallet[]> {
    const layout = wallet.layout ?? (await this.layout());
    return layout.vendorWallets.map(({ walletId, name }) => ({
      walletId,
      name,
      balance: wallet.wallets.find((entry) => entry.walletId === walletId)?.balance ?? '0.00',
    }));
  }

  /** The whole wallet read afresh after money moved: what a mutation answers, and what its replays show. */
  async snapshot(): Promise<WalletModel> {
    const viewer = await this.viewer();
    const [wallet, layout, info] = await Promise.all([this.account.refreshedWallet(viewer), this.layout(), this.withdrawInfo(true)]);
    return { ...wallet, layout, heldAmount: toDecimal(info.heldAmount) };
  }
}
