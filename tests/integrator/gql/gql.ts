/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query IntegratorGames($category: GameCategory!, $first: Int!, $after: String) {\n  games(category: $category, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        name\n        vendorCode\n      }\n    }\n  }\n}": typeof types.IntegratorGamesDocument,
    "query IntegratorLobby {\n  site {\n    currency {\n      code\n      symbol\n    }\n  }\n  gameLanes {\n    category\n    vendors {\n      code\n      name\n      maintenance\n    }\n  }\n}": typeof types.IntegratorLobbyDocument,
    "mutation IntegratorLogin($input: LoginInput!) {\n  login(input: $input) {\n    captchaRequired\n    userErrors {\n      field\n      code\n      message\n    }\n    viewer {\n      member {\n        id\n        nickname\n        accountType\n      }\n    }\n  }\n}": typeof types.IntegratorLoginDocument,
    "query IntegratorWallet {\n  viewer {\n    member {\n      nickname\n    }\n    wallet {\n      sumBalance\n      mainBalance\n      currency\n    }\n  }\n}": typeof types.IntegratorWalletDocument,
};
const documents: Documents = {
    "query IntegratorGames($category: GameCategory!, $first: Int!, $after: String) {\n  games(category: $category, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        name\n        vendorCode\n      }\n    }\n  }\n}": types.IntegratorGamesDocument,
    "query IntegratorLobby {\n  site {\n    currency {\n      code\n      symbol\n    }\n  }\n  gameLanes {\n    category\n    vendors {\n      code\n      name\n      maintenance\n    }\n  }\n}": types.IntegratorLobbyDocument,
    "mutation IntegratorLogin($input: LoginInput!) {\n  login(input: $input) {\n    captchaRequired\n    userErrors {\n      field\n      code\n      message\n    }\n    viewer {\n      member {\n        id\n        nickname\n        accountType\n      }\n    }\n  }\n}": types.IntegratorLoginDocument,
    "query IntegratorWallet {\n  viewer {\n    member {\n      nickname\n    }\n    wallet {\n      sumBalance\n      mainBalance\n      currency\n    }\n  }\n}": types.IntegratorWalletDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IntegratorGames($category: GameCategory!, $first: Int!, $after: String) {\n  games(category: $category, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        name\n        vendorCode\n      }\n    }\n  }\n}"): (typeof documents)["query IntegratorGames($category: GameCategory!, $first: Int!, $after: String) {\n  games(category: $category, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        name\n        vendorCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IntegratorLobby {\n  site {\n    currency {\n      code\n      symbol\n    }\n  }\n  gameLanes {\n    category\n    vendors {\n      code\n      name\n      maintenance\n    }\n  }\n}"): (typeof documents)["query IntegratorLobby {\n  site {\n    currency {\n      code\n      symbol\n    }\n  }\n  gameLanes {\n    category\n    vendors {\n      code\n      name\n      maintenance\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IntegratorLogin($input: LoginInput!) {\n  login(input: $input) {\n    captchaRequired\n    userErrors {\n      field\n      code\n      message\n    }\n    viewer {\n      member {\n        id\n        nickname\n        accountType\n      }\n    }\n  }\n}"): (typeof documents)["mutation IntegratorLogin($input: LoginInput!) {\n  login(input: $input) {\n    captchaRequired\n    userErrors {\n      field\n      code\n      message\n    }\n    viewer {\n      member {\n        id\n        nickname\n        accountType\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IntegratorWallet {\n  viewer {\n    member {\n      nickname\n    }\n    wallet {\n      sumBalance\n      mainBalance\n      currency\n    }\n  }\n}"): (typeof documents)["query IntegratorWallet {\n  viewer {\n    member {\n      nickname\n    }\n    wallet {\n      sumBalance\n      mainBalance\n      currency\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;