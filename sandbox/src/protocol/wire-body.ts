import type { FastifyInstance } from 'fastify';

/**
 * A request body as it arrived. Parsing never throws: whether a body is acceptable depends on the route
 * (an encrypted call takes a bare base64 string even under `application/json`), so the route decides.
 */
export type WireBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'malformed'; raw: string }
  | { kind: 'text'; raw: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'empty' };

function parseJson(raw: string): WireBody {
  if (raw.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(raw) as unknown };
  } catch {
    return { kind: 'malformed', raw };
  }
}

function parseText(raw: string): WireBody {
  return raw.trim() === '' ? { kind: 'empty' } : { kind: 'text', raw };
}

function parseForm(raw: string): WireBody {
  if (raw.trim() === '') return { kind: 'empty' };
  return { kind: 'form', fields: Object.fromEntries(new URLSearchParams(raw)) };
}

/** Replaces Fastify's parsers in the platform's scope with ones that produce a WireBody. */
export function installWireBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseJson(String(body)));
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(String(body)));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseText(String(body)));
  });
}

function isWireBody(body: unknown): body is WireBody {
  return typeof body === 'object' && body !== null && 'kind' in body;
}

/** Fastify leaves the body undefined when none was sent (or on GET). */
export function wireBodyOf(body: unknown): WireBody {
  return isWireBody(body) ? body : { kind: 'empty' };
}
