import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import type { WalletModel } from '../account/index.js';
import type { WalletService } from './wallet-service.js';

/**
 * The answer to a money call the platform accepted, with the wallet read afresh. The accepted answer (wallet null)
 * is marked first: if the re-read fails it is what the member gets, and keeps, instead of an error.
 */
export async function withFreshWallet<T extends { wallet: WalletModel | null }>(order: MoneyOrder, wallets: WalletService, accepted: T): Promise<T> {
  order.accepted(accepted);
  return { ...accepted, wallet: await wallets.snapshot() };
}
