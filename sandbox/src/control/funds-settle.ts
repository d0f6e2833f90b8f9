import type { Account } from '../core/accounts.js';
import type { WithdrawalConfirmation } from '../domains/agency/withdrawal-confirmations.js';
import { bankName, maskAccountNumber } from '../domains/wallet/banks.js';
import type { DepositOrder, DepositStatus, FundsBook, WithdrawOrder, WithdrawStatus } from '../domains/wallet/funds-book.js';
import { syncAgency } from '../domains/agency/agency-sync.js';
import { lineById } from '../domains/wallet/funds-books.js';
import { mainWallet } from '../domains/member-book/funds-lottery-points-books.js';
import type { SandboxStore } from '../core/store.js';

/** Payers who disburse withdrawals (masked as the confirmation list shows them). */
const PAYERS = ['Nguyễn *** Hải', 'Lê *** Mai', 'Phạm *** Tú', 'Võ *** An', 'Đặng *** Khoa'] as const;

/** The bank, wallet or telco answered: SUCCESS credits the main wallet, FAILED moves nothing. */
export function settleDeposit(store: SandboxStore, account: Account, book: FundsBook, order: DepositOrder, status: Exclude<DepositStatus, 'PENDING'>, remark: string | null): void {
  const now = store.clock.now();
  order.status = status;
  order.settledAt = now;
  order.remark = remark;
  const line = lineById(book, order.lineId);
  if (status === 'SUCCESS') {
    const wallet = mainWallet(account);
    wallet.availCents += order.amountCents - order.feeCents;
    if (line !== undefined) {
      line.status = 'SUCCESS';
      line.balanceAfterCents = wallet.availCents;
    }
  } else if (line !== undefined) {
    line.status = 'FAILED';
  }
}

/**
 * PAID: the held money leaves, and the member is asked to confirm it arrived (the agency group's withdrawal
 * confirmation list). REFUSED: the held money returns to the main wallet.
 */
export function settleWithdraw(store: SandboxStore, account: Account, book: FundsBook, order: WithdrawOrder, status: Exclude<WithdrawStatus, 'PENDING'>, remark: string | null): WithdrawalConfirmation | null {
  const now = store.clock.now();
  order.status = status;
  order.settledAt = now;
  order.remark = remark;
  book.heldCents -= order.amountCents;
  const line = lineById(book, order.lineId);
  if (status === 'REFUSED') {
    mainWallet(account).availCents += order.amountCents;
    if (line !== undefined) line.status = 'FAILED';
    return null;
  }
  if (line !== undefined) line.status = 'SUCCESS';
  const bound = book.boundAccounts.find((candidate) => candidate.accountId === order.accountId);
  syncAgency(store);
  const agency = store.data.agency;
  const confirmation: WithdrawalConfirmation = {
    id: agency.nextWithdrawalId,
    orderNo: order.orderNo,
    accountId: account.id,
    amountCents: order.amountCents,
    requestedAt: now,
    status: 'AWAITING',
    confirmedAt: null,
    receivedCents: null,
    proofImageCount: 0,
    payerName: PAYERS[agency.nextWithdrawalId % PAYERS.length] ?? PAYERS[0],
    bankName: bound === undefined ? '' : bankName(bound.bankCode),
    bankAccount: bound === undefined ? '' : maskAccountNumber(bound.accountNumber),
  };
  agency.nextWithdrawalId += 1;
  agency.withdrawalConfirmations.push(confirmation);
  return confirmation;
}
