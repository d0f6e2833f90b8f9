import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContractKind } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { agentPagePath } from '../../../config/paths';
import { ContractCard } from '../contracts/ContractCard';
import { OfferContractDialog } from '../contracts/OfferContractDialog';
import { TerminateContractButton } from '../contracts/TerminateContractButton';
import type { ContractsQuery } from './TeamManagementPage';
import { DownlineContractsSection } from './DownlineContractsSection';
import { RealTimeSalarySection } from './RealTimeSalarySection';
import styles from './AgentPages.module.css';

export const ContractKindPageViewerFragment = graphql(`
  fragment ContractKindPage_viewer on Viewer {
    contracts {
      held {
        id
        kind
        ...ContractCard_contract
      }
    }
    agentCentre {
      agent {
        id
        account
      }
      directDownlines: downlines(first: 100) {
        edges {
          node {
            id
            account
            nickname
            level
          }
        }
      }
      ...DownlineContractsSection_agentCentre
      ...RealTimeSalarySection_agentCentre @include(if: $realTime)
    }
  }
`);

// The lines a contract kind pays into the agent's account details (account details filters by type).
const payoutTypeOf: Record<ContractKind, 'DIVIDEND' | 'SALARY'> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'SALARY',
  HOURLY_SALARY: 'SALARY',
  REAL_TIME_SALARY: 'SALARY',
};

export interface ContractKindPageProps {
  viewer: FragmentType<typeof ContractKindPageViewerFragment>;
  variables: Record<string, unknown>;
  kind: ContractKind;
  contracts: ContractsQuery;
  onContracts: (query: ContractsQuery) => void;
  onLoadMore: (after: string) => Promise<unknown>;
  onLoadMorePeriods: (after: string) => Promise<unknown>;
}

/**
 * The four switched pages (bonus / dividend record, daily wages, hourly salary, real-time salary): the agent's
 * own contract of the kind from its upline, what real-time salary paid it, and the contracts of the kind it
 * passed on to its direct downlines, with a new offer.
 */
export function ContractKindPage({ viewer, variables, kind, contracts, onContracts, onLoadMore, onLoadMorePeriods }: ContractKindPageProps) {
  const intl = useIntl();
  const [offering, setOffering] = useState(false);
  const { data, complete } = useFragment({ fragment: ContractKindPageViewerFragment, fragmentName: 'ContractKindPage_viewer', from: viewer, variables });
  if (!complete) return null;
  const held = data.contracts.held.filter((contract) => contract.kind === kind);
  const { agent } = data.agentCentre;
  const recipients = data.agentCentre.directDownlines.edges.map((edge) => edge.node).filter((downline) => downline.level === 1);
  const payouts = new URLSearchParams({ type: payoutTypeOf[kind], account: agent.id, accountName: agent.account });
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="contract-held">
        <h2 id="contract-held" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'contracts.mine' })}
        </h2>
        {held.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'contracts.held.none' })} testId="contract-held-empty" />
        ) : (
          held.map((contract) => <ContractCard key={contract.id} contract={contract} actions={<TerminateContractButton contractId={contract.id} pending={false} />} />)
        )}
        <Link to={`${agentPagePath('agentDownlineTransactionDetailsCopy')}?${payouts.toString()}`}>
          {intl.formatMessage({ id: `contracts.payouts.${payoutTypeOf[kind]}` })}
        </Link>
      </section>
      {kind === 'REAL_TIME_SALARY' ? <RealTimeSalarySection agentCentre={data.agentCentre} variables={variables} onLoadMore={onLoadMorePeriods} /> : null}
      <section className={styles.section} aria-labelledby="contracts-given">
        <div className={styles.cardHead}>
          <h2 id="contracts-given" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'contracts.given' })}
          </h2>
          {recipients.length > 0 ? (
            <Button variant="primary" onClick={() => setOffering(true)}>
              {intl.formatMessage({ id: 'team.offer' })}
            </Button>
          ) : null}
        </div>
        <DownlineContractsSection agentCentre={data.agentCentre} variables={variables} query={contracts} onQuery={onContracts} onLoadMore={onLoadMore} fixedKind />
      </section>
      {offering ? <OfferContractDialog recipients={recipients} kind={kind} onClose={() => setOffering(false)} /> : null}
    </div>
  );
}
