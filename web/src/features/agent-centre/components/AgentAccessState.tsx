import { useIntl } from 'react-intl';
import { CentreState } from '../../../components/centre/CentreState';

export interface AgentAccessStateProps {
  /** notAgent: a member's account; trial: a free-play account (spec 000 §6: both refused at the agent entry). */
  reason: 'notAgent' | 'trial';
  onClose: () => void;
  /** `h1` when the state is the whole page (the contract requests), not a centre panel. */
  titleAs?: 'h1' | 'p';
}

/** What an account that may not use the agent centre sees instead of a page. */
export function AgentAccessState({ reason, onClose, titleAs }: AgentAccessStateProps) {
  const intl = useIntl();
  const trial = reason === 'trial';
  return (
    <CentreState
      title={intl.formatMessage({ id: trial ? 'needRealAccount.title' : 'agentCentre.notAgent.title' })}
      text={intl.formatMessage({ id: trial ? 'in_need_true_account' : 'agentCentre.notAgent.text' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      onClose={onClose}
      testId={trial ? 'agent-need-real-account' : 'agent-refused'}
      titleAs={titleAs}
    />
  );
}
