import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import type { InviteeRow_InviteeFragment } from '../../../gql/graphql';
import { CopyButton } from '../../../components/CopyButton';
import { EmptyState } from '../../../components/EmptyState';
import { InviteeRow } from './InviteeRow';
import styles from './Referral.module.css';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const ReferralPageReferralFragment = graphql(`
  fragment ReferralPage_referral on Referral {
    enabled
    code
    link
    qrCode
  }
`);

export interface ReferralPageProps {
  referral: FragmentType<typeof ReferralPageReferralFragment>;
  /** Invitees have no id of their own: the connection's cursor keys them. */
  invitees: ReadonlyArray<{ cursor: string; invitee: InviteeRow_InviteeFragment }>;
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Page referral (invite friends): the member's code and link with copy buttons, its QR code, and who joined. */
export function ReferralPage({ referral, invitees, totalCount, hasNextPage, loadingMore, onLoadMore }: ReferralPageProps) {
  const intl = useIntl();
  const joinedId = useId();
  const data = useFragmentData(ReferralPageReferralFragment, referral);
  if (!data) return null;
  const codeLabel = intl.formatMessage({ id: 'referral.code' });
  const linkLabel = intl.formatMessage({ id: 'referral.link' });
  return (
    <div className={styles.page} data-testid="referral">
      {data.enabled ? null : (
        <p className={styles.note} data-testid="referral-disabled">
          {intl.formatMessage({ id: 'referral.disabled' })}
        </p>
      )}
      <div className={styles.invitation}>
        <img className={styles.qr} src={data.qrCode} alt={intl.formatMessage({ id: 'referral.qr' })} width={160} height={160} />
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt>{codeLabel}</dt>
            <dd>
              <code data-testid="referral-code">{data.code}</code>
              <CopyButton value={data.code} label={codeLabel} />
            </dd>
          </div>
          <div className={styles.field}>
            <dt>{linkLabel}</dt>
            <dd>
              <span className={styles.link} data-testid="referral-link">
                {data.link}
              </span>
              <CopyButton value={data.link} label={linkLabel} />
            </dd>
          </div>
        </dl>
      </div>
      <section aria-labelledby={joinedId} className={styles.joined}>
        <h2 id={joinedId} className={styles.heading}>
          {intl.formatMessage({ id: 'referral.joined' }, { count: totalCount })}
        </h2>
        {invitees.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'referral.noneJoined' })} testId="referral-none" />
        ) : (
          <ul className={styles.invitees}>
            {invitees.map(({ cursor, invitee }) => (
              <InviteeRow key={cursor} invitee={invitee} />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNextPage={hasNextPage} shown={invitees.length} loading={loadingMore} onLoadMore={onLoadMore} />
      </section>
    </div>
  );
}
