import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayMetrics } from '../../infra/observability/metrics.js';
import type { Tracing } from '../../infra/observability/tracing.js';
import { ErrorCode } from '../../__generated__/schema-types.js';
import { APOLLO_CLIENT_CODES } from '../../graphql/errors/format-error.js';
import { PERSISTED_QUERY_REQUIRED } from '../persisted/persisted-operations.js';

interface Observation {
  operation: string;
  errorCode: string | undefined;
  span: Span | undefined;
}

const FIRST_CODE = /"errors":\[\{[^]*?"code":"([A-Z][A-Z_]{1,39})"/;
/** The codes the error formatter lets out; anything else found in an answer counts as "error", never as a label. */
const KNOWN_CODES = new Set<string>([...Object.values(ErrorCode), ...APOLLO_CLIENT_CODES, PERSISTED_QUERY_REQUIRED]);
const errorCodeOf = (payload: string): string => {
  const code = FIRST_CODE.exec(payload)?.[1];
  return code !== undefined && KNOWN_CODES.has(code) ? code : 'error';
};
/** Apollo and the compiled executor put errors first: an answer without them is never read through. */
const ERRORS_HEAD = '{"errors":[';
const withErrors = (payload: unknown): string | undefined => {
  if (typeof payload === 'string') return payload.startsWith(ERRORS_HEAD) ? payload : undefined;
  const bytes = Buffer.isBuffer(payload) ? payload : undefined;
  return bytes?.toString('latin1', 0, ERRORS_HEAD.length) === ERRORS_HEAD ? bytes.toString() : undefined;
};

/**
 * One metric observation (and, when tracing, one span) per request on the GraphQL route. The operation label is
 * the request's operation name only when a known document bears it, else "other"; the outcome is the first
 * error code of the answer, else "ok" for 2xx or the status class.
 */
export function registerGraphqlObserver(scope: FastifyInstance, metrics: GatewayMetrics, knownNames: ReadonlySet<string>, tracing: Tracing | undefined): void {
  const observations = new WeakMap<FastifyRequest, Observation>();

  // After the persisted-operation hook: a hash-only request is already a named document here.
  scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = operationLabel(request, knownNames);
    const span = tracing?.tracer.startSpan(`graphql ${operation}`, {
      kind: SpanKind.SERVER,
      startTime: performance.timeOrigin + performance.now() - reply.elapsedTime,
      attributes: { 'graphql.operation.name': operation, 'http.request.method': request.method },
    });
    if (span !== undefined) tracing?.operations.set(request.id, span);
    observations.set(request, { operation, errorCode: undefined, span });
  });

  scope.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const observation = observations.get(request);
    const answer = observation === undefined ? undefined : withErrors(payload);
    if (observation !== undefined && answer !== undefined) observation.errorCode = errorCodeOf(answer);
    return payload;
  });

  scope.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const observation = observations.get(request);
    const status = reply.statusCode;
    const outcome = observation?.errorCode ?? (status < 300 ? 'ok' : `http_${Math.floor(status / 100)}xx`);
    metrics.request(observation?.operation ?? 'other', outcome, reply.elapsedTime / 1000);
    if (observation?.span !== undefined) {
      observation.span.setAttributes({ 'http.response.status_code': status, 'saola.outcome': outcome });
      if (outcome !== 'ok') observation.span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      observation.span.end();
      tracing?.operations.delete(request.id);
    }
  });

  scope.addHook('onRequestAbort', async (request: FastifyRequest) => {
    const span = observations.get(request)?.span;
    span?.setStatus({ code: SpanStatusCode.ERROR, message: 'aborted' });
    span?.end();
    tracing?.operations.delete(request.id);
  });
}

/** A document's first operation name, for requests that leave out operationName (only then may it be a label). */
const FIRST_OPERATION = /(?:^|[\s}])(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

function operationLabel(request: FastifyRequest, knownNames: ReadonlySet<string>): string {
  const source = (request.method === 'GET' ? request.query : request.body) as { operationName?: unknown; query?: unknown } | null | undefined;
  if (typeof source !== 'object' || source === null) return 'other';
  const name = typeof source.operationName === 'string' ? source.operationName : typeof source.query === 'string' ? FIRST_OPERATION.exec(source.query.slice(0, 4096))?.[1] : undefined;
  return name !== undefined && knownNames.has(name) ? name : 'other';
}
