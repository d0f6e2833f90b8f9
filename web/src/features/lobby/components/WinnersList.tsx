import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatMoney } from '../../../lib/money/format-money';
import { FilterTabs } from './FilterTabs';
import styles from './WinnersList.module.css';

// On Query rather than Winner: winners have no id, and only identifiable objects can be read as fragments.
// Both boards come with the page; a refresh that rewrites these fields updates the list in place.
export const WinnersListQueryFragment = graphql(`
  fragment WinnersList_query on Query {
    winners(board: LATEST) {
      player
      gameName
      amount
    }
    biggestWins: winners(board: BIGGEST) {
      player
      gameName
      amount
    }
  }
`);

type Board = 'LATEST' | 'BIGGEST';

interface Row {
  player: string;
  gameName: string;
  amount: string;
}

const rowKey = (row: Row) => `${row.player}|${row.gameName}|${row.amount}`;

/**
 * The rows that were not on the board the last time it was shown: marked, so a refreshed board shows what is
 * new. Nothing is new on the first showing or after switching boards. (State from the previous render, as
 * React's docs describe, compared by content: a refresh with the same rows changes nothing.)
 */
function useNewRows(board: Board, rows: ReadonlyArray<Row>): ReadonlySet<string> {
  const keys = rows.map(rowKey);
  const signature = `${board}\n${keys.join('\n')}`;
  const [shown, setShown] = useState({ board, signature, keys, fresh: new Set<string>() });
  if (shown.signature !== signature) {
    const before = new Set(shown.keys);
    const fresh = shown.board === board ? new Set(keys.filter((key) => !before.has(key))) : new Set<string>();
    setShown({ board, signature, keys, fresh });
    return fresh;
  }
  return shown.fresh;
}

export interface WinnersListProps {
  query: FragmentType<typeof WinnersListQueryFragment>;
}

/** The winners boards, latest winners and biggest wins: masked player names (as the platform sends them), game, prize. */
export function WinnersList({ query }: WinnersListProps) {
  const intl = useIntl();
  const [board, setBoard] = useState<Board>('LATEST');
  const { data, complete } = useFragment({ fragment: WinnersListQueryFragment, fragmentName: 'WinnersList_query', from: query });
  const rows = (complete ? (board === 'LATEST' ? data.winners : data.biggestWins) : null) ?? EMPTY;
  const fresh = useNewRows(board, rows);
  const title = intl.formatMessage({ id: board === 'LATEST' ? 'gameLobby.winners.latest' : 'gameLobby.winners.biggest' });
  return (
    <section aria-labelledby="home-winners-title" className={styles.winners} data-testid="winners">
      <h2 id="home-winners-title" className={styles.heading}>
        {intl.formatMessage({ id: 'gameLobby.winners.boards' })}
      </h2>
      <FilterTabs
        label={intl.formatMessage({ id: 'gameLobby.winners.boards' })}
        tabs={[
          { value: 'LATEST', label: intl.formatMessage({ id: 'gameLobby.winners.latest' }) },
          { value: 'BIGGEST', label: intl.formatMessage({ id: 'gameLobby.winners.biggest' }) },
        ]}
        value={board}
        onChange={(value) => setBoard(value as Board)}
        controls="home-winners-board"
        testId="winners-boards"
      />
      <div id="home-winners-board" role="tabpanel" aria-label={title} data-board={board}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'gameLobby.winners.empty' })}</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'gameLobby.winners.player' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'gameLobby.winners.game' })}</th>
                <th scope="col" className={styles.amount}>
                  {intl.formatMessage({ id: 'gameLobby.winners.prize' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((winner, index) => {
                const isNew = fresh.has(rowKey(winner));
                return (
                  <tr key={`${rowKey(winner)}|${index}`} className={isNew ? styles.fresh : undefined} data-new={isNew || undefined}>
                    <td>
                      {winner.player}
                      {isNew ? <span className={styles.newBadge}>{intl.formatMessage({ id: 'gameLobby.winners.new' })}</span> : null}
                    </td>
                    <td>{winner.gameName}</td>
                    <td className={styles.amount}>{formatMoney(winner.amount, intl.locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

const EMPTY: ReadonlyArray<Row> = [];
