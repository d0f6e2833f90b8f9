import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../app.js';
import type { SandboxApp } from '../../../app.js';
import { SEED_PASSWORD } from '../../../core/accounts.js';

/** Trial accounts (type 4) come from free play; here one is added to the store directly. */
let sandbox: SandboxApp;
let trialToken: string;

beforeAll(() => {
  sandbox = createSandboxApp();
  const template = sandbox.store.accountByName('player02');
  if (template === undefined) throw new Error('player02 is seeded');
  sandbox.store.data.accounts.push({ ...structuredClone(template), id: 400001, account: 'trial01', password: SEED_PASSWORD, type: 4 });
  trialToken = sandbox.store.sessions.open(400001).token;
});
afterAll(() => sandbox.app.close());

async function get(path: string, moduleId: string) {
  const reply = await sandbox.app.inject({
    method: 'GET',
    url: path,
    headers: { Merchant: 'SAOLA', ModuleId: moduleId, Language: 'EN', Authorization: trialToken, Host: 'sandbox.test' },
  });
  return { status: reply.statusCode, body: reply.json<{ success: boolean; errorCode?: string; value: Record<string, unknown> }>() };
}

describe('trial accounts', () => {
  it('read the lists but may not keep favourites or recent games', async () => {
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=RNG', 'GAMELO3')).body.success).toBe(true);
    expect((await get('/wps/relay/GCSGAME_gameVendor', 'GAMELO3')).body.success).toBe(true);
    for (const [path, moduleId] of [
      ['/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3'],
      ['/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3'],
      ['/wps/relay/GCS_recentGame', 'GAMELOREC3'],
    ] as const) {
      const reply = await get(path, moduleId);
      expect(reply.status, path).toBe(403);
      expect(reply.body.errorCode).toBe('TRIAL_ACCOUNT_RESTRICTED');
    }
  });

  it('launch only free play of games that support it', async () => {
    const games = sandbox.store.data.games.games.filter((game) => game.gameType === 'RNG' && !game.maintenance && game.vassalage === 'PG');
    const trialGame = games.find((game) => game.supportTrail);
    const realOnly = games.find((game) => !game.supportTrail);
    const real = await get(`/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${trialGame?.nodeId}`, 'GAMELO3');
    expect(real).toMatchObject({ status: 403, body: { errorCode: 'TRIAL_ACCOUNT_RESTRICTED' } });
    const free = await get(`/wps/game/launchGame?launchMode=GLS&accountType=0&nodeId=${trialGame?.nodeId}`, 'GAMELO3');
    expect(free.status).toBe(200);
    expect(String((free.body.value.content as { game_url: string }).game_url)).toMatch(/^http:\/\/sandbox\.test\/__sandbox\/demo\/slot\?ticket=/);
    const noTrial = await get(`/wps/game/launchGame?launchMode=GLS&accountType=0&nodeId=${realOnly?.nodeId}`, 'GAMELO3');
    expect(noTrial.body.errorCode).toBe('TRIAL_NOT_SUPPORTED');
    const lottery = await get('/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT', 'GAMELO3');
    expect(lottery.body.errorCode).toBe('TRIAL_ACCOUNT_RESTRICTED');
    // A trial launch leaves no recent-games trace.
    expect(sandbox.store.data.games.recent[400001]).toBeUndefined();
  });

  it('see FB sports as a guest', async () => {
    const reply = await get('/wps/relay/GCS_gameLaunchFB', 'GAMELO3');
    expect(reply.body.value.content).toMatchObject({ guest: true });
  });
});
