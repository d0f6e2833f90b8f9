import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../testing/public-reads.js';
import { persistedRouteQueries } from '../../../testing/route-query-urls.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

// Issue 33: a public page is one stored answer for every visitor, so its route query must not depend on who asks
// (the viewer, the site's status for this visitor's region): those are the page's member part, asked apart.
describe("the pages' route queries are public reads", () => {
  const stack = useGatewayStack();

  it.each(persistedRouteQueries())('$path: $operationName is one shared answer, whoever asks from wherever', async ({ url }) => {
    const first = await stack.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.41', headers: CLIENT_HEADERS });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('"errors"');
    expect(first.headers['cache-control']).toMatch(/^public, /);
    expect(first.headers['set-cookie']).toBeUndefined();
    const other = await stack.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers: CLIENT_HEADERS });
    expect(other.headers['cache-control']).toMatch(/^public, /);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.body).toBe(first.body);
  });
});
