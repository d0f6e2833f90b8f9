import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { MessageDialog } from '../../../components/MessageDialog';
import { ContractCard, type ContractCardContractFragment } from './ContractCard';
import styles from '../pages/agent-page-styles';

export interface RateRuleWarningProps {
  /** The contracts given further down that going ahead ends. */
  affected: ReadonlyArray<FragmentType<typeof ContractCardContractFragment>>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The downline-rate rule (spec 001 §4, §8): a higher-rate downline contract exists and going ahead ends it. The
 * answer waits for the member's confirmation; nothing changes before it.
 */
export function RateRuleWarning({ affected, busy, onConfirm, onCancel }: RateRuleWarningProps) {
  const intl = useIntl();
  return (
    <MessageDialog
      testId="rate-rule-warning"
      tone="warning"
      title={intl.formatMessage({ id: 'contracts.rateRule.title' })}
      message={
        <>
          <p>{intl.formatMessage({ id: 'contracts.userError.DOWNLINE_RATE_HIGHER' })}</p>
          <p>{intl.formatMessage({ id: 'contracts.rateRule.affected' }, { count: affected.length })}</p>
          <div className={styles.list}>
            {affected.map((contract, index) => (
              <ContractCard key={index} contract={contract} />
            ))}
          </div>
        </>
      }
      cancelLabel={intl.formatMessage({ id: 'contracts.rateRule.cancel' })}
      onCancel={onCancel}
      confirmLabel={intl.formatMessage({ id: 'contracts.rateRule.confirm' })}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
