import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

// The wording graphql-js appends to a message, as matched by Apollo's own suggestion filter.
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * Apollo's hideSchemaDetailsFromClientErrors strips suggestions from validation errors only; errors
 * coercing variables (a misspelt enum value or input field) keep theirs (apollographql/apollo-server#8086),
 * and Apollo does not pass graphql-js's hideSuggestions to execute.
 */
export function hideVariableSuggestions<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}
