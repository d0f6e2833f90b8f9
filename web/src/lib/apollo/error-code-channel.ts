import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { errorCode, type ErrorCode } from '../errors/error-code';

export interface PublishedErrorCode {
  code: ErrorCode;
  /** The operation that failed, so listeners can ignore codes that are expected there (logout when expired). */
  operationName: string | undefined;
}

type Listener = (event: PublishedErrorCode) => void;

/**
 * Error codes that concern the whole app rather than the form that sent the operation (a trial account
 * attempting a guarded call, a session that expired). The app layer subscribes and opens the right dialog.
 */
export interface ErrorCodeChannel {
  publish: (event: PublishedErrorCode) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createErrorCodeChannel(): ErrorCodeChannel {
  const listeners = new Set<Listener>();
  return {
    publish: (event) => listeners.forEach((listener) => listener(event)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's channel; the Apollo client publishes to it and the app layer listens. */
export const graphQLErrorCodes = createErrorCodeChannel();

/** Publishes the code of every GraphQL error that passes; the error itself still reaches its caller. */
export function errorCodeLink(channel: ErrorCodeChannel): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const code = errorCode(error);
    if (code) channel.publish({ code, operationName: operation.operationName });
  });
}
