import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../lib/money/format-money';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useNow } from '../../../lib/hooks/useNow';
import { jackpotTickMs, jackpotValue } from '../jackpot-value';
import styles from './JackpotTicker.module.css';

export const JackpotTickerSiteFragment = graphql(`
  fragment JackpotTicker_site on Site {
    jackpot {
      currencySymbol
      baseValue
      growthPerSecond
      startedAt
    }
  }
`);

export interface JackpotTickerProps {
  site: FragmentType<typeof JackpotTickerSiteFragment>;
}

/** The home jackpot (spec 001 §2): starts from a value derived from the time and grows every 3 seconds. */
export function JackpotTicker({ site }: JackpotTickerProps) {
  const intl = useIntl();
  const titleId = useId();
  const now = useNow(jackpotTickMs);
  const { data, complete } = useFragment({ fragment: JackpotTickerSiteFragment, fragmentName: 'JackpotTicker_site', from: site });
  const jackpot = complete ? data.jackpot : null;
  if (!jackpot) return null;

  // A display figure grown in floating point (jackpot-value.ts), written as money in the jackpot's own unit.
  const amount = formatMoney(jackpotValue(jackpot, now).toFixed(2), intl.locale, jackpot.currencySymbol);
  return (
    <section aria-labelledby={titleId} className={styles.ticker} data-testid="jackpot-ticker">
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'content.jackpot.title' })}
      </h2>
      <p className={styles.value} data-testid="jackpot-value">
        {amount}
      </p>
    </section>
  );
}
