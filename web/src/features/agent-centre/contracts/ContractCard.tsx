import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import type { ContractStatus } from '../../../gql/graphql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { StatusTag, type StatusTone } from '../components/StatusTag';
import { contractEndReasonLabel, contractKindLabel, contractPeriodLabel, contractStatusLabel, formatRate } from '../labels';
import { ContractTiers } from './ContractTiers';
import styles from '../pages/agent-page-styles';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const ContractCardContractFragment = graphql(`
  fragment ContractCard_contract on Contract {
    id
    contractNo
    kind
    period
    rate
    status
    endReason
    upline {
      account
      nickname
    }
    downline {
      account
      nickname
    }
    offeredAt
    activatedAt
    endedAt
    tiers {
      periodValidBet
      periodProfitAndLoss
      activeMembers
      rate
      dailyBetAmount
      hourlyBetAmount
      profitSalaryRate
      lossSalaryRate
      singleBet
    }
  }
`);

const toneOf: Record<ContractStatus, StatusTone> = { ACTIVE: 'good', PENDING: 'wait', REJECTED: 'bad', TERMINATED: 'off' };

export interface ContractCardProps {
  contract: FragmentType<typeof ContractCardContractFragment>;
  /** The answers or the ending this card offers (accept, reject, terminate). */
  actions?: ReactNode;
}

/** A contract (design card Contract): kind, period, status, both parties, its tiers and its dates. */
export function ContractCard({ contract, actions }: ContractCardProps) {
  const intl = useIntl();
  const data = useFragmentData(ContractCardContractFragment, contract);
  if (!data) return null;
  const party = (side: typeof data.upline) => (side.nickname ? `${side.nickname} (${side.account})` : side.account);
  const dates = [
    intl.formatMessage({ id: 'contracts.offeredAt' }, { time: formatLocalDateTime(data.offeredAt) }),
    data.activatedAt ? intl.formatMessage({ id: 'contracts.activatedAt' }, { time: formatLocalDateTime(data.activatedAt) }) : null,
    data.endedAt ? intl.formatMessage({ id: 'contracts.endedAt' }, { time: formatLocalDateTime(data.endedAt) }) : null,
  ].filter(Boolean);
  return (
    <article className={styles.card} data-testid="contract-card" data-contract-status={data.status} data-contract-kind={data.kind}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {intl.formatMessage(
            { id: 'contracts.card.title' },
            { kind: contractKindLabel(intl, data.kind), period: contractPeriodLabel(intl, data.period), rate: formatRate(intl, data.rate) },
          )}
        </h3>
        <StatusTag tone={toneOf[data.status]} label={contractStatusLabel(intl, data.status)} />
      </div>
      <p className={styles.note}>
        {intl.formatMessage({ id: 'contracts.parties' }, { upline: party(data.upline), downline: party(data.downline) })}
        {' · '}
        <span className={styles.mono}>{data.contractNo}</span>
      </p>
      <ContractTiers kind={data.kind} tiers={data.tiers} />
      <p className={styles.note}>{dates.join(' · ')}</p>
      {data.endReason ? <p className={styles.note}>{contractEndReasonLabel(intl, data.endReason)}</p> : null}
      {actions ? <div className={styles.rowActions}>{actions}</div> : null}
    </article>
  );
}
