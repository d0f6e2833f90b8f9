import { PlatformError } from '../../protocol/errors.js';
import { defineRoute } from '../../core/route-registry.js';
import { CURRENCY } from '../../core/accounts.js';
import { moneyValue } from '../../core/money.js';

/** `typeId=0` asks for every wallet; another value asks for that wallet only. */
function walletFilter(typeId: string | undefined): number {
  if (typeId === undefined || !/^\d+$/.test(typeId)) {
    throw PlatformError.of('requestParam', { message: 'typeId is required' });
  }
  return Number(typeId);
}

export const walletRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session, query }) => {
      const typeId = walletFilter(query.typeId);
      const account = store.accountById(session.accountId);
      if (account === undefined) throw PlatformError.of('sessionDead');
      const wallets = account.wallets.filter((wallet) => typeId === 0 || wallet.accountTypeId === typeId);
      return {
        sumBalance: moneyValue(wallets.reduce((sum, wallet) => sum + wallet.availCents, 0)),
        balance: wallets.map((wallet) => ({
          accountTypeId: wallet.accountTypeId,
          availBalance: moneyValue(wallet.availCents),
        })),
        currency: CURRENCY.code,
        currencySymbol: CURRENCY.symbol,
      };
    },
  }),
];
