import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { createHandler } from 'graphql-sse';
import type { GatewayContext } from '../../graphql/context.js';
import type { RequestExposure } from '../../graphql/platform/request-exposure.js';
import type { StreamContextFactory, StreamOrigin } from '../../graphql/request-context.js';
import { SESSION_COOKIE } from '../../infra/session/request-session.js';
import { clientKey } from '../../infra/throttle/client-key.js';
import { INTEGRATOR_KEY_HEADER } from '../persisted/persisted-operations.js';
import { EventStreamWriter, type StreamEnd, type WriterLimits } from './event-stream-writer.js';
import { StreamLimits } from './stream-limits.js';
import { runSubscription, SharedEvents } from './stream-events.js';
import { streamOperationPreparer, type StreamPlan, type StreamRules } from './stream-operation.js';

export const STREAM_PATH = '/graphql/stream';

export interface LiveStreamOptions extends StreamRules, WriterLimits {
  /**
   * A stream's contexts: /graphql's (the same session cookie, language, address and services), built from what the
   * stream keeps of its request, so its later reads and events need no more of it.
   */
  streamContext: StreamContextFactory;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  streamsPerSession: number;
  streamsPerAddress: number;
  /** Told of each stream that opens and ends (metrics). */
  observe: { opened(): void; ended(reason: StreamEnd): void; written(): void };
}

interface StreamRequest {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The request as graphql-sse is handed it. graphql-sse keeps it for the stream's whole life (for `onNext`), so once
 * the stream is answered the request, its reply and its body are let go: an open stream does not keep them.
 */
interface HeldRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | undefined };
  body: Record<string, unknown> | null;
  raw: FastifyRequest | undefined;
  context: StreamRequest | undefined;
}

/** Headers a cross-site form or image cannot send: as /graphql's CSRF rule, a GET stream needs one of them. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

function refusal(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ errors: [{ message, extensions: { code } }] });
}

/**
 * GraphQL subscriptions over Server-Sent Events (graphql-sse's protocol, distinct connections: one operation per
 * stream, so no reservation lives in one replica's memory and the balancer may send each stream anywhere).
 */
