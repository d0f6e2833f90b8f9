import { graphql } from '../../gql';
import { useLiveFeed } from '../../lib/apollo/useLiveFeed';

// The ticker's setting, as the ticker reads it (JackpotTicker_site).
graphql(`
  fragment LiveJackpot_setting on Jackpot {
    currencySymbol
    baseValue
    growthPerSecond
    startedAt
  }
`);

// The ticker's setting whenever the platform restarts it (and its latest on every subscribe).
const LiveJackpotEventFragment = graphql(`
  fragment LiveJackpot_event on LiveFeedEvent {
    jackpot {
      jackpot {
        ...LiveJackpot_setting @unmask
      }
    }
  }
`);

// Where the ticker reads its setting, named here so the ticker can use this hook without an import circle.
const LiveJackpotSiteFragment = graphql(`
  fragment LiveJackpot_site on Site {
    jackpot {
      ...LiveJackpot_setting
    }
  }
`);

/**
 * Follows the jackpot while the ticker is shown and the tab visible: the pushed setting is written over the site's
 * (Site.jackpot), so the ticker's count-up goes on from the platform's value rather than from the page's load.
 * Where streams are refused the ticker counts up from what the page read, as before.
 */
export function useLiveJackpot(): void {
  useLiveFeed('JACKPOT', {
    event: LiveJackpotEventFragment,
    onValue: ({ jackpot }, client) => {
      if (!jackpot) return;
      const site = { __typename: 'Site' as const, jackpot: jackpot.jackpot ? { __typename: 'Jackpot' as const, ...jackpot.jackpot } : null };
      client.cache.writeFragment({ id: 'Site:{}', fragment: LiveJackpotSiteFragment, fragmentName: 'LiveJackpot_site', data: site });
    },
  });
}
