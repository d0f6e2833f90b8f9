import { PlatformError } from '../../protocol/errors.js';
import { LINE_REMARKS } from '../wallet/funds-texts.js';
import { defineRoute } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import type { DownlineTransfer } from './agency-data.js';
import { mainWalletOf, postToMainWallet } from './agency-ledger.js';
import { syncAgency } from './agency-sync.js';
import type { SandboxStore } from '../../core/store.js';
import { moneyValue } from '../../core/money.js';
import { agencyErrors } from './agency-errors.js';
import { moneyCents, objectFields, optionalKey, optionalText } from './agency-params.js';
import type { Fields } from './agency-params.js';
import { agentOf } from './agent-guard.js';
import { downlineTree } from './downline-tree.js';

const MIN_TRANSFER_CENTS = 100;
const MAX_TRANSFER_CENTS = 1_000_000_000;

function checkPaymentPassword(agent: Account, fields: Fields): void {
  if (agent.paymentPassword === null) throw agencyErrors.paymentPasswordUnset();
  const { paymentPassword } = fields;
  if (typeof paymentPassword !== 'string' || paymentPassword === '') throw agencyErrors.param('paymentPassword is required');
  if (paymentPassword !== agent.paymentPassword) throw agencyErrors.paymentPasswordWrong();
}

/** The recipient by `downlineId` or `account`: anyone in the sender's tree, nobody else. */
function recipientOf(store: SandboxStore, agent: Account, fields: Fields): Account {
  const { downlineId, account } = fields;
  const tree = downlineTree(store.data.accounts, agent.id).map((member) => member.account);
  let recipient: Account | undefined;
  if (typeof downlineId === 'number') recipient = tree.find((candidate) => candidate.id === downlineId);
  else if (typeof account === 'string') recipient = tree.find((candidate) => candidate.account.toLowerCase() === account.toLowerCase());
  else throw agencyErrors.param('downlineId or account is required');
  if (recipient === undefined) throw agencyErrors.param('the recipient is not in your downline');
  return recipient;
}

function transferValue(store: SandboxStore, transfer: DownlineTransfer) {
  const sender = store.accountById(transfer.senderId);
  const recipient = store.accountById(transfer.recipientId);
  return {
    orderNo: transfer.orderNo,
    sender: { id: transfer.senderId, account: sender?.account ?? '', nickname: sender?.nickname ?? '' },
    recipient: { id: transfer.recipientId, account: recipient?.account ?? '', nickname: recipient?.nickname ?? '' },
    amount: moneyValue(transfer.amountCents),
    remark: transfer.remark,
    balance: moneyValue(transfer.senderBalanceCents),
    createdAt: transfer.createdAt,
  };
}

/**
 * Money from an agent's main wallet to a downline's, behind the payment password (hence the encrypted
 * passwordCheck path). `orderNo` makes a retry safe: the same order again is refused as a duplicate order
 * carrying the first transfer, and moves nothing.
 */
export const transferToDownlineRoutes = [
  defineRoute({
    method: 'POST',
    path: '/wps/relay/passwordCheck/GCS_transferToDownline',
    moduleId: 'FUNDTRANS3',
    token: true,
    encrypted: true,
    handle: ({ store, session, payload }) => {
      const agent = agentOf(store, session);
      const fields = objectFields(payload);
      checkPaymentPassword(agent, fields);
      const now = syncAgency(store);
      const agency = store.data.agency;
      const orderNo = optionalKey(fields, 'orderNo');
      const recipient = recipientOf(store, agent, fields);
      const amountCents = moneyCents(fields.amount, 'amount', MIN_TRANSFER_CENTS, MAX_TRANSFER_CENTS);
      const remark = optionalText(fields, 'remark', 100) ?? '';
      const earlier = orderNo === undefined ? undefined : agency.transfers.find((transfer) => transfer.senderId === agent.id && transfer.orderNo === orderNo);
      if (earlier !== undefined) {
        if (earlier.recipientId !== recipient.id || earlier.amountCents !== amountCents) {
          throw agencyErrors.param('orderNo was already used for another transfer');
        }
        throw PlatformError.of('orderDuplicate', { value: transferValue(store, earlier) });
      }
      if (mainWalletOf(agent).availCents < amountCents) throw agencyErrors.insufficientBalance();
      const order = orderNo ?? `TD${agency.nextTransactionId}`;
      postToMainWallet(store, agent, { type: 'TRANSFER_OUT', cents: -amountCents, orderNo: order, remark: remark || LINE_REMARKS.toDownline(recipient.account), at: now });
      postToMainWallet(store, recipient, { type: 'TRANSFER_IN', cents: amountCents, orderNo: order, remark: remark || LINE_REMARKS.fromUpline(agent.account), at: now });
      const transfer: DownlineTransfer = {
        orderNo: order,
        senderId: agent.id,
        recipientId: recipient.id,
        amountCents,
        remark,
        createdAt: now,
        senderBalanceCents: mainWalletOf(agent).availCents,
      };
      agency.transfers.push(transfer);
      return transferValue(store, transfer);
    },
  }),
];
