// A bounded GraphQL fuzz run: a few thousand documents generated from the schema, sent over HTTP to a real
// gateway in front of the sandbox. Every answer must be a GraphQL answer below 500, and the gateway must live on.
// The seed is printed; FUZZ_SEED=<n> replays a run, FUZZ_DOCUMENTS=<n> changes its size.
import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { DocumentGenerator, type FuzzRequest } from './document-generator.js';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DOCUMENTS = Number(process.env.FUZZ_DOCUMENTS ?? 3000);
const CONCURRENCY = 8;
/** 3,000 documents take 20 s on an idle 2-core machine and over 120 s on a heavily loaded one: a deadline far above both. */
const FUZZ_DEADLINE_MS = 480_000;

/** The schema from its SDL files, built with this package's graphql (the gateway's own instance lives in another realm). */
function schemaFromSdl() {
  const dir = join(import.meta.dirname, '../../schema');
  const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.graphql')).sort();
  return buildSchema(files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n'));
}

interface Answer {
  status: number;
  code: string;
}

describe('GraphQL fuzz', () => {
  let stack: GatewayStack;
  let pool: Pool;
  let session: string;

  beforeAll(async () => {
    // The per-IP budget and the login throttle would answer most of a run from one address with RATE_LIMITED.
    stack = await startGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_LIMIT_PER_IP: '1000000', LOGIN_LIMIT_PER_USERNAME: '1000000' } });
    pool = new Pool(await stack.app.listen({ host: '127.0.0.1', port: 0 }), { connections: CONCURRENCY });
    session = await stack.login();
  });

  afterAll(async () => {
    await pool?.close();
    await stack?.close();
  });

  async function send(request: FuzzRequest, withSession: boolean): Promise<Answer> {
    const reply = await pool.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withSession ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
      body: JSON.stringify(request),
    });
    const text = await reply.body.text();
    let code = 'ok';
    try {
      const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
      code = body.errors?.[0]?.extensions?.code ?? (body.errors === undefined ? 'ok' : 'no code');
    } catch {
      code = 'not JSON';
    }
    return { status: reply.statusCode, code };
  }

  it(`answers every generated document below HTTP 500 (seed printed below)`, { timeout: FUZZ_DEADLINE_MS }, async () => {
    process.stderr.write(`[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} replays), ${DOCUMENTS} documents\n`);
    const schema = schemaFromSdl();
    const documentSeeds = fc.sample(fc.integer(), { seed: SEED, numRuns: DOCUMENTS });
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    const failures: { seed: number; request: FuzzRequest; answer: Answer }[] = [];
    const started = performance.now();

    let next = 0;
    async function worker(): Promise<void> {
      while (next < documentSeeds.length) {
        const index = next++;
        const seed = documentSeeds[index] ?? 0;
        const request = new DocumentGenerator(schema, seed).generate();
        const answer = await send(request, index % 2 === 0);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
        if (answer.status >= 500 || answer.code === 'not JSON' || answer.code === 'INTERNAL') failures.push({ seed, request, answer });
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    const health = await pool.request({ path: '/healthz', method: 'GET' });
    await health.body.text();
    process.stderr.write(
      `[figure] fuzz: ${DOCUMENTS} documents in ${seconds.toFixed(1)} s; HTTP ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `first error codes ${JSON.stringify(Object.fromEntries(codes))}; failures ${failures.length}; /healthz ${health.statusCode}\n`,
    );
    for (const failure of failures.slice(0, 5)) {
      process.stderr.write(`[fuzz] failing document (seed ${failure.seed}, HTTP ${failure.answer.status}, ${failure.answer.code}):\n${JSON.stringify(failure.request)}\n`);
    }
    expect(health.statusCode).toBe(200);
    expect(failures.map((failure) => `${failure.seed}: HTTP ${failure.answer.status} ${failure.answer.code}`)).toEqual([]);
  });
});
