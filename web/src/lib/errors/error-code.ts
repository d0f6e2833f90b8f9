import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode as ErrorCodes } from '../../gql/schema-enums';

// extensions.code values the gateway sends: the schema's ErrorCode enum is the one list. Every table keyed by a
// code (messages, the app's overlays) is a Record over it, so a code the schema adds fails typecheck until each has it.
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const errorCodes: readonly ErrorCode[] = Object.values(ErrorCodes);

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code);
}

/** The gateway's error code, when the error carries one we know. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find(isErrorCode);
}
