// Balance reads for a member's page views with the header live (issue 34: "platform calls for 1,000 logged-in page
// views of one member with the header live: ≤ 100 balance reads"). One member keeps the header's balance stream
// open, then views the lobby N times (BENCH_PAGE_VIEWS, default 1,000) with the web's own documents as they are
// (HomeRoute and HomeMember, from web/src/gql), a few at a time as a browser's tabs would. Prints, never asserts:
// the balance reads the platform saw during the views (the stream's own reads included), and every call by name.
// The page queries still ask for the header's balance until the web stops asking once it is live; this shows it.
//   pnpm exec tsx tests/bench/streams-page-views.ts     (in-process sandbox and gateway; no Redis)
import { HomeMemberDocument, HomeRouteDocument } from '../../web/src/gql/graphql.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { openStream } from '../../gateway/src/testing/live-stream-client.js';

const VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 1_000);
const TABS = 4;
/** A document as the web sends it: by its persisted hash. */
function persisted(document: object, variables: Record<string, unknown> = {}): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '');
  if (hash === undefined) throw new Error('a web document without its persisted hash: run pnpm codegen');
  return JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
}
const PAGE = [persisted(HomeRouteDocument, { noticeCount: 9 }), persisted(HomeMemberDocument)];

const stack = await startGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
try {
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const address = stack.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const session = await stack.login('player01', 'secret88');
  const header = openStream(url, 'subscription { balanceChanged { sumBalance } }', session);
  await header.waitFor('the live balance', () => true);

  const view = async () => {
    for (const payload of PAGE) {
      const res = await stack.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
        payload,
      });
      if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`view failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  };
  await view(); // warm-up: the lobby's public parts are read once for everybody
  await stack.control('DELETE', '/calls');
  let next = 0;
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      while (next < VIEWS) {
        next++;
        await view();
      }
    }),
  );
  const balanceReads = await stack.upstreamCalls(callKey(calls.balance));
  const byCall = (await stack.control('GET', '/calls')) as Record<string, number>;
  header.close();

  console.log(`\n${VIEWS} logged-in lobby views of one member with the header's balance stream open`);
  console.table({
    'balance reads (issue: ≤ 100 per 1,000 views)': { value: balanceReads },
    'per 1,000 views': { value: Math.round((balanceReads * 1_000) / VIEWS) },
    'every platform call': {
      value: Object.entries(byCall)
        .sort(([, a], [, b]) => b - a)
        .map(([call, count]) => `${call} ${count}`)
        .join(', '),
    },
  });
} finally {
  await stack.close();
}
