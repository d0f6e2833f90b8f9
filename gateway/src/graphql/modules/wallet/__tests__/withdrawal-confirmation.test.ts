import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callKey, startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { CONFIRM, newKey } from '../../../../testing/money-fixtures.js';

const LIST = `{ viewer { withdrawalConfirmations { autoReceiveMinutes awaiting { id orderNo amount status deadline } history { id status } } } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const TEXT = Buffer.from('not a picture at all, only words');

interface Confirmation {
  id: string;
  amount: string;
  status: string;
}

interface ConfirmReply {
  confirmWithdrawal: {
    confirmation: { status: string; receivedAmount: string | null; remainingAmount: string | null; proofImageCount: number } | null;
    userErrors: { field: string | null; code: string; details: { maxFiles: number | null; maxBytes: number | null } | null }[];
  };
}

describe('withdrawal confirmation', () => {
  let stack: GatewayStack;
  let session: string;
  let awaiting: Confirmation[];
  const images = (...files: { name: string; bytes: Buffer }[]) => files.map((file, i) => ({ ...file, path: `variables.input.proofImages.${i}` }));
  const proofVariables = (id: string, answer: string, count: number, extra: Record<string, unknown> = {}) => ({
    input: { withdrawalId: id, answer, proofImages: Array.from({ length: count }, () => null), idempotencyKey: newKey(), ...extra },
  });

  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  beforeEach(async () => {
    await stack.control('POST', '/reset');
    session = await stack.login();
    const list = await stack.gql<{ viewer: { withdrawalConfirmations: { awaiting: Confirmation[] } } }>(LIST, undefined, { session });
    expect(list.body.errors).toBeUndefined();
    awaiting = list.body.data?.viewer.withdrawalConfirmations.awaiting ?? [];
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    await stack.control('DELETE', '/calls');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('confirms a withdrawal as received', async () => {
    const reply = await stack.gql<ConfirmReply>(CONFIRM, { input: { withdrawalId: awaiting[0]?.id, answer: 'RECEIVED', idempotencyKey: newKey() } }, { session });
    expect(reply.body.data?.confirmWithdrawal).toMatchObject({ confirmation: { status: 'RECEIVED' }, userErrors: [] });
  });

  it('answers not received with proof images uploaded as multipart', async () => {
    const target = awaiting[0];
    const reply = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target?.id ?? '', 'NOT_RECEIVED', 2), images({ name: 'a.png', bytes: PNG }, { name: 'b.jpg', bytes: JPEG }), { session });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.confirmWithdrawal).toMatchObject({ confirmation: { status: 'NOT_RECEIVED', proofImageCount: 2 }, userErrors: [] });
  });

  it('answers partly received with the amount that arrived', async () => {
    const target = awaiting[1];
    const reply = await stack.upload<ConfirmReply>(
      CONFIRM,
      proofVariables(target?.id ?? '', 'PARTIAL', 1, { receivedAmount: '100' }),
      images({ name: 'proof.jpeg', bytes: JPEG }),
      { session },
    );
    const confirmation = reply.body.data?.confirmWithdrawal.confirmation;
    expect(confirmation).toMatchObject({ status: 'PARTIAL', receivedAmount: '100.00' });
    expect(Number(confirmation?.remainingAmount)).toBeCloseTo(Number(target?.amount) - 100, 2);
  });

  it('refuses not received without a proof, and a second different answer', async () => {
    const target = awaiting[0]?.id;
    const noProof = await stack.gql<ConfirmReply>(CONFIRM, { input: { withdrawalId: target, answer: 'NOT_RECEIVED', idempotencyKey: newKey() } }, { session });
    expect(noProof.body.data?.confirmWithdrawal.userErrors[0]?.code).toBe('PROOF_REQUIRED');
    await stack.gql(CONFIRM, { input: { withdrawalId: target, answer: 'RECEIVED', idempotencyKey: newKey() } }, { session });
    const again = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target ?? '', 'NOT_RECEIVED', 1), images({ name: 'a.png', bytes: PNG }), { session });
    expect(again.body.data?.confirmWithdrawal.userErrors[0]?.code).toBe('ALREADY_CONFIRMED');
  });

  it('judges images by their bytes: a .png of JPEG bytes passes, text named .png or .jpg does not', async () => {
    const target = awaiting[0]?.id ?? '';
    const lying = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target, 'NOT_RECEIVED', 2), images({ name: 'x.png', bytes: TEXT }, { name: 'y.jpg', bytes: TEXT }), { session });
    expect(lying.body.data?.confirmWithdrawal.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['proofImages.0', 'UNSUPPORTED_FILE_TYPE'],
      ['proofImages.1', 'UNSUPPORTED_FILE_TYPE'],
    ]);
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(0);
    const renamed = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target, 'NOT_RECEIVED', 1), images({ name: 'photo.png', bytes: JPEG }), { session });
    expect(renamed.body.data?.confirmWithdrawal.userErrors).toEqual([]);
  });

  it('refuses a 6 MB image and a 4th image', async () => {
    const target = awaiting[0]?.id ?? '';
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target, 'NOT_RECEIVED', 1), images({ name: 'big.png', bytes: big }), { session });
    expect(tooLarge.body.data?.confirmWithdrawal.userErrors[0]).toMatchObject({ code: 'FILE_TOO_LARGE', details: { maxBytes: 5 * 1024 * 1024 } });
    const four = images(...Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG })));
    const tooMany = await stack.upload<ConfirmReply>(CONFIRM, proofVariables(target, 'NOT_RECEIVED', 4), four, { session });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(0);
  });

  it('refuses a multipart request without the preflight header (CSRF), before reading it', async () => {
    const reply = await stack.upload(CONFIRM, proofVariables(awaiting[0]?.id ?? '', 'NOT_RECEIVED', 1), images({ name: 'a.png', bytes: PNG }), {
      session,
      preflight: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data).toBeUndefined();
    expect(await stack.upstreamCalls(callKey(calls.confirmWithdrawal))).toBe(0);
  });
});
