import { defineRoute } from '../../core/route-registry.js';
import type { WithdrawalConfirmation } from './withdrawal-confirmations.js';
import { MINUTE_MS } from '../../core/epoch.js';
import { syncAgency } from './agency-sync.js';
import { moneyValue } from '../../core/money.js';
import { agencyErrors } from './agency-errors.js';
import { jsonFields, moneyCents, requiredId } from './agency-params.js';
import type { Fields } from './agency-params.js';
import { realAccountOf } from './agent-guard.js';
import { checkProofImages } from './proof-images.js';

const ANSWERS = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL'] as const;
type Answer = (typeof ANSWERS)[number];
const HISTORY_SIZE = 20;

export function withdrawalValue(withdrawal: WithdrawalConfirmation, autoReceiveMinutes: number) {
  const received = withdrawal.receivedCents;
  return {
    id: withdrawal.id,
    orderNo: withdrawal.orderNo,
    amount: moneyValue(withdrawal.amountCents),
    requestedAt: withdrawal.requestedAt,
    deadline: withdrawal.requestedAt + autoReceiveMinutes * MINUTE_MS,
    status: withdrawal.status,
    confirmedAt: withdrawal.confirmedAt,
    receivedAmount: received === null ? null : moneyValue(received),
    remainingAmount: received === null ? null : moneyValue(withdrawal.amountCents - received),
    proofImageCount: withdrawal.proofImageCount,
    payerName: withdrawal.payerName,
    bankName: withdrawal.bankName,
    bankAccount: withdrawal.bankAccount,
  };
}

function answerOf(value: unknown): Answer {
  const answer = ANSWERS.find((known) => known === value);
  if (answer === undefined) throw agencyErrors.param(`status must be one of ${ANSWERS.join(', ')}`);
  return answer;
}

/** Applies the member's answer; the same answer again is a retry and changes nothing. */
function confirm(withdrawal: WithdrawalConfirmation, answer: Answer, fields: Fields, now: number): void {
  if (withdrawal.status === 'AUTO_RECEIVED') throw agencyErrors.withdrawalAutoReceived();
  if (withdrawal.status !== 'AWAITING') {
    if (withdrawal.status === answer) return;
    throw agencyErrors.withdrawalConfirmed(withdrawal.status);
  }
  let receivedCents = withdrawal.amountCents;
  let proofImageCount = 0;
  if (answer === 'NOT_RECEIVED') {
    proofImageCount = checkProofImages(fields.proofImages);
    receivedCents = 0;
  } else if (answer === 'PARTIAL') {
    receivedCents = moneyCents(fields.receivedAmount, 'receivedAmount', 1, withdrawal.amountCents - 1);
    if (fields.proofImages !== undefined) proofImageCount = checkProofImages(fields.proofImages);
  }
  withdrawal.status = answer;
  withdrawal.confirmedAt = now;
  withdrawal.receivedCents = receivedCents;
  withdrawal.proofImageCount = proofImageCount;
}

export const withdrawalConfirmationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCS_getWithdrawalConfirmList',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session }) => {
      const me = realAccountOf(store, session);
      syncAgency(store);
      const minutes = store.data.agency.autoReceiveMinutes;
      const mine = store.data.agency.withdrawalConfirmations.filter((withdrawal) => withdrawal.accountId === me.id);
      return {
        autoReceiveMinutes: minutes,
        list: mine
          .filter((withdrawal) => withdrawal.status === 'AWAITING')
          .sort((a, b) => a.requestedAt - b.requestedAt)
          .map((withdrawal) => withdrawalValue(withdrawal, minutes)),
        history: mine
          .filter((withdrawal) => withdrawal.status !== 'AWAITING')
          .sort((a, b) => (b.confirmedAt ?? 0) - (a.confirmedAt ?? 0))
          .slice(0, HISTORY_SIZE)
          .map((withdrawal) => withdrawalValue(withdrawal, minutes)),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/wps/relay/GCS_confirmWithdrawal',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session, body }) => {
      const me = realAccountOf(store, session);
      const fields = jsonFields({ body });
      const id = requiredId(fields, 'id');
      const answer = answerOf(fields.status);
      const now = syncAgency(store);
      const withdrawal = store.data.agency.withdrawalConfirmations.find((candidate) => candidate.id === id && candidate.accountId === me.id);
      if (withdrawal === undefined) throw agencyErrors.param(`unknown withdrawal ${id}`);
      confirm(withdrawal, answer, fields, now);
      return withdrawalValue(withdrawal, store.data.agency.autoReceiveMinutes);
    },
  }),
];
