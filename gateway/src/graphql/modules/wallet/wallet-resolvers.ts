import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { moneyOrderOf } from '../../../infra/idempotency/index.js';

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
  DepositOrder: {
    // Only a bank transfer leaves the site as real money: it is asked for in the currency's own units.
    transferAmount: (order, _args, ctx) => (order.payTo ? ctx.content.bankAmount(order.amount) : null),
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
    transferBetweenWallets: (_root, args, ctx) => ctx.transfers.betweenWallets(args.input, moneyOrderOf(args)),
    transferAllToMain: (_root, args, ctx) => ctx.transfers.allToMain(args.input, moneyOrderOf(args)),
    transferToUpline: (_root, args, ctx) => ctx.transfers.toUpline(args.input, moneyOrderOf(args)),
    createDeposit: (_root, args, ctx) => ctx.deposits.create(args.input, moneyOrderOf(args)),
    bindReceivingAccount: (_root, args, ctx) => ctx.withdrawals.bind(args.input, moneyOrderOf(args)),
    setWithdrawPassword: (_root, args, ctx) => ctx.withdrawals.setPassword(args.input, moneyOrderOf(args)),
    withdraw: (_root, args, ctx) => ctx.withdrawals.withdraw(args.input, moneyOrderOf(args)),
    confirmWithdrawal: (_root, { input }, ctx) => ctx.withdrawalConfirmations.confirm(input),
  },
};
