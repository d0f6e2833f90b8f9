import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatVietnamDateTime } from '../draw-schedule';
import { DrawnNumbers } from './DrawnNumbers';
import styles from './LotteryOpenedNumbers.module.css';

// On Viewer (one per session, identifiable) rather than on the id-less LotteryOpenedNumbers. The field's
// arguments are the page's variables: visitors have no viewer, so the page's one query never fails for them.
export const LotteryOpenedNumbersViewerFragment = graphql(`
  fragment LotteryOpenedNumbers_viewer on Viewer {
    lotteryOpenedNumbers(gameCode: $gameCode) @include(if: $withResults) {
      gameCode
      gameName
      current {
        drawNumber
        closesAt
      }
      opened {
        gameCode
        drawNumber
        numbers
        drawnAt
      }
    }
  }
`);

/** The page's variables the fragment's field reads with. */
export interface LotteryOpenedNumbersVariables {
  gameCode?: string | null;
  withResults: boolean;
}

export type LotteryOpenedNumbersProps =
  | { kind: 'visitor'; onLogin: () => void }
  | {
      kind: 'member';
      viewer: FragmentType<typeof LotteryOpenedNumbersViewerFragment>;
      variables: LotteryOpenedNumbersVariables;
      /** Reads the page again when the member's draws failed (the page still shows); null when they did not. */
      onRetry: (() => void) | null;
    };

/**
 * Beside the public results: the draw open for bets (with its closing time) and the opened numbers of the
 * latest draw as the member's lottery account sees them. Visitors get a login prompt in its place.
 */
export function LotteryOpenedNumbers(props: LotteryOpenedNumbersProps) {
  const intl = useIntl();
  return (
    <section className={styles.panel} aria-labelledby="lottery-opened-title" data-testid="lottery-opened">
      {props.kind === 'visitor' ? (
        <>
          <p id="lottery-opened-title" className={styles.muted}>
            {intl.formatMessage({ id: 'lottery.opened.loginPrompt' })}
          </p>
          <button type="button" className={styles.action} onClick={props.onLogin}>
            {intl.formatMessage({ id: 'lottery.opened.login' })}
          </button>
        </>
      ) : (
        <MemberDraws {...props} />
      )}
    </section>
  );
}

function MemberDraws({ viewer, variables, onRetry }: Extract<LotteryOpenedNumbersProps, { kind: 'member' }>) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: LotteryOpenedNumbersViewerFragment,
    fragmentName: 'LotteryOpenedNumbers_viewer',
    from: viewer,
    variables,
  });
  const draws = complete ? (data.lotteryOpenedNumbers ?? null) : null;
  if (draws === null) {
    // Null only beside an error: the page shows, this panel offers to read it again (the cache shows the
    // answer of a successful retry here).
    return (
      <div role="alert">
        <p id="lottery-opened-title" className={styles.muted}>
          {intl.formatMessage({ id: 'lottery.opened.unavailable' })}
        </p>
        {onRetry !== null ? (
          <button type="button" className={styles.action} onClick={onRetry}>
            {intl.formatMessage({ id: 'lottery.opened.retry' })}
          </button>
        ) : null}
      </div>
    );
  }
  const vietnamTime = (iso: string) =>
    intl.formatMessage({ id: 'lottery.schedule.vietnamTime' }, { time: formatVietnamDateTime(intl, iso) });
  return (
    <>
      <h2 id="lottery-opened-title" className={styles.heading}>
        {intl.formatMessage({ id: 'lottery.opened.title' }, { name: draws.gameName })}
      </h2>
      {draws.current ? (
        <p className={styles.current} data-testid="lottery-opened-current">
          {intl.formatMessage(
            { id: 'lottery.opened.current' },
            { draw: draws.current.drawNumber, time: draws.current.closesAt ? vietnamTime(draws.current.closesAt) : '—' },
          )}
        </p>
      ) : null}
      {draws.opened ? (
        <div data-testid="lottery-opened-latest">
          <h3 className={styles.subheading}>{intl.formatMessage({ id: 'lottery.opened.latest' }, { draw: draws.opened.drawNumber })}</h3>
          <p className={styles.drawn}>
            <DrawnNumbers numbers={draws.opened.numbers} />
          </p>
          {draws.opened.drawnAt ? (
            <p className={styles.muted}>{intl.formatMessage({ id: 'lottery.opened.drawnAt' }, { time: vietnamTime(draws.opened.drawnAt) })}</p>
          ) : null}
        </div>
      ) : (
        <p className={styles.muted}>{intl.formatMessage({ id: 'lottery.opened.none' })}</p>
      )}
    </>
  );
}
