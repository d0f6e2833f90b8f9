import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { EyeIcon } from '../icons/EyeIcon';
import { formatMoney } from '../../lib/money/format-money';
import styles from './BalanceDisplay.module.css';

// The balance is its own request, not part of the login or of a route query: a slow or failing wallet call
// must neither hold up nor fail the rest of the page (spec 000 §4: "updating" first, then the sum).
// Every mount reads it afresh, so coming back from a game (a page without the header) shows what play moved.
// It stays out of the cache (no-cache): an answer still in flight at logout would otherwise write the viewer
// back into Query.viewer after logout cleared it, and the header would think someone is still logged in.
const HeaderBalanceQuery = graphql(`
  query HeaderBalance {
    viewer {
      wallet {
        id
        sumBalance
        currency
      }
    }
  }
`);

/** After a failed read the placeholder stays and the balance is asked for again this much later. */
export const balanceRetryMs = 30_000;

export function BalanceDisplay() {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);
  const { data, error, refetch } = useQuery(HeaderBalanceQuery, { fetchPolicy: 'no-cache' });
  // A failed refresh keeps the sum already shown (Apollo keeps the last data beside the error).
  const wallet = data?.viewer?.wallet ?? null;

  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => void refetch().catch(() => undefined), balanceRetryMs);
    return () => clearTimeout(timer);
  }, [error, refetch]);

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
      {wallet?.currency && !hidden ? <span className={styles.currency}>{wallet.currency}</span> : null}
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
