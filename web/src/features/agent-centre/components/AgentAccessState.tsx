import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import styles from './AgentCentreStates.module.css';

export interface AgentAccessStateProps {
  /** notAgent: a member's account; trial: a free-play account (spec 000 §6: both refused at the agent entry). */
  reason: 'notAgent' | 'trial';
  onClose: () => void;
}

/** What an account that may not use the agent centre sees instead of a page. */
export function AgentAccessState({ reason, onClose }: AgentAccessStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid={reason === 'trial' ? 'agent-need-real-account' : 'agent-refused'}>
      <p className={styles.stateTitle}>
        {intl.formatMessage({ id: reason === 'trial' ? 'needRealAccount.title' : 'agentCentre.notAgent.title' })}
      </p>
      <p className={styles.stateText}>{intl.formatMessage({ id: reason === 'trial' ? 'in_need_true_account' : 'agentCentre.notAgent.text' })}</p>
      <Button variant="primary" onClick={onClose}>
        {intl.formatMessage({ id: 'modal.close' })}
      </Button>
    </div>
  );
}
