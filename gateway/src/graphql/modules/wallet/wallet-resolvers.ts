import type { Resolvers } from '../../../__generated__/resolvers-types.js';

/** Wallet fields beyond the balance, the member's money reads, and every money mutation. */
export const walletResolvers: Resolvers = {
  Wallet: {
    sumBalance: (wallet) => wallet.balance,
    mode: async (wallet, _args, ctx) => (wallet.layout ?? (await ctx.wallets.layout())).mode,
    mainWalletId: async (wallet, _args, ctx) => (wallet.layout ?? (await ctx.wallets.layout())).mainWalletId,
    mainBalance: async (wallet, _args, ctx) => {
      const { mainWalletId } = wallet.layout ?? (await ctx.wallets.layout());
      return wallet.wallets.find((entry) => entry.walletId === mainWalletId)?.balance ?? '0.00';
    },
    heldAmount: (wallet, _args, ctx) => ctx.wallets.heldAmount(wallet),
    vendorWallets: (wallet, _args, ctx) => ctx.wallets.vendorWallets(wallet),
  },
  Member: {
    hasUpline: (member) => member.hasUpline,
  },
  Viewer: {
    depositChannels: (_viewer, _args, ctx) => ctx.deposits.channels(),
    deposits: (_viewer, { first, after, filter }, ctx) => ctx.deposits.orders({ first, after }, filter),
    receivingAccounts: (_viewer, _args, ctx) => ctx.withdrawals.receivingAccounts(),
    withdrawalRules: (_viewer, _args, ctx) => ctx.withdrawals.rules(),
    withdrawals: (_viewer, { first, after, filter }, ctx) => ctx.withdrawals.withdrawals({ first, after }, filter),
    withdrawalConfirmations: (_viewer, _args, ctx) => ctx.withdrawalConfirmations.confirmations(),
  },
  Mutation: {
    transferBetweenWallets: (_root, { input }, ctx) => ctx.transfers.betweenWallets(input),
    transferAllToMain: (_root, { input }, ctx) => ctx.transfers.allToMain(input),
    transferToUpline: (_root, { input }, ctx) => ctx.transfers.toUpline(input),
    createDeposit: (_root, { input }, ctx) => ctx.deposits.create(input),
    bindReceivingAccount: (_root, { input }, ctx) => ctx.withdrawals.bind(input),
    setWithdrawPassword: (_root, { input }, ctx) => ctx.withdrawals.setPassword(input),
    withdraw: (_root, { input }, ctx) => ctx.withdrawals.withdraw(input),
    confirmWithdrawal: (_root, { input }, ctx) => ctx.withdrawalConfirmations.confirm(input),
  },
};
