import type { DepositChannel, Telco } from './deposit-channels.js';
import { TELCOS } from './deposit-channels.js';
import { moneyValue } from '../../core/money.js';
import { invalidParam } from '../../core/business-error.js';
import type { Fields } from '../../core/request-input.js';
import { optionalText, requiredId } from '../../core/request-input.js';

/** The fields a deposit needs beyond channel and amount, by the channel's kind. */
export interface DepositDetails {
  bankAccountId: number | null;
  payerName: string | null;
  card: { telco: Telco; serial: string; pin: string } | null;
}

function digitsField(fields: Fields, key: string, min: number, max: number): string {
  const value = fields[key];
  if (typeof value !== 'string' || !new RegExp(`^\\d{${min},${max}}$`).test(value)) throw invalidParam(`${key} must be ${min} to ${max} digits`);
  return value;
}

function cardOf(fields: Fields, channel: DepositChannel, amountCents: number): DepositDetails['card'] {
  const telcos = channel.telcos ?? [];
  const telco = telcos.find((entry) => entry.telco === fields.telco);
  if (telco === undefined) throw invalidParam(`telco must be one of ${TELCOS.join(', ')}`);
  if (!telco.faceValueCents.includes(amountCents)) {
    throw invalidParam(`amount must be a face value of the card: ${telco.faceValueCents.map(moneyValue).join(', ')}`);
  }
  return { telco: telco.telco, serial: digitsField(fields, 'cardSerial', 10, 15), pin: digitsField(fields, 'cardPin', 12, 15) };
}

export function depositDetails(fields: Fields, channel: DepositChannel, amountCents: number): DepositDetails {
  if (channel.kind === 'SCRATCH_CARD') return { bankAccountId: null, payerName: null, card: cardOf(fields, channel, amountCents) };
  if (channel.kind === 'EWALLET') return { bankAccountId: null, payerName: null, card: null };
  const accounts = channel.bankAccounts ?? [];
  const bankAccountId = fields.bankAccountId === undefined || fields.bankAccountId === null ? accounts[0]?.bankAccountId : requiredId(fields, 'bankAccountId');
  if (bankAccountId === undefined || !accounts.some((account) => account.bankAccountId === bankAccountId)) {
    throw invalidParam(`Unknown bankAccountId ${String(bankAccountId)}`);
  }
  return { bankAccountId, payerName: optionalText(fields, 'payerName', 50) ?? null, card: null };
}
