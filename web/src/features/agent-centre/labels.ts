import type { IntlShape } from 'react-intl';
import { formatPercent } from '../../lib/numbers/format-numbers';
import type {
  BetGameType,
  ContractEndReason,
  ContractKind,
  ContractPeriod,
  ContractStatus,
  DownlineRole,
  TeamTransactionType,
} from '../../gql/graphql';

// The agent centre's vocabularies in the order its pages offer them.
export const contractKinds: readonly ContractKind[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY'];
export const contractStatuses: readonly ContractStatus[] = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'];
/** The periods a dividend may settle by; the salaries have theirs fixed (daily, hourly, every 5 minutes). */
export const dividendPeriods: readonly ContractPeriod[] = ['WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'];
export const teamGameTypes: readonly BetGameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
export const downlineRoles: readonly DownlineRole[] = ['ALL', 'AGENT', 'MEMBER'];
export const teamTransactionTypes: readonly TeamTransactionType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'REBATE',
  'BONUS',
  'SALARY',
  'DIVIDEND',
];

export const contractKindLabel = (intl: IntlShape, kind: ContractKind) => intl.formatMessage({ id: `contracts.kind.${kind}` });
export const contractPeriodLabel = (intl: IntlShape, period: ContractPeriod) => intl.formatMessage({ id: `contracts.period.${period}` });
export const contractStatusLabel = (intl: IntlShape, status: ContractStatus) => intl.formatMessage({ id: `contracts.status.${status}` });
export const contractEndReasonLabel = (intl: IntlShape, reason: ContractEndReason) => intl.formatMessage({ id: `contracts.endReason.${reason}` });
export const gameTypeLabel = (intl: IntlShape, type: BetGameType) => intl.formatMessage({ id: `navigation.category.${type}` });
export const teamTransactionTypeLabel = (intl: IntlShape, type: TeamTransactionType) => intl.formatMessage({ id: `agentReports.transactionType.${type}` });

/** A contract's rate as a percentage of the locale ("1,25%" in vi, "20%" for the gateway's "20.00"). */
export function formatRate(intl: IntlShape, rate: string): string {
  return formatPercent(rate, intl.locale);
}
