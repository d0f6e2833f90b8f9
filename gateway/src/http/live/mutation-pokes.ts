import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../../graphql/context.js';
import { pokeMemberFigures } from '../../graphql/shared/member-figures.js';

/**
 * A member's answered mutation may have moved their balance or badges (a deposit, a transfer, a claimed reward, a
 * closed game window): the member's open pages are told to re-read them. A poke costs one bus message; the read
 * happens once, on a replica where a stream of that member is open, and nowhere when none is.
 */
export function pokeMembersAfterMutations(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation === 'mutation') await pokeMemberFigures(contextValue);
        },
      };
    },
  };
}
