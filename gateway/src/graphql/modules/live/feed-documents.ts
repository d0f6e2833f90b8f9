import type { DocumentNode } from 'graphql';
import { graphqlRuntime } from '../../graphql-runtime.js';
import { fromGlobalId } from '../../relay/global-id.js';

/**
 * Each public feed is read as a page reads it, by a GraphQL document run on the schema with a fresh context of
 * the stream that asked (its language, its address for the platform's checks, the public cache), then reduced to
 * the subscription's payload. Only the lease holder runs them; every other stream hears the result.
 */
export interface FeedDocument {
  /** Whether the answer depends on the visitor's language (game names, notice texts): then one feed per language. */
  perLanguage: boolean;
  document: DocumentNode;
  payload(data: Record<string, unknown>): unknown;
}

type Data = Record<string, unknown>;
interface NoticeOut {
  id: string;
}

const winner = 'player gameName amount';

export const FEED_DOCUMENTS = {
  jackpot: {
    perLanguage: false,
    document: graphqlRuntime.parse('query LiveJackpotRead { site { jackpot { currencySymbol baseValue growthPerSecond startedAt } } }'),
    payload: (data: Data) => ({ jackpot: (data.site as Data).jackpot }),
  },
  winners: {
    perLanguage: true,
    document: graphqlRuntime.parse(`query LiveWinnersRead { latest: winners(board: LATEST) { ${winner} } biggest: winners(board: BIGGEST) { ${winner} } }`),
    payload: (data: Data) => ({ latest: data.latest, biggest: data.biggest }),
  },
  notices: {
    perLanguage: true,
    document: graphqlRuntime.parse('query LiveNoticesRead { notices(first: 20) { edges { node { id title content startsAt endsAt priority } } } }'),
    // The payload goes back through Notice's resolvers, whose id encodes the notice's own id: the answer's global
    // id is taken back to it, or the client would get an id encoded twice.
    payload: (data: Data) => ({
      notices: ((data.notices as { edges: { node: NoticeOut }[] }).edges).map(({ node }) => ({ ...node, id: fromGlobalId(node.id)?.id ?? node.id })),
    }),
  },
  siteStatus: {
    perLanguage: false,
    document: graphqlRuntime.parse('query LiveSiteStatusRead { site { status maintenanceEndsAt } }'),
    // Only maintenance is everyone's; a region refusal is the visitor's own (and a poller's region is anyone's).
    payload: (data: Data) => {
      const site = data.site as { status: string; maintenanceEndsAt: string | null };
      return { maintenance: site.status === 'MAINTENANCE', maintenanceEndsAt: site.maintenanceEndsAt };
    },
  },
} satisfies Record<string, FeedDocument>;

export type FeedName = keyof typeof FEED_DOCUMENTS;
