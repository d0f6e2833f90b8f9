// Attack: one small document that makes the gateway call the platform thousands of times. `nodes(ids:)` fetches some
// types one id at a time (deposit orders, inbox messages), so 16 aliases of 100 ids each would be ~1,600 platform
// calls from one request. The gateway must count list sizes in the query cost, de-duplicate ids, and cap platform
// calls per request with a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../gateway/src/graphql/relay/global-id.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { recordAttack } from './support/ledger.js';
import { ask, WIDE_LIMITS } from './support/requests.js';

/** Platform calls one request may cause, however it is written: a generous bound on any cap the gateway sets. */
const CALLS_BOUND = 100;

const platformCalls = async (stack: GatewayStack) => Object.values((await stack.control('GET', '/calls')) as Record<string, number>).reduce((sum, count) => sum + count, 0);

/** Ids that each need a platform call of their own: inbox messages and deposit orders nobody has. */
const fanOutIds = (alias: number) =>
  Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? toGlobalId('InboxMessage', String(900_000 + alias * 100 + i)) : toGlobalId('DepositOrder', `DP${700_000 + alias * 100 + i}`)));

const documentOf = (aliases: number, ids: (alias: number) => string[]) =>
  `query { ${Array.from({ length: aliases }, (_, alias) => `a${alias}: nodes(ids: ${JSON.stringify(ids(alias))}) { id }`).join('\n')} }`;

describe('fan-out documents', () => {
  let stack: GatewayStack;
  let session: string;

  beforeAll(async () => {
    stack = await startGatewayStack({ env: WIDE_LIMITS });
    session = await stack.login('player01');
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const aliases of [16, 15]) {
    it(`nodes(ids:) in ${aliases} aliases of 100 distinct ids each: refused or capped, never ${aliases * 100} platform calls`, async () => {
      await stack.control('DELETE', '/calls');
      const answer = await ask(stack, { session, query: documentOf(aliases, fanOutIds) });
      const made = await platformCalls(stack);
      recordAttack({ attack: `nodes(ids:) fan-out, ${aliases} x 100 ids`, tries: aliases * 100, refused: Math.max(0, aliases * 100 - made), moneyMoved: '0.00', dataLeaked: 0 });
      expect(made, 'platform calls caused by one request').toBeLessThanOrEqual(CALLS_BOUND);
      expect(answer.errors.length, 'a clear error past the cap').toBeGreaterThan(0);
    });
  }

  it('one id repeated 1,500 times over 15 aliases costs at most one platform call for it', async () => {
    await stack.control('DELETE', '/calls');
    const same = toGlobalId('InboxMessage', '912345');
    await ask(stack, { session, query: documentOf(15, () => Array.from({ length: 100 }, () => same)) });
    const made = await platformCalls(stack);
    recordAttack({ attack: 'nodes(ids:) one id x 1,500', tries: 1500, refused: Math.max(0, 1500 - made), moneyMoved: '0.00', dataLeaked: 0 });
    expect(made).toBeLessThanOrEqual(2);
  });
});
