import type { Account } from '../../core/accounts.js';
import { CURRENCY } from '../../core/accounts.js';
import { moneyValue } from '../../core/money.js';

/** The balance value shape (as `/wps/v2/wallets/balance?typeId=0`) after a transfer. */
export function balanceValue(account: Account) {
  return {
    sumBalance: moneyValue(account.wallets.reduce((sum, wallet) => sum + wallet.availCents, 0)),
    balance: account.wallets.map((wallet) => ({ accountTypeId: wallet.accountTypeId, availBalance: moneyValue(wallet.availCents) })),
    currency: CURRENCY.code,
    currencySymbol: CURRENCY.symbol,
  };
}
