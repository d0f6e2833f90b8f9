import { ROOT_CONTEXT, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';

/** The gateway's tracer and the spans of the GraphQL operations in flight, by request id. */
export interface Tracing {
  readonly tracer: Tracer;
  /** Operation spans by request id, so platform calls (which carry the request id) become their children. */
  readonly operations: Map<string, Span>;
  shutdown(): Promise<void>;
}

/** The context whose current span is the operation's, for a child span; parents are passed explicitly. */
export function parentContext(tracing: Tracing, requestId: string | undefined): Context | undefined {
  const span = requestId === undefined ? undefined : tracing.operations.get(requestId);
  return span === undefined ? undefined : trace.setSpan(ROOT_CONTEXT, span);
}
