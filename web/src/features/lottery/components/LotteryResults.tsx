import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatVietnamDateTime } from '../draw-schedule';
import { DrawnNumbers } from './DrawnNumbers';
import styles from './LotteryResults.module.css';

export const LotteryResultsResultFragment = graphql(`
  fragment LotteryResults_result on LotteryResult {
    gameCode
    gameName
    drawNumber
    numbers
    drawnAt
  }
`);

type ResultRef = FragmentType<typeof LotteryResultsResultFragment>;

export interface LotteryResultsProps {
  /** Null until a game is chosen (an area without a default game). */
  results: ReadonlyArray<ResultRef> | null;
}

/** The latest opened draws of one game (up to 100, newest first), special prize first. */
export function LotteryResults({ results }: LotteryResultsProps) {
  const intl = useIntl();
  // Every row names the same game: the newest names the table.
  const newest = useFragment({ fragment: LotteryResultsResultFragment, fragmentName: 'LotteryResults_result', from: results?.[0] ?? null });
  const gameName = newest.complete ? newest.data.gameName : null;
  const title = gameName
    ? intl.formatMessage({ id: 'lottery.results.titleFor' }, { name: gameName })
    : intl.formatMessage({ id: 'lottery.results.title' });
  return (
    <section className={styles.results} aria-labelledby="lottery-results-title" data-testid="lottery-results">
      <h2 id="lottery-results-title" className={styles.heading}>
        {title}
      </h2>
      {results === null ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'lottery.results.choose' })}</p>
      ) : results.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'lottery.results.empty' })}</p>
      ) : (
        // Scrolls sideways on narrow screens: focusable and named, so keyboards can scroll it too.
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'lottery.results.draw' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'lottery.results.drawnAtVietnam' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'lottery.results.numbers' })}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result, index) => (
                <ResultRow key={index} result={result} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ResultRow({ result }: { result: ResultRef }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: LotteryResultsResultFragment, fragmentName: 'LotteryResults_result', from: result });
  if (!complete || !data.numbers) return null;
  return (
    <tr>
      <th scope="row" className={styles.draw}>
        {data.drawNumber}
      </th>
      <td className={styles.time}>
        {data.drawnAt ? formatVietnamDateTime(intl, data.drawnAt) : '—'}
      </td>
      <td>
        <DrawnNumbers numbers={data.numbers} />
      </td>
    </tr>
  );
}