export async function registerLiveStreams(app: FastifyInstance, options: LiveStreamOptions): Promise<void> {
  const prepare = streamOperationPreparer(options);
  const limits = new StreamLimits(options.streamsPerSession, options.streamsPerAddress);
  const writers = new Set<EventStreamWriter>();
  const shared = new SharedEvents();

  const handler = createHandler<FastifyRequest | undefined, StreamRequest | undefined>({
    schema: options.schema,
    // No token: distinct connections only.
    authenticate: () => null,
    // Answers the operation itself (runSubscription), so graphql-sse neither validates again nor keeps a context.
    onSubscribe: async (req, params) => {
      const prepared = prepare(params, req.headers.get(INTEGRATOR_KEY_HEADER) ?? undefined);
      if (!prepared.ok) {
        const body = JSON.stringify({ errors: [{ message: prepared.message, extensions: { code: prepared.code } }] });
        return [body, { status: prepared.status, statusText: prepared.code, headers: { 'content-type': 'application/json; charset=utf-8' } }];
      }
      if (req.context === undefined) throw new Error('A stream was subscribed after its request was let go.');
      const { request, reply } = req.context;
      const origin = options.streamContext.origin(request);
      const fresh = contextsOf(options.streamContext, origin);
      const first = Object.assign(options.streamContext.context(origin, { reply }), { liveStream: { fresh } });
      const { plan, variables } = prepared;
      return runSubscription({ schema: options.schema, plan, variables, first, fresh, shared, alike: alikeKey(plan, variables, origin) });
    },
    // The same error policy as /graphql: codes kept, internals hidden.
    // (graphql-sse types errors as GraphQLError; it only serialises them, so formatted ones serialise the same.)
    onNext: (_ctx, _req, result) =>
      result.errors === undefined
        ? result
        : ({ ...result, errors: result.errors.map((error) => options.formatError((error as GraphQLError).toJSON(), error)) } as unknown as typeof result),
  });

  // One sweep for all the streams' lifetimes (a timer per stream would cost each of 10,000 streams its own), often
  // enough that a stream ends within a tenth of its shorter lifetime past it.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const writer of writers) {
        const expired = writer.expiry(now);
        if (expired !== undefined) writer.end(expired);
      }
    },
    Math.max(50, Math.min(options.maxLifetimeMs, options.idleLifetimeMs) / 10),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.addHook('preClose', async () => {
    // Draining: every stream ends now (no `complete`), so its client reconnects to a replica that stays.
    for (const writer of writers) writer.end('drain');
  });

  app.route({
    method: ['GET', 'POST'],
    url: STREAM_PATH,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const json = request.headers['content-type']?.startsWith('application/json') === true;
      if (request.method === 'POST' ? !json : !PREFLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)) {
        return refusal(reply, 400, 'BAD_REQUEST', 'A stream is a JSON POST, or a GET with the "Apollo-Require-Preflight: true" header.');
      }
      if (request.headers.accept !== 'text/event-stream') return refusal(reply, 406, 'BAD_REQUEST', 'A stream is asked for with "Accept: text/event-stream".');
      const cookie = request.cookies[SESSION_COOKIE];
      const place = limits.take(cookie === undefined ? undefined : createHash('sha256').update(cookie).digest('base64url'), clientKey(request.ip));
      if (typeof place === 'string') return refusal(reply, 429, 'RATE_LIMITED', `Too many open streams for this ${place}.`);

      const held: HeldRequest = {
        method: request.method,
        url: request.url,
        headers: { get: (name) => (held.raw === undefined ? undefined : headerOf(held.raw, name)) },
        body: (request.body as Record<string, unknown> | null | undefined) ?? null,
        raw: request,
        context: { request, reply },
      };
      const answered = handler(held).finally(() => {
        held.raw = held.context = undefined;
        held.body = null;
      });
      const [body, init] = await answered.catch((error: unknown) => {
        place.release();
        throw error;
      });
      if (body === null || typeof body === 'string') {
        place.release();
        return reply.code(init.status).headers(init.headers ?? {}).send(body ?? undefined);
      }

      // The stream is written here, past Fastify's reply (no compression, no buffering): its headers go with it.
      reply.hijack();
      reply.raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...init.headers, 'cache-control': 'private, no-store', 'x-accel-buffering': 'no' });
      flattenHeader(reply.raw);
      const writer = new EventStreamWriter(reply.raw, body, options);
      writers.add(writer);
      options.observe.opened();
      keepOpen(writer, request.log, options.observe, () => {
        writers.delete(writer);
        place.release();
      });
      return reply;
    },
  });
}

/** The contexts of a stream's later reads, each new, from its origin alone (a closure over nothing else). */
function contextsOf(factory: StreamContextFactory, origin: StreamOrigin): (exposure?: RequestExposure) => GatewayContext {
  return (exposure) => factory.context(origin, { exposure });
}

/**
 * Streams whose events may share one execution: the same plan and variables, and what a context carries that an
 * execution may use without recording it (language, host). Whether it read the visitor's own data is recorded.
 */
function alikeKey(plan: StreamPlan, variables: Record<string, unknown> | undefined, origin: StreamOrigin): string {
  return `${plan.id}\n${origin.language}\n${origin.visitorHost}\n${JSON.stringify(variables ?? null)}`;
}

/**
 * Writes the stream until it ends. Its own function, and no async one (a suspended async function keeps its frame
 * for the stream's life), so what it keeps is the writer's promise and these few references: the route handler's
 * scope, with the request and reply, is let go.
 */
function keepOpen(writer: EventStreamWriter, log: FastifyBaseLogger, observe: LiveStreamOptions['observe'], ended: () => void): void {
  writer.pump(observe.written).then(
    (reason) => {
      ended();
      observe.ended(reason);
    },
    (error: unknown) => {
      log.warn({ err: error }, 'live stream failed');
      ended();
      observe.ended('done');
    },
  );
}

/**
 * Node keeps a response's header block for the response's life, as it built it: one string appended per header line,
 * which V8 holds as a rope of ~100 pieces (~2 KB, per open stream). Reading a character makes V8 flatten it in place.
 * `_header` is Node's own field; without it (another Node) nothing happens and the stream only weighs more.
 */
function flattenHeader(response: ServerResponse): void {
  const header = (response as ServerResponse & { _header?: unknown })._header;
  if (typeof header === 'string' && header.length > 0) header.charCodeAt(header.length - 1);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}


export type { StreamEnd } from './event-stream-writer.js';
