import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../protocol/module-ids.js';
import { MemberCalls } from '../../../testing/member-calls.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

/** Every call of the funds page, and the existing money moves, as a trial account would make them. */
const CALLS: [kind: 'get' | 'post' | 'secure', path: string, moduleId: ModuleId, body?: unknown][] = [
  ['get', '/wps/relay/FUNDS_getDepositChannels', 'FUNDTRANS3'],
  ['post', '/wps/relay/FUNDS_createDepositOrder', 'FUNDTRANS3', { channelId: 2, amount: 100 }],
  ['get', '/wps/relay/FUNDS_getDepositOrder?orderNo=x', 'FUNDTRANS3'],
  ['get', '/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3'],
  ['get', '/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3'],
  ['secure', '/wps/relay/passwordCheck/FUNDS_setPaymentPassword', 'PASS3', { newPaymentPassword: '123456', loginPassword: 'x' }],
  ['secure', '/wps/relay/passwordCheck/FUNDS_bindWithdrawAccount', 'FUNDTRANS3', { bankCode: 'VCB', accountNumber: '123456789', holder: 'Tran A', paymentPassword: '123456' }],
  ['secure', '/wps/relay/passwordCheck/FUNDS_withdraw', 'FUNDTRANS3', { accountId: 1, amount: 100, paymentPassword: '123456' }],
  ['get', '/wps/relay/FUNDS_getWithdrawOrders', 'FUNDTRANS3'],
  ['get', '/wps/relay/ODSFE2_betRecords', 'MEMTRANS3'],
  ['get', '/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3'],
  ['get', '/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3'],
  ['get', '/wps/relay/ODSFE2_bonusDetails', 'MEMTRANS3'],
  ['get', '/wps/relay/MCSFE_getVipLevels', 'REWCEN3'],
  ['get', '/wps/relay/MCSFE_getAvatarList', 'PROFPIC3'],
  ['post', '/wps/relay/MCSFE_updatePlayerAvatar', 'PROFPIC3', { avatarId: 2 }],
  ['post', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 10 }],
  ['post', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { amount: 10 }],
];

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());

describe('trial accounts on the funds page', () => {
  it('are refused on every call with need.real.account, and no money moves', async () => {
    const trial = await MemberCalls.trial(client);
    for (const [kind, path, moduleId, body] of CALLS) {
      const answer = kind === 'get' ? await trial.get(path, moduleId) : kind === 'post' ? await trial.post(path, moduleId, body) : await trial.secure(path, moduleId, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ success: false, errorCode: 'need.real.account', message: 'Please use a real account' });
    }
    const balance = MemberCalls.value(await trial.get<{ sumBalance: number }>('/wps/v2/wallets/balance?typeId=0', 'FUNDTRANS3'));
    expect(balance.sumBalance).toBe(10000);
  });

  it('a visitor without a token gets login.not.session on the same calls', async () => {
    for (const [kind, path, moduleId] of CALLS) {
      const answer = await client.call(path, kind === 'get' ? { moduleId } : { method: 'POST', moduleId, body: {} });
      expect(answer.status, path).toBe(401);
      expect(answer.body.errorCode, path).toBe('login.not.session');
    }
  });
});
