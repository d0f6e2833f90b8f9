import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { CopyButton } from '../../../components/CopyButton';
import styles from './agent-page-styles';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const ReferralLinksAgentCentreFragment = graphql(`
  fragment ReferralLinks_agentCentre on AgentCentre {
    referral {
      invitationCode
      boundDomain
      registerUrl
      boundDomainUrl
      qrCode
    }
  }
`);

/**
 * The agent's referral links (referral link management): its invitation code, the registration link with it, the
 * bound domain where visitors land under the agent without a code, and a QR code of the link.
 */
export function ReferralLinks({ agentCentre }: { agentCentre: FragmentType<typeof ReferralLinksAgentCentreFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(ReferralLinksAgentCentreFragment, agentCentre);
  if (!data) return null;
  const { invitationCode, boundDomain, registerUrl, boundDomainUrl, qrCode } = data.referral;
  const line = (label: string, value: string, testId: string) => (
    <div className={styles.cardHead}>
      <span>
        <span className={styles.note}>{label}</span>
        <br />
        <span className={styles.mono} data-testid={testId}>
          {value}
        </span>
      </span>
      <CopyButton value={value} label={label} />
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby="referral-links" data-testid="agent-referral">
      <h2 id="referral-links" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'agentReferral.title' })}
      </h2>
      {line(intl.formatMessage({ id: 'agentReferral.code' }), invitationCode, 'agent-invitation-code')}
      {line(intl.formatMessage({ id: 'agentReferral.link' }), registerUrl, 'agent-register-url')}
      {boundDomain && boundDomainUrl ? line(intl.formatMessage({ id: 'agentReferral.domain' }, { domain: boundDomain }), boundDomainUrl, 'agent-domain-url') : null}
      <img className={styles.qr} src={qrCode} alt={intl.formatMessage({ id: 'agentReferral.qr' })} data-testid="agent-referral-qr" />
    </section>
  );
}
