import { graphql } from '../../../gql';
import type { InviteeRow_InviteeFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/date/local-date-time';
import styles from './Referral.module.css';

// Invitees have no id of their own: the route spreads this with @unmask.
export const InviteeRowInviteeFragment = graphql(`
  fragment InviteeRow_invitee on ReferralInvitee {
    account
    nickname
    joinedAt
  }
`);

/** Someone who joined through the invitation: nickname (or masked account) and the day they joined. */
export function InviteeRow({ invitee: data }: { invitee: InviteeRow_InviteeFragment }) {
  return (
    <li className={styles.invitee} data-testid="referral-invitee">
      <span className={styles.name}>{data.nickname ?? data.account}</span>
      {data.nickname ? <span className={styles.account}>{data.account}</span> : null}
      <span className={styles.date}>{formatLocalDate(data.joinedAt)}</span>
    </li>
  );
}
