import type { FastifyInstance } from 'fastify';
import { withdrawalValue } from '../domains/agency/withdrawal-confirmation.js';
import type { WithdrawalConfirmation } from '../domains/agency/withdrawal-confirmations.js';
import { MINUTE_MS } from '../core/epoch.js';
import { syncAgency } from '../domains/agency/agency-sync.js';
import type { SandboxStore } from '../core/store.js';
import { ControlError } from './control-bodies.js';

type Fields = Record<string, unknown>;

function fieldsOf(body: unknown, allowed: readonly string[]): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new ControlError(`unknown field(s): ${unknown.join(', ')}`);
  return body as Fields;
}

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ControlError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** Agency controls: create a withdrawal awaiting confirmation, change the auto-receive minutes. */
export function registerAgencyControl(app: FastifyInstance, store: SandboxStore): void {
  app.post('/agency/withdrawals', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'amount', 'minutesAgo']);
    const account = typeof fields.account === 'string' ? store.accountByName(fields.account) : undefined;
    if (account === undefined) throw new ControlError('account must name a known account');
    const { amount } = fields;
    if (typeof amount !== 'number' || !(amount > 0) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6 || amount > 1e9) {
      throw new ControlError('amount must be a positive number with at most 2 decimals');
    }
    const minutesAgo = fields.minutesAgo === undefined ? 0 : wholeNumber(fields.minutesAgo, 'minutesAgo', 0, 100_000);
    const now = syncAgency(store);
    const agency = store.data.agency;
    const withdrawal: WithdrawalConfirmation = {
      id: agency.nextWithdrawalId,
      orderNo: `WD${agency.nextWithdrawalId}`,
      accountId: account.id,
      amountCents: Math.round(amount * 100),
      requestedAt: now - minutesAgo * MINUTE_MS,
      status: 'AWAITING',
      confirmedAt: null,
      receivedCents: null,
      proofImageCount: 0,
      payerName: 'Đặng *** Khoa',
      bankName: 'MB Bank',
      bankAccount: `****${String(agency.nextWithdrawalId).slice(-4)}`,
    };
    agency.nextWithdrawalId += 1;
    agency.withdrawalConfirmations.push(withdrawal);
    // A past request may already be over its deadline: let the clock rule apply at once.
    syncAgency(store);
    return withdrawalValue(withdrawal, agency.autoReceiveMinutes);
  });

  app.put('/agency/settings', async (request) => {
    const fields = fieldsOf(request.body, ['autoReceiveMinutes']);
    store.data.agency.autoReceiveMinutes = wholeNumber(fields.autoReceiveMinutes, 'autoReceiveMinutes', 1, 10_080);
    return { autoReceiveMinutes: store.data.agency.autoReceiveMinutes };
  });
}
