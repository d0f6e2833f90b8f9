import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';

describe('lobby configuration', () => {
  it('defaults the vendor lists and both origin lists to the platform', () => {
    const config = loadConfig({ NODE_ENV: 'test', UPSTREAM_URL: 'https://api.merchant.example/base' });
    expect(config.lobby).toEqual({
      esportsVendors: ['IMES', 'TF', 'IA'],
      cockfightVendors: ['WS168', 'SV3', 'DS88'],
      gameOrigins: ['https://api.merchant.example'],
      mediaOrigins: ['https://api.merchant.example'],
      trialGameLaunch: false,
    });
  });

  it('reads lists, keeps only origins, and refuses what is not one', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ESPORTS_VENDORS: ' imes , tf ',
      GAME_ORIGINS: 'https://games.example/play, https://cdn2.example:8443',
      MEDIA_ORIGINS: 'https://img.example',
    });
    expect(config.lobby.esportsVendors).toEqual(['IMES', 'TF']);
    expect(config.lobby.gameOrigins).toEqual(['https://games.example', 'https://cdn2.example:8443']);
    expect(() => loadConfig({ NODE_ENV: 'test', GAME_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_ORIGINS: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', COCKFIGHT_VENDORS: 'WS168,S V3' })).toThrow(ConfigError);
  });

  it('lets trial accounts launch games only when the merchant turns it on', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRIAL_GAME_LAUNCH: 'on' }).lobby.trialGameLaunch).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRIAL_GAME_LAUNCH: 'false' }).lobby.trialGameLaunch).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', TRIAL_GAME_LAUNCH: 'demo' })).toThrow(/TRIAL_GAME_LAUNCH/);
  });
});

describe('content security policy for games and pictures', () => {
  const stack = useGatewayStack({ env: { GAME_ORIGINS: 'https://games.example', MEDIA_ORIGINS: 'https://img.example' } });

  it('lets the game frame load GAME_ORIGINS and images load MEDIA_ORIGINS', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/games\.example(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/img\.example(;|$)/);
  });
});
