import { describe, expect, it } from 'vitest';
import { useGatewayStack, withGatewayStack } from '../../../testing/use-gateway-stack.js';

describe('GraphiQL', () => {
  const stack = useGatewayStack({ env: { GRAPHIQL: 'true' } });

  it('is a page whose every asset is served by the gateway itself', async () => {
    const page = await stack.app.inject('/graphiql');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBe(5);
    for (const source of sources) {
      expect(source).toMatch(/^\/graphiql\/assets\//);
      const asset = await stack.app.inject(source);
      expect(asset.statusCode, source).toBe(200);
      expect(asset.rawPayload.length, source).toBeGreaterThan(100);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    expect((await stack.app.inject('/graphiql/assets/..%2Fpackage.json')).statusCode).toBe(404);
    for (const name of ['constructor', '__proto__', 'toString']) expect((await stack.app.inject(`/graphiql/assets/${name}`)).statusCode, name).toBe(404);
  });

  it('is off when GRAPHIQL is false', async () => {
    await withGatewayStack({ env: { GRAPHIQL: 'false' } }, async (off) => {
      expect((await off.app.inject('/graphiql')).statusCode).toBe(404);
    });
  });
});
