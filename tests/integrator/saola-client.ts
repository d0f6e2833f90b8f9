import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLClient } from 'graphql-request';
import { fetchWithCookies } from './cookie-jar.js';
import { IntegratorGamesDocument, IntegratorLoginDocument, type GameCategory, type IntegratorGamesQuery } from './gql/graphql.js';

export interface SaolaClientOptions {
  /** The gateway's GraphQL endpoint, e.g. https://site.example/graphql. */
  endpoint: string;
  /** An integrator key (x-api-key): needed only where the site accepts persisted operations only. */
  apiKey?: string;
}

type GamesPage = IntegratorGamesQuery['games'];

/**
 * A typed client of the Saola gateway for a server: graphql-request with the documents codegen types
 * (tests/integrator/gql), and a cookie jar holding the member's session between requests.
 */
export class SaolaClient {
  private readonly client: GraphQLClient;

  constructor(options: SaolaClientOptions) {
    this.client = new GraphQLClient(options.endpoint, {
      fetch: fetchWithCookies(),
      headers: options.apiKey === undefined ? {} : { 'x-api-key': options.apiKey },
    });
  }

  /** Any typed operation: the variables and the answer are checked against the document's types. */
  request<TResult, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables): Promise<TResult> {
    // graphql-request's overloads cannot tell an optional variables object from a required one: spelled out.
    return this.client.request<TResult>({ document, ...(variables === undefined ? {} : { variables }) } as Parameters<GraphQLClient['request']>[0]);
  }

  /**
   * Logs in; the session cookie stays in the jar. A wrong password or a captcha demand is not a GraphQL error
   * but a `userErrors` entry (or `captchaRequired`): turned into an exception naming its code.
   */
  async login(username: string, password: string) {
    const { login } = await this.request(IntegratorLoginDocument, { input: { username, password } });
    const refusal = login.userErrors[0];
    if (refusal !== undefined) throw new Error(`login refused: ${refusal.code}`);
    if (login.captchaRequired) throw new Error('login refused: a captcha is required');
    if (login.viewer === null || login.viewer === undefined) throw new Error('login answered no viewer');
    return login.viewer.member;
  }

  /** Every page of a category's games, `pageSize` at a time, following pageInfo.endCursor. */
  async *gamePages(category: GameCategory, pageSize: number): AsyncGenerator<GamesPage> {
    let after: string | null = null;
    for (;;) {
      const { games }: IntegratorGamesQuery = await this.request(IntegratorGamesDocument, { category, first: pageSize, after });
      yield games;
      if (!games.pageInfo.hasNextPage || games.pageInfo.endCursor == null) return;
      after = games.pageInfo.endCursor;
    }
  }
}
