import { ROOT_CONTEXT, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';

type Env = Record<string, string | undefined>;

/** The gateway's tracer and the spans of the GraphQL operations in flight, by request id. */
export interface Tracing {
  readonly tracer: Tracer;
  /** Operation spans by request id, so platform calls (which carry the request id) become their children. */
  readonly operations: Map<string, Span>;
  shutdown(): Promise<void>;
}

/**
 * Traces are off unless the standard variables ask for them: OTEL_TRACES_EXPORTER=otlp, or an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). The OTLP/HTTP exporter reads the rest of
 * its OTEL_* settings (headers, timeout) itself. OTEL_SDK_DISABLED=true and OTEL_TRACES_EXPORTER=none turn them off.
 */
export function tracingFromEnv(env: Env = process.env): Tracing | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter === 'none') return undefined;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (exporter !== 'otlp' && (endpoint === undefined || endpoint.trim() === '')) return undefined;
  return createTracing(new BatchSpanProcessor(new OTLPTraceExporter()), env.OTEL_SERVICE_NAME?.trim() || 'saola-gateway');
}

/** A tracer of its own (not registered globally), so two gateways in one process never share spans. */
export function createTracing(processor: SpanProcessor, serviceName = 'saola-gateway'): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [processor],
  });
  return {
    tracer: provider.getTracer('saola-gateway'),
    operations: new Map(),
    shutdown: () => provider.shutdown(),
  };
}

/** The context whose current span is the operation's, for a child span; parents are passed explicitly. */
export function parentContext(tracing: Tracing, requestId: string | undefined): Context | undefined {
  const span = requestId === undefined ? undefined : tracing.operations.get(requestId);
  return span === undefined ? undefined : trace.setSpan(ROOT_CONTEXT, span);
}
