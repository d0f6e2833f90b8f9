import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../lib/money/format-money';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useNow } from '../../../lib/hooks/useNow';
import { useOnScreen } from '../../../lib/hooks/useOnScreen';
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

// The stream's code loads after the first paint.
const LiveJackpot = lazy(() => import('./LiveJackpot').then((m) => ({ default: m.LiveJackpot })));

export interface JackpotTickerProps {
  site: FragmentType<typeof JackpotTickerSiteFragment>;
}

/**
 * The home jackpot (spec 001 §2): starts from a value derived from the time and grows every 3 seconds, from the
 * setting the platform last pushed (live-jackpot.ts).
 */
export function JackpotTicker({ site }: JackpotTickerProps) {
  const intl = useIntl();
  const titleId = useId();
  // Scrolled away, the figure need not grow; it is read from the time again when it is back on screen.
  const [ref, onScreen] = useOnScreen();
  const now = useNow(jackpotTickMs, onScreen);
  const { data, complete } = useFragment({ fragment: JackpotTickerSiteFragment, fragmentName: 'JackpotTicker_site', from: site });
  const jackpot = complete ? data.jackpot : null;
  const live = (
    <Suspense fallback={null}>
      <LiveJackpot />
    </Suspense>
  );
  if (!jackpot) return live;

  // A display figure grown in floating point (jackpot-value.ts), written as money in the jackpot's own unit.
  const amount = formatMoney(jackpotValue(jackpot, now).toFixed(2), intl.locale, jackpot.currencySymbol);
  return (
    <section ref={ref} aria-labelledby={titleId} className={styles.ticker} data-testid="jackpot-ticker">
      {live}
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'content.jackpot.title' })}
      </h2>
      <p className={styles.value} data-testid="jackpot-value">
        {amount}
      </p>
    </section>
  );
}
