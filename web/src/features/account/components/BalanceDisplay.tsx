import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { EyeIcon } from '../../../components/icons/EyeIcon';
import { formatBalance } from '../format-balance';
import styles from './BalanceDisplay.module.css';

export const BalanceDisplayWalletFragment = graphql(`
  fragment BalanceDisplay_wallet on Wallet {
    id
    balance
    currency
  }
`);

export interface BalanceDisplayProps {
  wallet: FragmentType<typeof BalanceDisplayWalletFragment> | null;
}

export function BalanceDisplay({ wallet }: BalanceDisplayProps) {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);
  const { data, complete } = useFragment({
    fragment: BalanceDisplayWalletFragment,
    fragmentName: 'BalanceDisplay_wallet',
    from: wallet,
  });
  const loaded = complete ? data : null;
  const label = intl.formatMessage({ id: 'account.balance' });

  let text: string;
  if (!loaded) text = intl.formatMessage({ id: 'account.balance.updating' });
  else if (hidden) text = intl.formatMessage({ id: 'account.balance.masked' });
  else text = formatBalance(loaded.balance, intl.locale);

  return (
    <span className={styles.balance}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <output data-testid="balance" aria-label={label} aria-busy={!loaded} className={styles.value}>
        {text}
      </output>
      {loaded?.currency && !hidden ? <span className={styles.currency}>{loaded.currency}</span> : null}
      <button
        type="button"
        className={styles.toggle}
        aria-label={intl.formatMessage({ id: hidden ? 'account.balance.show' : 'account.balance.hide' })}
        onClick={() => setHidden((value) => !value)}
      >
        <EyeIcon crossed={hidden} />
      </button>
    </span>
  );
}
