import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import { errorCode } from '../testing/graphql-replies.js';

/**
 * A document the client got wrong answers 400 with a GraphQL error naming why (GraphQL over HTTP), never a 500;
 * stack.gql accepts application/graphql-response+json as the web does. A legacy application/json client gets 200.
 */
describe('a malformed or oversized document', () => {
  const stack = useGatewayStack();

  it.each([
    ['a syntax error', 'query { site { status ', /^Syntax Error: Expected Name/],
    ['more than 2000 tokens', `query { ${'site { status } '.repeat(600)}}`, /2000 tokens/],
  ])('answers 400 GRAPHQL_PARSE_FAILED for %s', async (_name, query, message) => {
    const reply = await stack.gql(query);
    expect(reply.status).toBe(400);
    expect(reply.body.data).toBeUndefined();
    expect(errorCode(reply)).toBe('GRAPHQL_PARSE_FAILED');
    expect(reply.body.errors?.[0]?.message).toMatch(message);
  });

  it('answers 400 GRAPHQL_VALIDATION_FAILED for an unknown field', async () => {
    const reply = await stack.gql('query { site { status noSuchField } }');
    expect(reply.status).toBe(400);
    expect(errorCode(reply)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(reply.body.errors?.[0]?.message).toContain('noSuchField');
  });

  it.each([
    ['deeper than 12', `query { site { ${'... on Site { '.repeat(13)}status${' }'.repeat(13)} } }`, /depth limit of 12 exceeded/],
    ['more than 15 aliases', `query { ${Array.from({ length: 16 }, (_, i) => `a${i}: site { status }`).join(' ')} }`, /Aliases limit of 15 exceeded/],
    ['more than 20 directives', `query { site { ${'status @include(if: true) '.repeat(21)}} }`, /Directives limit of 20 exceeded/],
    ['costlier than 10000', 'query { notices(first: 2000) { edges { node { id title content } } } }', /Cost limit of 10000 exceeded/],
  ])('answers 400 with a validation error when %s', async (_name, query, message) => {
    const reply = await stack.gql(query);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveLength(1);
    expect(reply.body.errors?.[0]?.message).toMatch(message);
    expect(errorCode(reply)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a legacy application/json client 200 with the same errors, and a malformed request 400', async () => {
    const post = (payload: unknown, accept: string) =>
      stack.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept }, payload: JSON.stringify(payload) });
    const legacy = await post({ query: 'query { site { status noSuchField } }' }, 'application/json');
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['content-type']).toMatch(/^application\/json/);
    expect(legacy.json()).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    expect(legacy.json()).not.toHaveProperty('data');
    // Extensions that are not a map, or no document at all: the HTTP request itself is wrong.
    for (const payload of [{ query: '{ __typename }', extensions: 'x' }, { query: '{ __typename }', extensions: [1] }, { variables: {} }]) {
      const malformed = await post(payload, 'application/json');
      expect(malformed.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
