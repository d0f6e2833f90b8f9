import { graphql } from '../../gql';
import { useLiveFeed } from '../../lib/apollo/useLiveFeed';
import { WinnersListQueryFragment } from './components/WinnersList';

// Both boards whenever a new win is listed (and their latest on every subscribe).
const LiveWinnersEventFragment = graphql(`
  fragment LiveWinners_event on LiveFeedEvent {
    winners {
      latest {
        player
        gameName
        amount
      }
      biggest {
        player
        gameName
        amount
      }
    }
  }
`);

/**
 * Follows the winners boards while the tab is visible: each pushed list is written over the fields the page's
 * query read (Query.winners for each board), so the list updates in place. `refused` once streams are refused:
 * the caller then polls as before.
 */
export function useLiveWinners(): { refused: boolean } {
  return useLiveFeed('WINNERS', {
    event: LiveWinnersEventFragment,
    onValue: ({ winners }, client) => {
      if (!winners) return;
      const row = (winner: { player: string; gameName: string; amount: string }) => ({ __typename: 'Winner' as const, ...winner });
      const boards = { __typename: 'Query' as const, winners: winners.latest.map(row), biggestWins: winners.biggest.map(row) };
      client.cache.writeFragment({ id: 'ROOT_QUERY', fragment: WinnersListQueryFragment, fragmentName: 'WinnersList_query', data: boards });
    },
  });
}
