import { describe, expect, it } from 'vitest';
import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { createApolloClient } from '../client';
import { ROUTE_DATA_ELEMENT_ID, takeRouteData } from '../route-data-link';

// Parsed, not a graphql() document: codegen must not take a test's made-up operation into the manifest.
const Banners: TypedDocumentNode<{ banners: { id: string }[] }, { group: string; first?: number }> = parse(`
  query Banners($group: String!, $first: Int! = 3) {
    banners(group: $group, first: $first) {
      id
    }
  }
`);

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${json}</script>`;
  return doc;
}

const answer = { data: { banners: [{ __typename: 'Banner', id: 'from-html' }] } };
const routeData = { operationName: 'Banners', variables: { first: 3, group: 'HOME' }, locale: 'vi', result: answer };

/** A client whose network answers "from-network" and counts what it was asked. */
function clientWith(data: ReturnType<typeof takeRouteData>, locale = 'vi') {
  const asked: string[] = [];
  const network = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return of({ data: { banners: [{ __typename: 'Banner', id: 'from-network' }] } });
  });
  const client = createApolloClient({ getLocale: () => locale, terminatingLink: network, routeData: data });
  return { client, asked };
}

describe('the route answer that came in the HTML', () => {
  it('is read once from the page, and an unreadable one is none', () => {
    const doc = pageWith(JSON.stringify(routeData));
    expect(takeRouteData(doc)).toEqual(routeData);
    expect(takeRouteData(doc)).toBeUndefined();
    expect(takeRouteData(pageWith('{"operationName":'))).toBeUndefined();
    expect(takeRouteData(pageWith('{"operationName":"Banners"}'))).toBeUndefined();
  });

  it('answers the first operation when it is the same one, then steps aside', async () => {
    const { client, asked } = clientWith(routeData);
    const first = await client.query({ query: Banners, variables: { group: 'HOME' }, fetchPolicy: 'network-only' });
    expect(first.data).toEqual(answer.data);
    expect(asked).toEqual([]);
    const second = await client.query({ query: Banners, variables: { group: 'HOME' }, fetchPolicy: 'network-only' });
    expect(second.data?.banners[0]?.id).toBe('from-network');
    expect(asked).toEqual(['Banners']);
  });

  it('is not used for other variables, another language, or when another operation came first', async () => {
    const otherVariables = clientWith(routeData);
    await otherVariables.client.query({ query: Banners, variables: { group: 'LOBBY' } });
    expect(otherVariables.asked).toEqual(['Banners']);

    const otherLanguage = clientWith(routeData, 'en');
    const english = await otherLanguage.client.query({ query: Banners, variables: { group: 'HOME' } });
    expect(english.data?.banners[0]?.id).toBe('from-network');

    const late = clientWith({ ...routeData, operationName: 'Other' });
    await late.client.query({ query: Banners, variables: { group: 'HOME' } });
    expect(late.asked).toEqual(['Banners']);
  });
});
