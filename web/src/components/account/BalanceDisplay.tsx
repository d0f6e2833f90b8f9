import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon } from '../icons/EyeIcon';
import { formatMoney } from '../../lib/money/format-money';
import styles from './BalanceDisplay.module.css';

export interface HeaderWallet {
  sumBalance: string;
}

/**
 * The header's balance (brought by the page's query, see header-figures), "updating" while null; a toggle hides it.
 * It is written in the platform's unit like every amount (formatMoney), not the wallet's own currency code.
 */
export function BalanceDisplay({ wallet }: { wallet: HeaderWallet | null }) {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);

  const label = intl.formatMessage({ id: 'account.balance' });
  let text: string;
  if (!wallet) text = intl.formatMessage({ id: 'account.balance.updating' });
  else if (hidden) text = intl.formatMessage({ id: 'account.balance.masked' });
  else text = formatMoney(wallet.sumBalance, intl.locale);

  return (
    <span className={styles.balance}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <output data-testid="balance" aria-label={label} aria-busy={!wallet} className={styles.value}>
        {text}
      </output>
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
