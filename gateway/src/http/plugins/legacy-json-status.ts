import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Apollo's codes for the request errors GraphQL over HTTP has a well-formed request answer 200 under
 * `application/json`: the document does not parse, does not validate (our depth, alias, directive and cost limits
 * are validation rules too), or its variables do not coerce (BAD_USER_INPUT before execution).
 */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * Apollo answers those errors 400 whatever the client accepts. The spec says a client that accepts only the legacy
 * `application/json` may not understand a 4xx carrying a GraphQL response, so it SHOULD get 200 with the errors;
 * `application/graphql-response+json` clients (the web, Apollo Client) keep the 400.
 *
 * Two halves, because neither place knows both facts: the Apollo plugin sees where the errors come from (Apollo's
 * pipeline, before execution), the route's onSend sees the content type Apollo chose from the Accept header.
 * Refusals of the HTTP request itself (no document, extensions that are not a map, a multipart request without
 * the CSRF header) never pass through the pipeline, so they stay 400 for everyone.
 */
export function legacyJsonStatus<TContext extends BaseContext & { requestId: string }>() {
  /** Request ids whose answer is a pipeline request error; each leaves the set when its answer is sent. */
  const requestErrors = new Set<string>();

  const plugin: ApolloServerPlugin<TContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.http.status !== 400 || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== undefined || errors === undefined || errors.length === 0) return;
          if (errors.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)))) requestErrors.add(contextValue.requestId);
        },
      };
    },
  };

  function register(scope: FastifyInstance): void {
    scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!requestErrors.delete(request.id)) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (reply.statusCode === 400 && type.startsWith('application/json')) reply.code(200);
      return payload;
    });
    // An answer that is never sent (the client went away) still leaves the set.
    scope.addHook('onResponse', async (request: FastifyRequest) => void requestErrors.delete(request.id));
  }

  return { plugin, register };
}
