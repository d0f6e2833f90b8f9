import { describe, expect, it } from 'vitest';
import { clientKey } from '../client-key.js';
import { createThrottles, FEEDBACK_PER_IP, type Throttles } from '../create-throttles.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const settings = {
  loginPerIpPerMinute: 3,
  loginFailuresPerUsernamePerMinute: 3,
  smsIntervalSeconds: 60,
  captchaIntervalSeconds: 60,
  freePlayPerIp: 2,
  passwordResetsPerIp: 2,
  passwordResetsPerAccount: 2,
  wrongOldPasswordsPerAccount: 2,
  wrongPaymentPasswordsPerAccount: 2,
};

/** Every throttle that counts a client address, with the attempts it allows in its window. */
const PER_CLIENT: [keyof Throttles & string, number][] = [
  ['loginPerIp', settings.loginPerIpPerMinute],
  ['freePlayPerIp', settings.freePlayPerIp],
  ['smsPerClient', 1],
  ['captchaPerClient', 1],
  ['passwordResetPerIp', settings.passwordResetsPerIp],
  ['feedbackPerIp', FEEDBACK_PER_IP],
];

/** A new address in 2001:db8:aa:bb::/64 on each call, as a client rotating through its prefix does. */
function rotating(): () => string {
  let host = 0;
  return () => {
    host += 1;
    return `2001:db8:aa:bb:${((host * 7919) % 0x10000).toString(16)}:${host.toString(16)}:beef:${(host * 31).toString(16)}`;
  };
}

describe('a client address as its throttle key', () => {
  it('is the IPv4 address itself, an IPv4-mapped IPv6 address as that IPv4 address, and an IPv6 address as its /64', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:DB8:AA:BB::ffff')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('makes addresses rotating in one /64 share one budget in every per-client throttle; another /64 has its own', async () => {
    const throttles = createThrottles({ settings, namespace: 'client-key', logger: silentLogger() });
    try {
      for (const [name, allowed] of PER_CLIENT) {
        const throttle = throttles[name] as Throttles['loginPerIp'];
        const next = rotating();
        for (let i = 0; i < allowed; i++) expect(await throttle.take(next()), `${name} attempt ${i + 1}`).toEqual({ allowed: true });
        expect((await throttle.take(next())).allowed, `${name} past its budget from a new address of the same /64`).toBe(false);
        expect(await throttle.take('2001:db8:aa:bc::1'), `${name} from the next /64`).toEqual({ allowed: true });
      }
    } finally {
      await throttles.close();
    }
  });

  it('makes an IPv4-mapped address and its IPv4 address share one budget in every per-client throttle', async () => {
    const throttles = createThrottles({ settings, namespace: 'client-key', logger: silentLogger() });
    try {
      for (const [name, allowed] of PER_CLIENT) {
        const throttle = throttles[name] as Throttles['loginPerIp'];
        for (let i = 0; i < allowed; i++) expect(await throttle.take(i % 2 === 0 ? '::ffff:203.0.113.5' : '203.0.113.5')).toEqual({ allowed: true });
        expect((await throttle.take('203.0.113.5')).allowed, name).toBe(false);
        expect((await throttle.take('::ffff:203.0.113.5')).allowed, name).toBe(false);
        expect(await throttle.take('203.0.113.6'), name).toEqual({ allowed: true });
      }
    } finally {
      await throttles.close();
    }
  });
});
