import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { UpstreamError, type GatewayErrorCode } from '../../infra/upstream/index.js';
import { PUBLIC_MESSAGES } from '../../infra/errors/gateway-error.js';

const OUR_CODES = new Set<string>(Object.keys(PUBLIC_MESSAGES));
// Apollo's own codes describe the client's request itself, so they are safe to pass through.
export const APOLLO_CLIENT_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * The last gate before a client: every error leaves with one of our codes and a public message.
 * Upstream URLs, headers, messages and stacks stay in the log.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };

    if (original instanceof UpstreamError) {
      const code: GatewayErrorCode = original.code === 'REJECTED' ? 'INTERNAL' : original.code;
      if (code === 'INTERNAL' || code === 'UPSTREAM_UNAVAILABLE') {
        logger.warn(
          { call: original.call, status: original.status, upstreamCode: original.upstreamCode, code },
          'upstream call failed',
        );
      }
      return { ...base, message: PUBLIC_MESSAGES[code], extensions: { code } };
    }

    const code = formatted.extensions?.code;
    if (typeof code === 'string' && (OUR_CODES.has(code) || APOLLO_CLIENT_CODES.has(code))) {
      return { ...base, message: formatted.message, extensions: { code } };
    }

    logger.error({ err: original instanceof Error ? original : new GraphQLError(String(original)) }, 'unexpected error');
    return { ...base, message: PUBLIC_MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } };
  };
}
