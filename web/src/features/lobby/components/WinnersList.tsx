import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatMoney } from '../../../lib/money/format-money';
import styles from './WinnersList.module.css';

// On Query rather than Winner: winners have no id, and only identifiable objects can be read as fragments.
export const WinnersListQueryFragment = graphql(`
  fragment WinnersList_query on Query {
    winners {
      player
      gameName
      amount
    }
  }
`);

export interface WinnersListProps {
  query: FragmentType<typeof WinnersListQueryFragment>;
}

/** The latest winners board: masked player names (as the platform sends them), game and prize. */
export function WinnersList({ query }: WinnersListProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'gameLobby.winners.title' });
  const { data, complete } = useFragment({ fragment: WinnersListQueryFragment, fragmentName: 'WinnersList_query', from: query });
  const winners = (complete ? data.winners : null) ?? [];
  return (
    <section aria-labelledby="home-winners-title" className={styles.winners} data-testid="winners">
      <h2 id="home-winners-title" className={styles.heading}>
        {title}
      </h2>
      {winners.length === 0 ? (
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
            {winners.map((winner, index) => (
              <tr key={index}>
                <td>{winner.player}</td>
                <td>{winner.gameName}</td>
                <td className={styles.amount}>{formatMoney(winner.amount, intl.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
