import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const SUBMIT = /* GraphQL */ `
  mutation Feedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) { feedbackId userErrors { field code details { minWords maxWords maxLength retryAfterSeconds } } }
  }
`;
const RULES = `{ feedbackRules { types minWords maxWords maxLength } }`;

interface SubmitReply {
  submitFeedback: { feedbackId: string | null; userErrors: { field: string | null; code: string; details: Record<string, number | null> | null }[] };
}

const words = (count: number) => Array.from({ length: count }, () => 'nạp').join(' ');

describe('feedback and complaints', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  const submit = (type: string, content: string, session?: string, ip?: string) =>
    stack.gql<SubmitReply>(SUBMIT, { input: { type, content } }, { ...(session ? { session } : {}), ...(ip ? { ip } : {}) });

  it('offers the six question types of the spec and its word bounds', async () => {
    const reply = await stack.gql<{ feedbackRules: unknown }>(RULES);
    expect(reply.body.data?.feedbackRules).toEqual({
      types: ['DEPOSIT', 'WITHDRAW', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'],
      minWords: 5,
      maxWords: 500,
      maxLength: 5000,
    });
  });

  it('sends feedback of each type, tied to the member when logged in', async () => {
    const session = await stack.login();
    const types = ['DEPOSIT', 'WITHDRAW', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'];
    for (const type of types) {
      const reply = await submit(type, '  Nạp tiền chưa vào tài khoản  ', session);
      expect([type, reply.body.data?.submitFeedback.userErrors]).toEqual([type, []]);
      expect(reply.body.data?.submitFeedback.feedbackId).toMatch(/^\d+$/);
    }
    const anonymous = await submit('OTHER', '我充值了但是没有到账');
    expect(anonymous.body.data?.submitFeedback.userErrors).toEqual([]);
    const stored = (await stack.control('GET', '/feedback')) as { type: number; content: string; account: string | null }[];
    expect(stored.map((entry) => [entry.type, entry.account])).toEqual([[1, 'player01'], [2, 'player01'], [3, 'player01'], [4, 'player01'], [5, 'player01'], [6, 'player01'], [6, null]]);
    expect(stored[0]?.content).toBe('Nạp tiền chưa vào tài khoản');
  });

  it('refuses empty, too short and too long content with no platform call', async () => {
    expect((await submit('GAME', '   ')).body.data?.submitFeedback).toEqual({ feedbackId: null, userErrors: [expect.objectContaining({ field: 'content', code: 'REQUIRED' })] });
    expect((await submit('GAME', words(4))).body.data?.submitFeedback.userErrors).toEqual([
      { field: 'content', code: 'TOO_SHORT', details: { minWords: 5, maxWords: 500, maxLength: 5000, retryAfterSeconds: null } },
    ]);
    expect((await submit('GAME', 'Lỗi !!! ??? ... ---')).body.data?.submitFeedback.userErrors.map((error) => error.code)).toEqual(['TOO_SHORT']);
    expect((await submit('GAME', words(501))).body.data?.submitFeedback.userErrors.map((error) => error.code)).toEqual(['TOO_LONG']);
    expect((await submit('GAME', 'a'.repeat(5001))).body.data?.submitFeedback.userErrors.map((error) => error.code)).toEqual(['TOO_LONG']);
    expect(await stack.upstreamCalls(callKey(calls.feedback))).toBe(0);
    expect((await submit('GAME', words(500))).body.data?.submitFeedback.userErrors).toEqual([]);
  });

  it('keeps one address to a few messages per window', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i += 1) expect((await submit('OTHER', words(5), undefined, ip)).body.data?.submitFeedback.userErrors).toEqual([]);
    const refused = await submit('OTHER', words(5), undefined, ip);
    expect(refused.body.data?.submitFeedback.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(await stack.upstreamCalls(callKey(calls.feedback))).toBe(10);
  });
});
