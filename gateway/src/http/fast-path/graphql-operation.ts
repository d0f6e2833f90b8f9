import type { DocumentNode } from 'graphql';

/** One GraphQL request's operation as the fast path reads it from a JSON body. */
export interface GraphqlOperation {
  hash: string;
  query: string;
  /** The parsed query where it is already at hand, its locations those of the client's own text. */
  document?: DocumentNode;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}
