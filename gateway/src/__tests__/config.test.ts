import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, upstreamUrl: 'http://127.0.0.1:4010', merchantCode: 'SAOLA', redis: undefined, graphiql: true, cookieSecure: false });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('has the spec throttles by default and reads overrides', () => {
    expect(loadConfig({}).throttle).toEqual({
      loginPerIpPerMinute: 20,
      loginFailuresPerUsernamePerMinute: 10,
      smsIntervalSeconds: 1,
      captchaIntervalSeconds: 1,
      freePlayPerIp: 5,
      passwordResetsPerIp: 5,
      passwordResetsPerAccount: 3,
      wrongOldPasswordsPerAccount: 5,
      wrongPaymentPasswordsPerAccount: 5,
    });
    expect(loadConfig({}).navigationGuard).toBe(false);
    const config = loadConfig({ LOGIN_LIMIT_PER_IP: '5', SMS_SEND_INTERVAL_SECONDS: '30', NAVIGATION_GUARD: 'on' });
    expect(config.throttle).toMatchObject({ loginPerIpPerMinute: 5, smsIntervalSeconds: 30 });
    expect(config.navigationGuard).toBe(true);
    expect(() => loadConfig({ CAPTCHA_INTERVAL_SECONDS: '0' })).toThrow(/CAPTCHA_INTERVAL_SECONDS/);
    const budgets = loadConfig({
      FREE_PLAY_LIMIT_PER_IP: '2',
      PASSWORD_RESET_LIMIT_PER_IP: '4',
      PASSWORD_RESET_LIMIT_PER_ACCOUNT: '1',
      PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: '7',
      WITHDRAW_PASSWORD_LIMIT_PER_ACCOUNT: '3',
    }).throttle;
    expect(budgets).toMatchObject({ freePlayPerIp: 2, passwordResetsPerIp: 4, passwordResetsPerAccount: 1, wrongOldPasswordsPerAccount: 7, wrongPaymentPasswordsPerAccount: 3 });
    for (const name of ['FREE_PLAY_LIMIT_PER_IP', 'PASSWORD_RESET_LIMIT_PER_IP', 'PASSWORD_RESET_LIMIT_PER_ACCOUNT', 'PASSWORD_CHANGE_LIMIT_PER_ACCOUNT', 'WITHDRAW_PASSWORD_LIMIT_PER_ACCOUNT']) {
      expect(() => loadConfig({ [name]: '0' }), name).toThrow(new RegExp(name));
    }
  });

  it('lists every bad value with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', UPSTREAM_URL: 'ftp://x', REDIS_URL: 'nope', SESSION_SECRET: 'short', GRAPHIQL: 'maybe', LOG_LEVEL: 'loud', MERCHANT_CODE: 'a b' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'UPSTREAM_URL', 'REDIS_URL', 'SESSION_SECRET', 'GRAPHIQL', 'LOG_LEVEL', 'MERCHANT_CODE']) {
      expect(problems).toContain(name);
    }
  });

  it('demands a session secret in production and secures cookies there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ cookieSecure: true, graphiql: false });
  });

  it('renders public pages on the server in production, and elsewhere only when asked', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).serverRender).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secret, SERVER_RENDER: 'false' }).serverRender).toBe(false);
    expect(loadConfig({}).serverRender).toBe(false);
    expect(loadConfig({ SERVER_RENDER: 'true' }).serverRender).toBe(true);
  });

  it('reads the CDN purge settings: tokens of 24 characters or more, a webhook URL only with its token', () => {
    expect(loadConfig({}).cdn).toEqual({ purgeToken: undefined, webhookUrl: undefined, webhookToken: undefined });
    const token = 't'.repeat(24);
    expect(loadConfig({ CDN_PURGE_TOKEN: token, CDN_PURGE_WEBHOOK_URL: 'http://127.0.0.1:9/purge', CDN_PURGE_WEBHOOK_TOKEN: token }).cdn).toEqual({
      purgeToken: token,
      webhookUrl: 'http://127.0.0.1:9/purge',
      webhookToken: token,
    });
    expect(() => loadConfig({ CDN_PURGE_TOKEN: 'short' })).toThrow(/CDN_PURGE_TOKEN must be at least 24/);
    expect(() => loadConfig({ CDN_PURGE_WEBHOOK_URL: 'https://cdn.example/purge' })).toThrow(/CDN_PURGE_WEBHOOK_TOKEN .* is required/);
    expect(() => loadConfig({ CDN_PURGE_WEBHOOK_TOKEN: token })).toThrow(/without CDN_PURGE_WEBHOOK_URL/);
    expect(() => loadConfig({ CDN_PURGE_WEBHOOK_URL: 'ftp://cdn.example', CDN_PURGE_WEBHOOK_TOKEN: token })).toThrow(/CDN_PURGE_WEBHOOK_URL must use/);
    // Tags leave the gateway with a bearer token: in production only over TLS.
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), CDN_PURGE_WEBHOOK_URL: 'http://cdn.example/purge', CDN_PURGE_WEBHOOK_TOKEN: token })).toThrow(
      /CDN_PURGE_WEBHOOK_URL must use https:/,
    );
  });

  it('reads one Redis mode: a URL, Sentinel or Cluster', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({ mode: 'single', url: 'redis://127.0.0.1:6379/2' });
    expect(loadConfig({ REDIS_SENTINELS: '127.0.0.1:26379, sentinel-2:26380', REDIS_SENTINEL_NAME: 'saola' }).redis).toEqual({
      mode: 'sentinel',
      sentinels: [{ host: '127.0.0.1', port: 26379 }, { host: 'sentinel-2', port: 26380 }],
      name: 'saola',
    });
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,[::1]:7001' }).redis).toEqual({
      mode: 'cluster',
      nodes: [{ host: '10.0.0.1', port: 7000 }, { host: '::1', port: 7001 }],
    });
    expect(loadConfig({ DRAIN_DELAY_MS: '3000' }).drainDelayMs).toBe(3000);
  });

  it('refuses two Redis modes at once, a Sentinel without a name, bad node lists and braces in the namespace', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://r:6379', REDIS_CLUSTER_NODES: 'r:7000' })).toThrow(/only one of REDIS_URL/);
    expect(() => loadConfig({ REDIS_SENTINELS: 's:26379' })).toThrow(/REDIS_SENTINEL_NAME is required/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r:7000,nonsense' })).toThrow(/REDIS_CLUSTER_NODES must list host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r:70000' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() => loadConfig({ CACHE_NAMESPACE: 'a{b}' })).toThrow(/CACHE_NAMESPACE/);
  });
});
