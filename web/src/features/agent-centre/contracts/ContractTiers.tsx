import { useIntl } from 'react-intl';
import type { ContractCard_ContractFragment, ContractKind } from '../../../gql/graphql';
import { RecordTable, type RecordColumn } from '../../../components/records/RecordTable';
import { formatMoney } from '../../../lib/money/format-money';
import { formatRate } from '../labels';

/** A tier as the contract card reads it (ContractCard_contract): the spec's contract fields. */
export type Tier = ContractCard_ContractFragment['tiers'][number];

/** The spec's contract fields (spec 001 §3) a kind's tiers carry, as the table's columns. */
function columnsOf(kind: ContractKind, intl: ReturnType<typeof useIntl>): RecordColumn<Tier>[] {
  const money = (amount: string | null | undefined) => (amount ? formatMoney(amount, intl.locale) : '—');
  const rate = (value: string | null | undefined) => (value ? formatRate(intl, value) : '—');
  const label = (id: 'periodValidBet' | 'periodProfitAndLoss' | 'activeMembers' | 'rate' | 'dailyBetAmount' | 'hourlyBetAmount' | 'profitSalaryRate' | 'lossSalaryRate' | 'singleBet') =>
    intl.formatMessage({ id: `contracts.field.${id}` });
  const activeMembers: RecordColumn<Tier> = { key: 'activeMembers', label: label('activeMembers'), numeric: true, cell: (tier) => tier.activeMembers };
  const tierRate: RecordColumn<Tier> = { key: 'rate', label: label('rate'), numeric: true, cell: (tier) => rate(tier.rate) };
  switch (kind) {
    case 'DIVIDEND':
      return [
        { key: 'periodValidBet', label: label('periodValidBet'), numeric: true, cell: (tier) => money(tier.periodValidBet) },
        { key: 'periodProfitAndLoss', label: label('periodProfitAndLoss'), numeric: true, cell: (tier) => money(tier.periodProfitAndLoss) },
        activeMembers,
        tierRate,
      ];
    case 'DAILY_SALARY':
      return [{ key: 'dailyBetAmount', label: label('dailyBetAmount'), numeric: true, cell: (tier) => money(tier.dailyBetAmount) }, activeMembers, tierRate];
    case 'HOURLY_SALARY':
      return [{ key: 'hourlyBetAmount', label: label('hourlyBetAmount'), numeric: true, cell: (tier) => money(tier.hourlyBetAmount) }, activeMembers, tierRate];
    case 'REAL_TIME_SALARY':
      return [
        { key: 'profitSalaryRate', label: label('profitSalaryRate'), numeric: true, cell: (tier) => rate(tier.profitSalaryRate) },
        { key: 'lossSalaryRate', label: label('lossSalaryRate'), numeric: true, cell: (tier) => rate(tier.lossSalaryRate) },
        { key: 'singleBet', label: label('singleBet'), numeric: true, cell: (tier) => money(tier.singleBet) },
      ];
  }
}

/** A contract's tiers, one row each, with the columns of its kind. */
export function ContractTiers({ kind, tiers }: { kind: ContractKind; tiers: readonly Tier[] }) {
  const intl = useIntl();
  return (
    <RecordTable
      caption={intl.formatMessage({ id: 'contracts.tiers' })}
      columns={columnsOf(kind, intl)}
      rows={tiers}
      rowKey={(tier) => JSON.stringify(tier)}
      testId="contract-tiers"
    />
  );
}
