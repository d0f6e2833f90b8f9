/* eslint-disable */
import * as types from './graphql';
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
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": typeof types.AppShell_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": typeof types.NotFoundRouteDocument,
    "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n": typeof types.BalanceDisplay_WalletFragmentDoc,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n": typeof types.HeaderAccount_ViewerFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment UseLogin_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": typeof types.UseLogin_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": typeof types.AnnouncementMarquee_NoticesFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": types.AppShell_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": types.NotFoundRouteDocument,
    "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n": types.BalanceDisplay_WalletFragmentDoc,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n": types.HeaderAccount_ViewerFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment UseLogin_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": types.UseLogin_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": types.AnnouncementMarquee_NoticesFragmentDoc,
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
export function graphql(source: "\n  fragment AppShell_query on Query {\n    site {\n      status\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment AppShell_query on Query {\n    site {\n      status\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n"): (typeof documents)["\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n"): (typeof documents)["\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseLogin_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment UseLogin_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;