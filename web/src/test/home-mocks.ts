import type { MockLink } from '@apollo/client/testing';
import { HomeMemberDocument, HomeRouteDocument } from '../gql/graphql';

/**
 * The home page's two requests over one made-up answer: its public part (HomeRoute, with these variables) and its
 * member part (HomeMember: the shell, the hearts). Each takes from the answer the fields it selects.
 */
export function homeMocks(variables: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse[] {
  return [
    { request: { query: HomeRouteDocument, variables }, result },
    { request: { query: HomeMemberDocument }, result },
  ];
}
