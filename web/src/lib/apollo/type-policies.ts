import type { PossibleTypesMap, TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

// Implementations of interface Node; a test checks this list against the schema.
export const possibleTypes: PossibleTypesMap = {
  Node: ['Member', 'Wallet', 'Notice'],
};

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      notices: relayStylePagination(),
    },
  },
  // The logged-in viewer has no id but there is only ever one: a singleton entity ("Viewer:{}") lets
  // components read it with useFragment and lets logout evict it.
  Viewer: { keyFields: [] },
  // Site has no id either; merging keeps fields selected by different routes.
  Site: { merge: true },
  FeatureSwitches: { merge: true },
};
