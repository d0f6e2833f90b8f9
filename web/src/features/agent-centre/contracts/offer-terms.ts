import type { ContractKind, ContractPeriod, ContractTierInput, OfferContractInput } from '../../../gql/graphql';
import type { FieldErrors, FieldMessage } from '../../../lib/errors/field-message';
import { toCents } from '../../../lib/money/amount';

/** The numbers of one tier as typed, by the input's field names. */
export type TierValues = Record<TierField, string>;
export type TierField = 'periodValidBet' | 'periodProfitAndLoss' | 'dailyBetAmount' | 'hourlyBetAmount' | 'activeMembers' | 'rate';
export type RealTimeField = 'profitSalaryRate' | 'lossSalaryRate' | 'singleBet';

export interface OfferValues {
  kind: ContractKind;
  period: ContractPeriod;
  tiers: TierValues[];
  realTime: Record<RealTimeField, string>;
}

/** A form field: `period`, `tiers.<n>.<field>` or `realTime.<field>`, as the gateway names the input path. */
export type OfferField = string;

export const maxTiers = 5;
const maxActiveMembers = 10_000;

/** The spec's contract fields (spec 001 §3) a tier of each kind has, threshold first. */
export const tierFieldsOf: Readonly<Record<Exclude<ContractKind, 'REAL_TIME_SALARY'>, readonly TierField[]>> = {
  DIVIDEND: ['periodValidBet', 'periodProfitAndLoss', 'activeMembers', 'rate'],
  DAILY_SALARY: ['dailyBetAmount', 'activeMembers', 'rate'],
  HOURLY_SALARY: ['hourlyBetAmount', 'activeMembers', 'rate'],
};

export const realTimeFields: readonly RealTimeField[] = ['profitSalaryRate', 'lossSalaryRate', 'singleBet'];

export const emptyTier = (): TierValues => ({
  periodValidBet: '',
  periodProfitAndLoss: '',
  dailyBetAmount: '',
  hourlyBetAmount: '',
  activeMembers: '0',
  rate: '',
});

export const emptyOffer = (kind: ContractKind = 'DIVIDEND'): OfferValues => ({
  kind,
  period: 'MONTHLY',
  tiers: [emptyTier()],
  realTime: { profitSalaryRate: '', lossSalaryRate: '', singleBet: '' },
});

export const tierFieldName = (index: number, field: TierField) => `tiers.${index}.${field}`;
export const realTimeFieldName = (field: RealTimeField) => `realTime.${field}`;

/** The form's fields in the order the first invalid one is looked for. */
export function offerFieldOrder(values: OfferValues): OfferField[] {
  if (values.kind === 'REAL_TIME_SALARY') return realTimeFields.map(realTimeFieldName);
  const fields = tierFieldsOf[values.kind];
  return ['period', ...values.tiers.flatMap((_tier, index) => fields.map((field) => tierFieldName(index, field)))];
}

/** The form field of a gateway refusal's input path ("tiers[1].rate" or "tiers.1.rate"); null for the whole form. */
export function offerFieldOf(values: OfferValues, serverField: string): OfferField | null {
  const path = serverField.replace(/^input\./, '').replace(/\[(\d+)\]/g, '.$1');
  return offerFieldOrder(values).includes(path) ? path : null;
}

const amountPattern = /^\d+(?:\.\d{1,2})?$/;
const ratePattern = /^\d+(?:\.\d{1,2})?$/;

function amountError(text: string): FieldMessage | null {
  if (!text.trim()) return { id: 'validation.required' };
  return amountPattern.test(text.trim()) ? null : { id: 'contracts.validation.amount' };
}

function rateError(text: string): FieldMessage | null {
  const value = text.trim();
  if (!value) return { id: 'validation.required' };
  const cents = ratePattern.test(value) ? toCents(value) : null;
  return cents === null || cents <= 0n || cents > 10_000n ? { id: 'contracts.validation.rate' } : null;
}

function membersError(text: string): FieldMessage | null {
  const value = text.trim() || '0';
  return /^\d+$/.test(value) && Number(value) <= maxActiveMembers ? null : { id: 'contracts.validation.activeMembers', values: { max: maxActiveMembers } };
}

/** Checks an offer as the gateway will: each number, thresholds rising strictly and rates never falling. */
export function validateOffer(values: OfferValues): FieldErrors<OfferField> {
  const errors: FieldErrors<OfferField> = {};
  if (values.kind === 'REAL_TIME_SALARY') {
    for (const field of realTimeFields) {
      const problem = field === 'singleBet' ? amountError(values.realTime[field]) : rateError(values.realTime[field]);
      if (problem) errors[realTimeFieldName(field)] = problem;
    }
    return errors;
  }
  const fields = tierFieldsOf[values.kind];
  const threshold = fields[0] as TierField;
  values.tiers.forEach((tier, index) => {
    for (const field of fields) {
      const problem = field === 'rate' ? rateError(tier[field]) : field === 'activeMembers' ? membersError(tier[field]) : amountError(tier[field]);
      if (problem) errors[tierFieldName(index, field)] = problem;
    }
    const previous = values.tiers[index - 1];
    if (!previous || Object.keys(errors).length > 0) return;
    const [low, high] = [toCents(previous[threshold]), toCents(tier[threshold])];
    if (low !== null && high !== null && high <= low) errors[tierFieldName(index, threshold)] = { id: 'contracts.validation.rising' };
    const [lowRate, highRate] = [toCents(previous.rate), toCents(tier.rate)];
    if (lowRate !== null && highRate !== null && highRate < lowRate) errors[tierFieldName(index, 'rate')] = { id: 'contracts.validation.ratesFall' };
  });
  return errors;
}

/** The mutation's input for these values (the downline, the key and the rule's confirmation come from the form). */
export function offerInput(
  values: OfferValues,
  extra: Pick<OfferContractInput, 'downlineId' | 'idempotencyKey' | 'confirmDownlineRateRule'>,
): OfferContractInput {
  if (values.kind === 'REAL_TIME_SALARY') {
    const { profitSalaryRate, lossSalaryRate, singleBet } = values.realTime;
    return { ...extra, kind: values.kind, realTime: { profitSalaryRate: profitSalaryRate.trim(), lossSalaryRate: lossSalaryRate.trim(), singleBet: singleBet.trim() } };
  }
  const fields = tierFieldsOf[values.kind];
  const tiers = values.tiers.map((tier) => {
    const input: ContractTierInput = { activeMembers: Number(tier.activeMembers.trim() || '0'), rate: tier.rate.trim() };
    for (const field of fields) if (field !== 'activeMembers' && field !== 'rate') input[field] = tier[field].trim();
    return input;
  });
  return { ...extra, kind: values.kind, tiers, ...(values.kind === 'DIVIDEND' ? { period: values.period } : {}) };
}
