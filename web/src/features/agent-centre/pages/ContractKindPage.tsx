import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import type { ContractKind } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { agentPagePath } from '../../../config/paths';
import { ContractCard, type ContractCardContractFragment } from '../contracts/ContractCard';
import { TerminateContractButton } from '../contracts/TerminateContractButton';
import { RealTimeSalarySection, type RealTimeSalarySectionProps } from './RealTimeSalarySection';
import { CentreSection } from '../../../components/centre/CentreSection';
import styles from './agent-page-styles';

// The lines a contract kind pays into the agent's account details (account details filters by type).
const payoutTypeOf: Record<ContractKind, 'DIVIDEND' | 'SALARY'> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'SALARY',
  HOURLY_SALARY: 'SALARY',
  REAL_TIME_SALARY: 'SALARY',
};

export interface HeldContract {
  id: string;
  kind: ContractKind;
  card: FragmentType<typeof ContractCardContractFragment>;
}

export interface ContractKindPageProps {
  kind: ContractKind;
  /** The contracts the agent holds from its upline (of every kind; the page shows its own). */
  held: readonly HeldContract[];
  agent: { id: string; account: string };
  /** Real-time salary only: what it paid, period by period. */
  realTime: RealTimeSalarySectionProps | null;
}

/**
 * The four switched pages (bonus / dividend record, daily wages, hourly salary, real-time salary): the agent's own
 * contract of the kind from its upline, what it paid (real-time salary period by period; the others as lines of
 * the account details), and the way to the contracts of the kind the agent passed on to its direct downlines.
 */
export function ContractKindPage({ kind, held, agent, realTime }: ContractKindPageProps) {
  const intl = useIntl();
  const mine = held.filter((contract) => contract.kind === kind);
  const payouts = new URLSearchParams({ type: payoutTypeOf[kind], account: agent.id, accountName: agent.account });
  const given = new URLSearchParams({ view: 'contracts', kind });
  return (
    <div className={styles.page}>
      <CentreSection id="contract-held" title={intl.formatMessage({ id: 'contracts.mine' })}>
        {mine.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'contracts.held.none' })} testId="contract-held-empty" />
        ) : (
          mine.map((contract) => <ContractCard key={contract.id} contract={contract.card} actions={<TerminateContractButton contractId={contract.id} pending={false} />} />)
        )}
      </CentreSection>
      {realTime ? <RealTimeSalarySection {...realTime} /> : null}
      <nav className={styles.chips} aria-label={intl.formatMessage({ id: 'contracts.more' })}>
        <Link to={`${agentPagePath('agentDownlineTransactionDetailsCopy')}?${payouts.toString()}`}>{intl.formatMessage({ id: `contracts.payouts.${payoutTypeOf[kind]}` })}</Link>
        <Link to={`${agentPagePath('downlineManagmentView')}?${given.toString()}`}>{intl.formatMessage({ id: 'contracts.given' })}</Link>
      </nav>
    </div>
  );
}
