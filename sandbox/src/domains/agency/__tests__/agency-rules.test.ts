import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../app.js';
import { PlatformError } from '../../../protocol/errors.js';
import { seedAgencyData } from '../agency-data.js';
import { seedAccounts } from '../../../core/accounts.js';
import type { Account } from '../../../core/accounts.js';
import { HOUR_MS, MINUTE_MS, SEED_EPOCH_MS } from '../../../core/epoch.js';
import { createSeedData } from '../../seed-data.js';
import { syncAgency } from '../agency-sync.js';
import type { SandboxStore } from '../../../core/store.js';
import { PlatformClient } from '../../../testing/platform-client.js';
import { checkProofImages, MAX_PROOF_IMAGE_BYTES } from '../proof-images.js';

function refusal(run: () => unknown): PlatformError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('agency seed', () => {
  it('is deterministic and covers only accounts in an agent tree', () => {
    const first = seedAgencyData(seedAccounts());
    expect(first).toEqual(seedAgencyData(seedAccounts()));
    const bettors = new Set(first.teamBets.map((bet) => bet.accountId));
    expect(bettors.has(100_003)).toBe(false); // vip01 has no upline and is not an agent
    expect(bettors.has(100_101)).toBe(true);
    expect(new Set(first.teamBets.map((bet) => bet.day)).size).toBe(30);
    expect(first.withdrawalConfirmations.filter((withdrawal) => withdrawal.status === 'AWAITING').map((withdrawal) => withdrawal.accountId)).toEqual([
      100_001, 100_001, 200_001, 200_001,
    ]);
    expect(new Set(first.contracts.map((contract) => contract.status))).toEqual(new Set(['ACTIVE', 'PENDING', 'REJECTED']));
  });
});

describe('agency clock', () => {
  function freshStore(): SandboxStore {
    return createSandboxApp().store;
  }

  it('re-dates the clock-driven seed to the first agency call, once', () => {
    const store = freshStore();
    const now = SEED_EPOCH_MS + 400 * 24 * HOUR_MS + 7 * MINUTE_MS;
    store.clock.pin(now);
    syncAgency(store);
    const agency = store.data.agency;
    expect(agency.anchoredAt).toBe(now);
    expect(agency.withdrawalConfirmations.find((withdrawal) => withdrawal.id === 880_001)?.requestedAt).toBe(now - 5 * MINUTE_MS);
    expect(agency.realTimePayouts).toHaveLength(12);
    store.clock.pin(now + MINUTE_MS);
    syncAgency(store);
    expect(agency.anchoredAt).toBe(now);
  });

  it('catches up at most one day of real-time periods, and a reset restores the seed', () => {
    const store = freshStore();
    store.clock.pin(SEED_EPOCH_MS);
    syncAgency(store);
    store.clock.pin(SEED_EPOCH_MS + 3 * 24 * HOUR_MS);
    syncAgency(store);
    expect(store.data.agency.realTimePayouts.length).toBe(12 + 288);
    expect(store.data.agency.withdrawalConfirmations.every((withdrawal) => withdrawal.status !== 'AWAITING')).toBe(true);
    store.reset();
    expect(store.data).toEqual(createSeedData());
  });
});

describe('proof images', () => {
  it('refuses an image over 5 MB once decoded', () => {
    const png = Buffer.alloc(MAX_PROOF_IMAGE_BYTES + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const error = refusal(() => checkProofImages([png.toString('base64')]));
    expect(error).toMatchObject({ status: 400, errorCode: 'request_param_err', message: 'Image too large: max 5MB' });
    expect(checkProofImages([png.subarray(0, 1024).toString('base64')])).toBe(1);
  });
});

describe('trial accounts', () => {
  let client: PlatformClient;
  let store: SandboxStore;

  beforeAll(async () => {
    const sandbox = createSandboxApp();
    store = sandbox.store;
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    client = new PlatformClient({
      url: `http://127.0.0.1:${address.port}`,
      app: sandbox.app,
      reset: async () => store.reset(),
      close: () => sandbox.app.close(),
    });
  });
  afterAll(() => client.sandbox.close());

  it('are refused by every agency call, agent or member side', async () => {
    const player = store.accountByName('player01') as Account;
    store.data.accounts.push({ ...player, id: 900_001, account: 'trial01', type: 4, uplineId: 200_001, wallets: [] });
    // Trial accounts live only through a free-play token; open one directly.
    const { token } = store.sessions.open(900_001);
    const calls: [string, 'GET' | 'POST', string][] = [
      ['/wps/member/info/funds/consolidated', 'GET', 'SIGNCONDIV3'],
      ['/wps/relay/MCS2_getTeamOverview', 'GET', 'AFFMAN3'],
      ['/wps/relay/GCS_getWithdrawalConfirmList', 'GET', 'FUNDTRANS3'],
      ['/wps/relay/MCSFE_getRealTimeSalary', 'GET', 'RTSALARY3'],
      ['/wps/relay/MCS2_processDailySalContract', 'POST', 'DAILYSALCONT3'],
      ['/wps/relay/GCS_confirmWithdrawal', 'POST', 'FUNDTRANS3'],
    ];
    for (const [path, method, moduleId] of calls) {
      const answer = await client.call(path, { method, moduleId: moduleId as 'COMM3', token, body: method === 'POST' ? { action: 'ACCEPT', contractId: 7006 } : undefined });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'need.real.account' });
    }
    // An agent cannot offer a contract to a trial downline.
    const agent = await client.token('agent01', 'secret88');
    const offer = await client.call('/wps/relay/MCS2_processDailySalContract', {
      method: 'POST',
      moduleId: 'DAILYSALCONT3',
      token: agent,
      body: { action: 'OFFER', downlineId: 900_001, terms: { tiers: [{ dailyBet: 100, rate: 1 }] } },
    });
    expect(offer.status).toBe(400);
    expect(offer.body.errorCode).toBe('request_param_err');
  });
});
