import { MAIN_WALLET } from '../../core/accounts.js';
import type { Account, Wallet } from '../../core/accounts.js';
import type { TeamTransaction, TransactionType } from './team-transactions-seed.js';
import type { LineType } from '../wallet/funds-book.js';
import { LINE_REMARKS } from '../wallet/funds-texts.js';
import type { Localized } from '../../core/localized.js';
import { recordLine } from '../wallet/funds-books.js';
import type { SandboxStore } from '../../core/store.js';

/** The member's own account records know six kinds of line; salary and dividends are platform payouts (BONUS). */
const LINE_TYPE_OF: Record<TransactionType, LineType> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAW: 'WITHDRAW',
  TRANSFER_IN: 'TRANSFER',
  TRANSFER_OUT: 'TRANSFER',
  REBATE: 'REBATE',
  BONUS: 'BONUS',
  SALARY: 'BONUS',
  DIVIDEND: 'BONUS',
};

function remarkOf(type: TransactionType, remark: string | Localized): Localized {
  if (type === 'SALARY') return LINE_REMARKS.salary;
  if (type === 'DIVIDEND') return LINE_REMARKS.dividend;
  return typeof remark === 'string' ? { vi: remark, en: remark } : remark;
}

export function mainWalletOf(account: Account): Wallet {
  const existing = account.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET);
  if (existing !== undefined) return existing;
  // An account created without wallets (a runtime registration) gets an empty main wallet on first money.
  const wallet: Wallet = { accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 0 };
  account.wallets.push(wallet);
  return wallet;
}

/** Moves money into (positive) or out of (negative) an account's main wallet and writes the record line. */
export function postToMainWallet(
  store: SandboxStore,
  account: Account,
  entry: { type: TransactionType; cents: number; orderNo: string; remark: string | Localized; at: number },
): TeamTransaction {
  const agency = store.data.agency;
  mainWalletOf(account).availCents += entry.cents;
  const line: TeamTransaction = {
    id: agency.nextTransactionId,
    orderNo: entry.orderNo,
    accountId: account.id,
    type: entry.type,
    amountCents: entry.cents,
    status: 'SUCCESS',
    createdAt: entry.at,
    remark: remarkOf(entry.type, entry.remark),
  };
  agency.nextTransactionId += 1;
  agency.transactions.push(line);
  recordLine(store, account, { transType: LINE_TYPE_OF[entry.type], orderNo: entry.orderNo, amountCents: entry.cents, status: 'SUCCESS', remark: line.remark }, entry.at);
  return line;
}
