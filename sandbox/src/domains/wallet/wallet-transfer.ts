import { defineRoute } from '../../core/route-registry.js';
import type { Account, Wallet } from '../../core/accounts.js';
import { MAIN_WALLET } from '../../core/accounts.js';
import { gameWalletLabel, gameWalletName } from './game-wallets.js';
import { orderOnce } from '../../core/answer-once.js';
import { flpData, mainWallet, nextId } from '../member-book/funds-lottery-points-books.js';
import { invalidParam, refusal } from '../../core/business-error.js';
import { amountCents, idempotencyKey, integerIn, jsonBody } from '../../core/request-input.js';
import { LINE_REMARKS } from './funds-texts.js';
import { recordLine } from './funds-books.js';
import { realMemberOf } from './real-member.js';
import { moneyValue } from '../../core/money.js';
import { balanceValue } from './wallet-values.js';

/** A game wallet the account already has, or a known vendor's wallet opened empty by this first transfer. */
function gameWallet(account: Account, accountTypeId: number): Wallet {
  const owned = account.wallets.find((wallet) => wallet.accountTypeId === accountTypeId);
  if (owned !== undefined) return owned;
  const name = gameWalletName(accountTypeId);
  if (name === undefined) throw invalidParam(`Unknown wallet ${accountTypeId}`);
  const opened: Wallet = { accountTypeId, name, availCents: 0 };
  account.wallets.push(opened);
  return opened;
}

/**
 * Main wallet (2) ↔ one game wallet. Body `{fromAccountTypeId, toAccountTypeId, amount, orderNo?}`; exactly one
 * side is the main wallet. A repeated `orderNo` is refused as a duplicate order and moves nothing.
 */
export const walletTransferRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: (call) => {
    const { store, session } = call;
    const fields = jsonBody(call);
    const from = integerIn(fields, 'fromAccountTypeId', 1, 9_999);
    const to = integerIn(fields, 'toAccountTypeId', 1, 9_999);
    const cents = amountCents(fields);
    if (from === to) throw invalidParam('fromAccountTypeId and toAccountTypeId must differ');
    if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw invalidParam('One side of a transfer must be the main wallet (2)');
    const account = realMemberOf(store, session);
    const orderNo = idempotencyKey(fields, 'orderNo') ?? `WT${nextId(store)}`;
    return orderOnce(store, `${account.id}:walletTransfer`, orderNo, { from, to, cents }, () => {
      if (flpData(store).merchantWallet.isSingle) throw refusal('singleWallet');
      const source = from === MAIN_WALLET ? mainWallet(account) : gameWallet(account, from);
      const target = to === MAIN_WALLET ? mainWallet(account) : gameWallet(account, to);
      if (source.availCents < cents) throw refusal('balanceInsufficient');
      source.availCents -= cents;
      target.availCents += cents;
      const outOfMain = from === MAIN_WALLET;
      const walletLabel = gameWalletLabel(store, outOfMain ? target : source);
      recordLine(store, account, {
        transType: 'TRANSFER',
        orderNo,
        amountCents: outOfMain ? -cents : cents,
        status: 'SUCCESS',
        remark: outOfMain ? LINE_REMARKS.toGameWallet(walletLabel) : LINE_REMARKS.fromGameWallet(walletLabel),
      });
      return {
        orderNo,
        status: 'SUCCESS',
        fromAccountTypeId: from,
        toAccountTypeId: to,
        amount: moneyValue(cents),
        createdAt: store.clock.now(),
        ...balanceValue(account),
      };
    });
  },
});
