import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeedData } from '../../seed-data.js';
import { MemberCalls } from '../../../testing/member-calls.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

const NOW = Date.UTC(2026, 0, 15, 5, 0, 0);
const { value } = MemberCalls;

interface Line {
  orderNo: string;
  transType: string;
  amount: number;
  balanceAfter: number | null;
  remark: string;
}
interface Page<T> {
  content: T[];
}

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(async () => {
  await client.sandbox.reset();
  await client.control('/clock', 'PUT', { now: NOW });
});

const linesSince = async (member: MemberCalls, query: Record<string, string | number> = {}) =>
  value(await member.get<Page<Line>>('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { startTime: NOW, pageSize: 100, ...query })).content;

describe('money moved by other calls reaches the account records', () => {
  it('points converted to money', async () => {
    const player = await MemberCalls.login(client, 'player01');
    const converted = value(await player.secure<{ orderNo: string; availBalance: number }>('/wps/relay/passwordCheck/MCS2_convertPoint', 'PTSYS3', { points: 250, paymentPassword: '666888' }));
    expect(await linesSince(player)).toEqual([expect.objectContaining({ orderNo: converted.orderNo, transType: 'ADJUSTMENT', amount: 25, balanceAfter: converted.availBalance, remark: '250 points converted to money' })]);
  });

  it('a cash reward claimed in the reward centre, as a bonus', async () => {
    const player = await MemberCalls.login(client, 'player01');
    const rewards = value(await player.get<{ content: { rewardId: number; kind: string; source: string; amount: number }[] }>('/wps/relay/MCSFE_getRewardList', 'REWCEN3', { status: 'UNCLAIMED', pageSize: 100 }));
    const cash = rewards.content.find((reward) => reward.kind === 'CASH' && reward.source !== 'REBATE');
    if (cash === undefined) throw new Error('player01 has no unclaimed cash reward');
    value(await player.post('/wps/relay/MCSFE_claimReward', 'REWCEN3', { rewardId: cash.rewardId }));
    expect(await linesSince(player)).toEqual([expect.objectContaining({ orderNo: `RW${cash.rewardId}`, transType: 'BONUS', amount: cash.amount })]);
    const bonuses = value(await player.get<{ content: { orderNo: string; status: string; amount: number }[] }>('/wps/relay/ODSFE2_bonusDetails', 'MEMTRANS3', { startTime: NOW }));
    expect(bonuses.content).toEqual([expect.objectContaining({ orderNo: `RW${cash.rewardId}`, status: 'ISSUED', amount: cash.amount })]);
  });

  it('an agent transfer to a downline, for both sides', async () => {
    const agent = await MemberCalls.login(client, 'agent01');
    value(await agent.secure('/wps/relay/passwordCheck/GCS_transferToDownline', 'FUNDTRANS3', { account: 'sub01m1', amount: 40, paymentPassword: '666888', orderNo: 'down-1' }));
    expect((await linesSince(agent, { transType: 'TRANSFER' })).map((line) => [line.orderNo, line.amount, line.balanceAfter])).toEqual([['down-1', -40, 49960]]);
    const member = await MemberCalls.login(client, 'sub01m1');
    expect((await linesSince(member)).map((line) => [line.orderNo, line.amount, line.balanceAfter])).toEqual([['down-1', 40, 490]]);
    // Without a note the remark says who sent it, in the member's language (issue 32, item 7: it was English only).
    expect((await linesSince(member))[0]?.remark).toBe('Transfer from agent agent01');
  });

  it('a real-money spin of the demo slot, as a settled bet that counts towards the turnover', async () => {
    const player = await MemberCalls.login(client, 'player01');
    const game = createSeedData().games.games.find((candidate) => candidate.vassalage === 'JILI' && candidate.gameType === 'RNG' && !candidate.maintenance);
    if (game === undefined) throw new Error('no JILI slot in the catalogue');
    const launch = value(await player.get<{ content: { game_url: string } }>('/wps/game/launchGame', 'GAMELO3', {
      platform: 'html5-desktop', clientType: 3, launchMode: 'GLS', accountType: 1, nodeId: game.nodeId, vassalage: 'JILI', language: 'EN', backUrl: 'https://saola.example/rng',
    }));
    const page = await (await fetch(launch.content.game_url)).text();
    const playId = /"playId":"([0-9a-f]+)"/.exec(page)?.[1];
    const before = value(await player.get<{ turnoverDone: number }>('/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3')).turnoverDone;
    const spin = await fetch(`${client.sandbox.url}/__sandbox/demo/slot/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ playId, bet: 5, requestId: 's-1' }) });
    const answer = (await spin.json()) as { win: number };
    const bets = value(await player.get<Page<{ vendor: string; betAmount: number; winLoss: number }>>('/wps/relay/ODSFE2_betRecords', 'MEMTRANS3', { startTime: NOW }));
    expect(bets.content).toEqual([expect.objectContaining({ vendor: 'JILI', betAmount: 5, winLoss: answer.win - 5 })]);
    expect(value(await player.get<{ turnoverDone: number }>('/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3')).turnoverDone).toBe(before + 5);
  });

  it('speaks the launch language: a Vietnamese slot page, and the bet under the lobby’s vendor name (issue 32, item 7)', async () => {
    const player = await MemberCalls.login(client, 'player01');
    const game = createSeedData().games.games.find((candidate) => candidate.vassalage === 'PG' && candidate.gameType === 'RNG' && !candidate.maintenance);
    if (game === undefined) throw new Error('no PG slot in the catalogue');
    const launch = value(await player.get<{ content: { game_url: string } }>('/wps/game/launchGame', 'GAMELO3', {
      platform: 'html5-desktop', clientType: 3, launchMode: 'GLS', accountType: 1, nodeId: game.nodeId, vassalage: 'PG', language: 'VI', backUrl: 'https://saola.example/rng',
    }));
    const page = await (await fetch(launch.content.game_url)).text();
    expect(page).toContain('<html lang="vi">');
    for (const text of ['Quay lại', 'Tiền thật', 'Số dư', 'Cược', '>Quay<']) expect(page).toContain(text);
    for (const text of ['Real money', '>Spin<', 'Back<']) expect(page).not.toContain(text);
    const playId = /"playId":"([0-9a-f]+)"/.exec(page)?.[1];
    await fetch(`${client.sandbox.url}/__sandbox/demo/slot/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ playId, bet: 5, requestId: 's-vi' }) });
    const vietnamese = await player.client.call<Page<{ vendorName: string }>>(`/wps/relay/ODSFE2_betRecords?startTime=${NOW}`, { moduleId: 'MEMTRANS3', token: player.token, headers: { Language: 'VI' } });
    expect(vietnamese.body.value.content[0]?.vendorName).toBe('PG Nổ hũ');
  });
});
