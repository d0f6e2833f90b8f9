import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { GatewayStack } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

const METRICS_TOKEN = 'metrics-token-of-at-least-24-chars';

const scrape = async (stack: GatewayStack, remoteAddress: string, headers: Record<string, string> = {}) =>
  (await stack.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })).statusCode;

describe('/metrics behind a proxy on the same host (attack: read metrics through the public balancer)', () => {
  describe('with loopback allowed', () => {
    // 10.0.0.9 stands for a balancer that adds no forwarding header, named as a trusted proxy.
    const stack = useGatewayStack({ env: { METRICS_TOKEN, METRICS_ALLOW: '127.0.0.1,10.0.0.9', TRUST_PROXY: '10.0.0.9' } });

    it('opens to an allowed address that connects directly', async () => {
      expect(await scrape(stack, '127.0.0.1')).toBe(200);
    });

    it('refuses a request from loopback that came through a proxy, unless it brings the token', async () => {
      expect(await scrape(stack, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
      expect(await scrape(stack, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).toBe(404);
      expect(await scrape(stack, '127.0.0.1', { 'x-real-ip': '203.0.113.9' })).toBe(404);
      expect(await scrape(stack, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
      expect(await scrape(stack, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
    });

    it('refuses a trusted proxy that sent no forwarding header, unless it brings the token', async () => {
      expect(await scrape(stack, '10.0.0.9')).toBe(404);
      expect(await scrape(stack, '10.0.0.9', { authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
    });
  });

  describe('by default', () => {
    const stack = useGatewayStack({ env: { METRICS_ALLOW: '' } });

    it('opens to no address without the token, loopback included', async () => {
      expect(loadConfig({}).metrics.allow).toEqual([]);
      expect(await scrape(stack, '127.0.0.1')).toBe(404);
      expect(await scrape(stack, '::1')).toBe(404);
    });
  });
});
