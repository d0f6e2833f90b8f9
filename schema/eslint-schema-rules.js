// The schema's lint rules (graphql-eslint's schema rules), run by `pnpm run lint` over schema/**/*.graphql.
// Every rule of the recommended set is on unless listed as off below, each with the reason.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const recommended = graphqlPlugin.configs['flat/schema-recommended'].rules;
const [namingLevel, naming] = recommended['@graphql-eslint/naming-convention'];

/** Every kind of schema element an integrator meets in GraphiQL needs a description (issue 36). */
const describeEverything = {
  types: true,
  rootField: true,
  FieldDefinition: true,
  InputValueDefinition: true,
  EnumValueDefinition: true,
  DirectiveDefinition: true,
  ScalarTypeDefinition: true,
};

export const schemaLintConfigs = [
  {
    files: ['schema/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      // The whole SDL, so the rules that need the schema (unreachable types, relay shapes) see every module's parts.
      parserOptions: { graphQLConfig: { schema: 'schema/**/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...recommended,
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      '@graphql-eslint/require-description': ['error', describeEverything],
      // As recommended, but an object type may end in "Type" where that is the domain's word: VendorGameType is a
      // vendor's game type (a tab of its list), not a "type" suffix.
      '@graphql-eslint/naming-convention': [namingLevel, { ...naming, 'ObjectTypeDefinition,ObjectTypeExtension': { forbiddenPrefixes: ['Type'] } }],
      // Lists page forwards only (first/after): the platform pages by page number, so `last`/`before` would cost a
      // count call for nothing any client asks.
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // Our edges' nodes are not all Nodes: rows of reports and ledger lines have no identity to refetch.
      '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
      '@graphql-eslint/require-deprecation-reason': 'error',
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'error',
      // Off: one-line descriptions are "…" and longer ones """…""" (the SDL's own convention); the rule wants one.
      '@graphql-eslint/description-style': 'off',
      // Off: only entities have ids (the Node types); payloads, connections, rows and settings are values of their
      // parent and would get made-up ids.
      '@graphql-eslint/strict-id-in-types': 'off',
      // Off: some fields keep the platform's own names, which say more than the bare word would: Game.gameCode is
      // the vendor's game code (beside LotteryGame.gameCode), Contract.contractNo the platform's contract number.
      '@graphql-eslint/no-typename-prefix': 'off',
      // Off: ErrorCode types `errors[].extensions.code`, which GraphQL cannot type, so no field returns it; the gateway
      // and web generate their lists of codes from it. Every other type is reachable (checked by the coverage test's
      // schema walk as well).
      '@graphql-eslint/no-unreachable-types': 'off',
    },
  },
];
