import { describe, expect, it } from 'vitest';
import { LOGIN, NOTICES } from '../testing/gateway-stack.js';
import { useGatewayStack } from '../testing/use-gateway-stack.js';

/** Addresses of one /64, a new one each time: what an IPv6 client rotating its address sends from. */
const inOnePrefix = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}:${(((i + 1) * 4099) % 0x10000).toString(16)}:${i + 1}:beef:${i + 7}`);

const loginCodes = (reply: { body: { data?: { login?: { userErrors: { code: string }[] } } | null } }) =>
  reply.body.data?.login?.userErrors.map((error) => error.code);

describe('a client rotating its address (attack: escape per-client limits by changing address)', () => {
  describe('login attempts per client', () => {
    const stack = useGatewayStack({ env: { LOGIN_LIMIT_PER_IP: '3', LOGIN_LIMIT_PER_USERNAME: '1000', RATE_LIMIT_PER_MINUTE: '1000' } }, { reset: true });
    const login = (ip: string) => stack.gql(LOGIN, { input: { username: 'player01', password: 'secret88' } }, { ip });

    it('counts every address of one IPv6 /64 as one client; another /64 is another client', async () => {
      const [first, second, third, fourth] = inOnePrefix('2001:db8:1:2', 4);
      for (const ip of [first!, second!, third!]) expect(loginCodes(await login(ip))).toEqual([]);
      expect(loginCodes(await login(fourth!))).toEqual(['RATE_LIMITED']);
      expect(loginCodes(await login('2001:db8:1:3::1'))).toEqual([]);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
      for (const ip of ['::ffff:198.51.100.9', '198.51.100.9', '::ffff:198.51.100.9']) expect(loginCodes(await login(ip))).toEqual([]);
      expect(loginCodes(await login('198.51.100.9'))).toEqual(['RATE_LIMITED']);
    });
  });

  describe('the request budget', () => {
    const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '4' } });
    const read = (ip: string) => stack.gql(NOTICES, { first: 1 }, { ip });

    it('is one budget for every address of one /64, and for an IPv4 address and its mapped form', async () => {
      for (const ip of inOnePrefix('2001:db8:5:6', 4)) expect((await read(ip)).status).toBe(200);
      expect((await read('2001:db8:5:6::abcd')).status).toBe(429);
      expect((await read('2001:db8:5:7::abcd')).status).toBe(200);

      for (const ip of ['198.51.100.20', '::ffff:198.51.100.20', '198.51.100.20', '::ffff:198.51.100.20']) expect((await read(ip)).status).toBe(200);
      expect((await read('198.51.100.20')).status).toBe(429);
    });
  });
});
