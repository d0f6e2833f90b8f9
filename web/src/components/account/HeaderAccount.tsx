import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { BalanceDisplay } from './BalanceDisplay';
import styles from './HeaderAccount.module.css';

export const HeaderAccountViewerFragment = graphql(`
  fragment HeaderAccount_viewer on Viewer {
    member {
      id
      nickname
      isTrial
    }
  }
`);

export interface HeaderAccountProps {
  viewer: FragmentType<typeof HeaderAccountViewerFragment>;
}

/** The logged-in member in the header: nickname, and the balance (read by its own query). */
export function HeaderAccount({ viewer }: HeaderAccountProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: HeaderAccountViewerFragment,
    fragmentName: 'HeaderAccount_viewer',
    from: viewer,
  });

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'account.label' })} className={styles.account}>
      <span data-testid="nickname" className={styles.nickname}>
        {complete ? data.member.nickname : null}
      </span>
      {complete && data.member.isTrial ? (
        <span className={styles.trial}>{intl.formatMessage({ id: 'account.trial' })}</span>
      ) : null}
      <BalanceDisplay />
    </div>
  );
}
