import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_SOURCE } from '../integrator-guide.js';
import { runShellExamples, shellExamples } from '../../../testing/shell-examples.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

const API_KEY = 'integrator-key-of-the-guide-examples-0000';
const PURGE_TOKEN = 'purge-token-of-the-guide-examples-00000';

/**
 * Every curl example of the integrator guide (docs/api/integrators.md), run with bash and curl against the gateway
 * on a real port over the sandbox, each answer matched against the pattern written under it. The site runs as a
 * strict production one may: persisted operations only, so the examples show where the API key goes.
 */
describe('the integrator guide examples', () => {
  const stack = useGatewayStack({
    env: { GRAPHIQL: 'true', PERSISTED_OPERATIONS: 'only', INTEGRATOR_API_KEYS: API_KEY, CDN_PURGE_TOKEN: PURGE_TOKEN, RATE_LIMIT_PER_MINUTE: '100000' },
  });

  it('each gives the answer the guide says', async () => {
    const examples = shellExamples(readFileSync(GUIDE_SOURCE, 'utf8'));
    // Authentication, the key, persisted GET, a limit, each kind of error, paging, money and time, caching, purge.
    expect(examples.length).toBeGreaterThanOrEqual(12);
    const origin = await stack.app.listen({ port: 0, host: '127.0.0.1' });
    const outputs = await runShellExamples(examples, {
      cwd: mkdtempSync(join(tmpdir(), 'saola-guide-')),
      env: { SAOLA: origin, SAOLA_API_KEY: API_KEY, CDN_PURGE_TOKEN: PURGE_TOKEN },
    });
    examples.forEach((example, i) => expect(outputs[i], example.script).toMatch(example.expect));
  }, 90_000); // a dozen curl runs in bash: more than the default allows on a busy 2-core machine
});
