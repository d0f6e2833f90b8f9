import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Tracing } from './tracing.js';

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

/** Spans batched to the OTLP/HTTP endpoint of the OTEL_* variables (the exporter reads them itself). */
export function otlpTracing(serviceName: string): Tracing {
  return createTracing(new BatchSpanProcessor(new OTLPTraceExporter()), serviceName);
}
