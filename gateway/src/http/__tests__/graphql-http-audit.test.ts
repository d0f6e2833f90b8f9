import { auditServer, type AuditResult } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../testing/use-gateway-stack.js';

/**
 * graphql-http's server audit (GraphQL over HTTP conformance), run against the gateway listening on a real port.
 *
 * The CSRF rule (Apollo's csrfPrevention, and its copies in fast-path.ts and uploads/graphql-multipart.ts) runs a
 * "simple" request — a GET, or a POST of text/plain, a form or multipart — only when it carries
 * `apollo-require-preflight` or `x-apollo-operation-name`, headers a cross-site page cannot send without a CORS
 * preflight. Servers, scripts and our own web and GraphiQL send one; the audit is run that way (61 of 61).
 *
 * Run as a cross-site browser form would (no such header), three MAY audits fail, and must: each is a GET
 * that would execute a document, which is exactly what the rule refuses (400 "This operation has been blocked as a
 * potential Cross-Site Request Forgery"). Answering them would let any page make a visitor's browser run queries
 * with the visitor's cookie:
 *   5A70  MAY accept application/x-www-form-urlencoded formatted GET requests
 *   D6D5  MAY allow URL-encoded JSON string {variables} parameter in GETs (accepting graphql-response+json)
 *   6A70  MAY allow URL-encoded JSON string {variables} parameter in GETs (accepting application/json)
 * They are asserted as the only exceptions, so a new failure (or one of them passing: the rule weakened) fails.
 */
const CSRF_REFUSED_WITHOUT_PREFLIGHT = ['5A70', '6A70', 'D6D5'];
/** graphql-http 1.23.1 has 61 audits; an upgrade that adds some should be read, not passed over. */
const AUDIT_COUNT = 61;
const LEVELS = ['MUST', 'SHOULD', 'MAY'] as const;

describe('GraphQL over HTTP (graphql-http audit)', () => {
  // The audit sends about 60 requests a run: above the per-IP budget a test stack would otherwise keep.
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

  async function audit(headers: Record<string, string>): Promise<AuditResult[]> {
    const address = await listening();
    const fetchFn = (input: string | URL | Request, init: RequestInit = {}) => {
      const merged = new Headers(init.headers);
      for (const [name, value] of Object.entries(headers)) merged.set(name, value);
      return fetch(input, { ...init, headers: merged });
    };
    const results = await auditServer({ url: `${address}/graphql`, fetchFn });
    expect(results).toHaveLength(AUDIT_COUNT);
    return results;
  }

  let address: string | undefined;
  async function listening(): Promise<string> {
    address ??= await stack.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  }

  it('passes all 61 audits as a server or script calls it (with the CSRF header)', async () => {
    const results = await audit({ 'apollo-require-preflight': 'true' });
    report('with apollo-require-preflight', results);
    expect(failures(results)).toEqual([]);
  }, 60_000); // sixty-one requests in a row: room for a busy 2-core machine

  it('fails, as a cross-site browser would see it, only the GETs the CSRF rule refuses', async () => {
    const results = await audit({});
    report('without a CSRF header', results);
    const failed = failures(results);
    expect(failed.map((result) => result.id).sort()).toEqual(CSRF_REFUSED_WITHOUT_PREFLIGHT);
    for (const result of failed) {
      if (result.status === 'ok') continue;
      expect(result.response.status, result.id).toBe(400);
      expect(await result.response.clone().text(), result.id).toMatch(/Cross-Site Request Forgery/);
    }
  }, 60_000);
});

function failures(results: AuditResult[]): AuditResult[] {
  return results.filter((result) => result.status !== 'ok');
}

/** The figures per level, for the report (warn: the lint allows no log; vitest shows it for a passing test too). */
function report(label: string, results: AuditResult[]): void {
  const lines = LEVELS.map((level) => {
    const ofLevel = results.filter((result) => result.name.startsWith(`${level} `));
    return `${level} ${ofLevel.filter((result) => result.status === 'ok').length}/${ofLevel.length}`;
  });
  const passed = results.length - failures(results).length;
  console.warn(`graphql-http audit ${label}: ${lines.join(', ')}; ${passed}/${results.length} in all`);
}
