import type { Tracing } from './tracing.js';

type Env = Record<string, string | undefined>;

/**
 * Traces are off unless the standard variables ask for them: OTEL_TRACES_EXPORTER=otlp, or an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). The OTLP/HTTP exporter reads the rest of
 * its OTEL_* settings (headers, timeout) itself. OTEL_SDK_DISABLED=true and OTEL_TRACES_EXPORTER=none turn them off.
 */
export async function tracingFromEnv(env: Env = process.env): Promise<Tracing | undefined> {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter === 'none') return undefined;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (exporter !== 'otlp' && (endpoint === undefined || endpoint.trim() === '')) return undefined;
  // The SDK and its exporter (megabytes of heap) load only when traces are on, which by default they are not.
  const { otlpTracing } = await import('./tracing-sdk.js');
  return otlpTracing(env.OTEL_SERVICE_NAME?.trim() || 'saola-gateway');
}
