import { request } from 'node:http';
import { SESSION_COOKIE } from '../../../gateway/src/infra/session/request-session.js';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpPost {
  path?: string;
  headers?: Record<string, string>;
  body: string;
  /** The address the request leaves from (any of 127.0.0.0/8 on Linux): who the balancer sees. */
  localAddress?: string;
}

/** One POST over a real socket, as a client on another machine would send it. */
export function post(baseUrl: string, options: HttpPost): Promise<HttpAnswer> {
  const url = new URL(options.path ?? '/graphql', baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress: options.localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body), ...options.headers },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * A browser at one address behind the balancer: keeps its cookies (the session, the captcha binding) and sends
 * whatever extra headers the attacker adds to each request.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly localAddress: string,
  ) {}

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{ status: number; data: T | undefined; errors: { extensions?: { code?: string } }[]; raw: string }> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await post(this.baseUrl, {
      body: JSON.stringify({ query, variables }),
      localAddress: this.localAddress,
      headers: { ...(cookie === '' ? {} : { cookie }), ...headers },
    });
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: { data?: T; errors?: { extensions?: { code?: string } }[] } = {};
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      // A balancer's or server's own page (413, 502): no GraphQL answer.
    }
    return { status: answer.status, data: parsed.data ?? undefined, errors: parsed.errors ?? [], raw: answer.body };
  }
}
