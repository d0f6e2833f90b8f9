import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatLocalDate } from '../../../lib/date/local-date-time';
import styles from './Referral.module.css';

export const InviteeRowInviteeFragment = graphql(`
  fragment InviteeRow_invitee on ReferralInvitee {
    account
    nickname
    joinedAt
  }
`);

/** Someone who joined through the invitation: nickname (or masked account) and the day they joined. */
export function InviteeRow({ invitee }: { invitee: FragmentType<typeof InviteeRowInviteeFragment> }) {
  const { data, complete } = useFragment({ fragment: InviteeRowInviteeFragment, fragmentName: 'InviteeRow_invitee', from: invitee });
  if (!complete) return null;
  return (
    <li className={styles.invitee} data-testid="referral-invitee">
      <span className={styles.name}>{data.nickname ?? data.account}</span>
      {data.nickname ? <span className={styles.account}>{data.account}</span> : null}
      <span className={styles.date}>{formatLocalDate(data.joinedAt)}</span>
    </li>
  );
}
