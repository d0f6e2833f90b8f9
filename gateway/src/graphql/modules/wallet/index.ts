import type { GatewayModule } from '../../gateway-module.js';
import { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import { realAccount } from '../../roles/real-account.js';
import { pokeMemberFigures } from '../../shared/member-figures.js';
import { walletResolvers } from './wallet-resolvers.js';
import { WalletService } from './wallet-service.js';
import { TransferService } from './transfer-service.js';
import { DepositService } from './deposit-service.js';
import { WithdrawService } from './withdraw-service.js';
import { WithdrawalConfirmationService } from './withdrawal-confirmation-service.js';

/** Wallets, transfers, deposits and withdrawals. */
export const walletModule: GatewayModule<{ wallets: WalletService; transfers: TransferService; deposits: DepositService; withdrawals: WithdrawService; withdrawalConfirmations: WithdrawalConfirmationService }> = {
  sdl: 'wallet',
  resolvers: [walletResolvers],
  services: {
    wallets: ({ platform }, services) => new WalletService(platform, services.account),
    transfers: ({ platform }, services) => new TransferService(platform, services.wallets),
    deposits: ({ platform }, services) => new DepositService(platform, services.wallets),
    withdrawals: ({ platform, settings }, services) => new WithdrawService(platform, services.wallets, new PaymentPasswordLock(settings.throttles.wrongPaymentPasswordPerAccount)),
    withdrawalConfirmations: ({ platform }, services) => new WithdrawalConfirmationService(platform, services.wallets),
  },
  nodes: {
    DepositChannel: async (id, ctx) => ((await realAccount(ctx)) ? ctx.deposits.channel(id) : null),
    DepositOrder: async (orderNo, ctx) => {
      if (!(await realAccount(ctx))) return null;
      const order = await ctx.deposits.order(orderNo);
      // A paid order has moved the balance with no mutation of the member's to say so (the platform settles it):
      // their open pages are told to read it again (issue 34), as after a money mutation.
      if (order?.status === 'SUCCESS') await pokeMemberFigures(ctx);
      return order;
    },
    ReceivingAccount: async (id, ctx) => ((await realAccount(ctx)) ? ctx.withdrawals.receivingAccount(id) : null),
    WithdrawalConfirmation: async (id, ctx) => ((await realAccount(ctx)) ? ctx.withdrawalConfirmations.byId(id) : null),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { withFreshWallet } from './accepted-answer.js';
export { moneyRejection } from './money-rejections.js';
export { moneyCall } from './platform-refusal.js';
export { proofImageProblems, proofImagesForPlatform } from './proof-images.js';
export type { WalletService } from './wallet-service.js';
