import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { EmptyState } from '../../../components/EmptyState';
import { ContractCard, type ContractCardContractFragment } from './ContractCard';
import { ContractOfferAnswer } from './ContractOfferAnswer';
import { TerminateContractButton } from './TerminateContractButton';
import { CentreSection } from '../../../components/centre/CentreSection';
import styles from '../pages/agent-page-styles';

/** A contract of the lists: its id for the answers, and its card's data. */
export type ListedContract = FragmentType<typeof ContractCardContractFragment> & { id: string };

/**
 * The contract request screen (spec 001 §2): the upline's offers waiting for the member's answer, and the
 * contracts it holds, which it may end. The route selects the lists (Viewer.contracts) with each card's fragment.
 */
export function ContractRequestsPage({ requests, held }: { requests: readonly ListedContract[]; held: readonly ListedContract[] }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <CentreSection id="contract-offers" title={intl.formatMessage({ id: 'contracts.requests.offers' })}>
        {requests.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'contracts.requests.none' })} testId="contract-requests-empty" />
        ) : (
          <div className={styles.list} data-testid="contract-requests">
            {requests.map((contract) => (
              <ContractCard key={contract.id} contract={contract} actions={<ContractOfferAnswer contractId={contract.id} />} />
            ))}
          </div>
        )}
      </CentreSection>
      <CentreSection id="contracts-held" title={intl.formatMessage({ id: 'contracts.held' })}>
        {held.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'contracts.held.none' })} testId="contracts-held-empty" />
        ) : (
          <div className={styles.list} data-testid="contracts-held">
            {held.map((contract) => (
              <ContractCard key={contract.id} contract={contract} actions={<TerminateContractButton contractId={contract.id} pending={false} />} />
            ))}
          </div>
        )}
      </CentreSection>
    </div>
  );
}
