import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { ALL_TO_MAIN, errorCode, newKey, TO_UPLINE, TRANSFER, WALLET } from '../../../../testing/money-fixtures.js';

interface WalletData {
  sumBalance: string;
  mode: string;
  mainWalletId: number;
  mainBalance: string;
  heldAmount: string;
  vendorWallets: { walletId: number; name: string; balance: string }[];
}

describe('wallet and transfers', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  it('reads the wallet: sum, mode, main wallet, vendor wallets, held amount', async () => {
    const reply = await stack.gql<{ viewer: { wallet: WalletData; member: { hasUpline: boolean } } }>(WALLET, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    const wallet = reply.body.data?.viewer.wallet;
    expect(wallet?.mode).toBe('MULTI');
    expect(wallet?.mainWalletId).toBe(2);
    expect(wallet?.heldAmount).toMatch(/^\d+\.\d{2}$/);
    expect(wallet?.vendorWallets.map((vendor) => vendor.walletId)).toContain(11);
    expect(reply.body.data?.viewer.member.hasUpline).toBe(true);
  });

  it('moves money main → vendor and answers the wallet afterwards', async () => {
    const before = await stack.gql<{ viewer: { wallet: WalletData } }>(WALLET, undefined, { session });
    const vendorBefore = Number(before.body.data?.viewer.wallet.vendorWallets.find((vendor) => vendor.walletId === 11)?.balance);
    const key = newKey();
    const reply = await stack.gql<{ transferBetweenWallets: { transfer: { orderNo: string; amount: string }; wallet: WalletData; userErrors: unknown[] } }>(
      TRANSFER,
      { input: { fromWalletId: 2, toWalletId: 11, amount: '100.25', idempotencyKey: key } },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const payload = reply.body.data?.transferBetweenWallets;
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.transfer).toMatchObject({ amount: '100.25' });
    // The platform's order number is derived from the key (finding 9): never the member's own text.
    expect(payload?.transfer.orderNo).toMatch(/^[0-9a-f]{32}$/);
    expect(payload?.transfer.orderNo).not.toContain(key);
    expect(Number(payload?.wallet.vendorWallets.find((vendor) => vendor.walletId === 11)?.balance)).toBeCloseTo(vendorBefore + 100.25, 2);
    expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(1);
  });

  it('refuses a transfer above the balance with INSUFFICIENT_BALANCE', async () => {
    const reply = await stack.gql<{ transferBetweenWallets: { userErrors: { code: string }[] } }>(
      TRANSFER,
      { input: { fromWalletId: 2, toWalletId: 11, amount: '99999999', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.data?.transferBetweenWallets.userErrors[0]?.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('refuses a transfer between two vendor wallets without asking the platform', async () => {
    const reply = await stack.gql<{ transferBetweenWallets: { userErrors: { code: string }[] } }>(
      TRANSFER,
      { input: { fromWalletId: 11, toWalletId: 12, amount: '1', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.data?.transferBetweenWallets.userErrors[0]?.code).toBe('INVALID_FORMAT');
    expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(0);
  });

  it('in single-wallet mode answers SINGLE_WALLET_MODE and shows no vendor wallets', async () => {
    await stack.control('PUT', '/merchant-wallet', { isSingle: true });
    const reply = await stack.gql<{ transferBetweenWallets: { userErrors: { code: string }[] } }>(
      TRANSFER,
      { input: { fromWalletId: 2, toWalletId: 11, amount: '1', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.data?.transferBetweenWallets.userErrors[0]?.code).toBe('SINGLE_WALLET_MODE');
    const wallet = await stack.gql<{ viewer: { wallet: WalletData } }>(WALLET, undefined, { session });
    expect(wallet.body.data?.viewer.wallet).toMatchObject({ mode: 'SINGLE', vendorWallets: [] });
    expect(await stack.upstreamCalls(callKey(calls.walletTransfer))).toBe(0);
  });

  it('moves every vendor wallet back to the main wallet', async () => {
    const before = await stack.gql<{ viewer: { wallet: WalletData } }>(WALLET, undefined, { session });
    const seeded = (before.body.data?.viewer.wallet.vendorWallets ?? []).reduce((sum, vendor) => sum + Number(vendor.balance), 0);
    for (const [walletId, amount] of [[11, '30'], [23, '20.5']] as const) {
      await stack.gql(TRANSFER, { input: { fromWalletId: 2, toWalletId: walletId, amount, idempotencyKey: newKey() } }, { session });
    }
    const reply = await stack.gql<{ transferAllToMain: { transfers: { fromWalletId: number }[]; movedAmount: string; wallet: WalletData } }>(
      ALL_TO_MAIN,
      { input: { idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const payload = reply.body.data?.transferAllToMain;
    expect(Number(payload?.movedAmount)).toBeCloseTo(seeded + 50.5, 2);
    expect(payload?.transfers.map((transfer) => transfer.fromWalletId)).toEqual(expect.arrayContaining([11, 23]));
    expect(payload?.wallet.vendorWallets.every((vendor) => vendor.balance === '0.00')).toBe(true);
  });

  it('sends money to the upline, naming sender and recipient', async () => {
    const reply = await stack.gql<{ transferToUpline: { transfer: Record<string, unknown>; userErrors: unknown[] } }>(
      TO_UPLINE,
      { input: { amount: '50.50', note: 'Trả tiền', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.transferToUpline.transfer).toMatchObject({ sender: 'player01', recipient: 'agent01', amount: '50.50', note: 'Trả tiền' });
  });

  it('answers NO_UPLINE for an account at the top of its tree', async () => {
    const top = await stack.login('agent01');
    const reply = await stack.gql<{ transferToUpline: { userErrors: { code: string }[] } }>(
      TO_UPLINE,
      { input: { amount: '1', idempotencyKey: newKey() } },
      { session: top },
    );
    expect(reply.body.data?.transferToUpline.userErrors[0]?.code).toBe('NO_UPLINE');
    expect(errorCode(reply)).toBeUndefined();
  });
});
