import { GraphQLError } from 'graphql';
import type { GatewayErrorCode } from '../upstream/index.js';

/** Messages a client may see for each code: short, stable, with no upstream detail. */
export const PUBLIC_MESSAGES: Record<GatewayErrorCode, string> = {
  UNAUTHENTICATED: 'Not logged in, please log in.',
  NEED_REAL_ACCOUNT: 'This needs a real account; trial accounts cannot do it.',
  PASSWORD_CHANGE_REQUIRED: 'Please change your password first.',
  FORBIDDEN: 'Not allowed.',
  BAD_USER_INPUT: 'Invalid input.',
  RATE_LIMITED: 'Too many requests, please try again later.',
  MAINTENANCE: 'The site is under maintenance.',
  REGION_BLOCKED: 'Access from your region is restricted.',
  UPSTREAM_UNAVAILABLE: 'The service is temporarily unavailable, please retry.',
  INTERNAL: 'System error.',
};

export function gatewayError(code: GatewayErrorCode, message: string = PUBLIC_MESSAGES[code]): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
