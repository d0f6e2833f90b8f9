import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { isUpstreamError, type CallParams, type CallSpec, type UpstreamClient } from '../upstream/index.js';
import type { GatewayMetrics } from './metrics.js';
import { parentContext, type Tracing } from './tracing.js';

/**
 * The upstream client with one latency observation (and, when tracing, one span under the request's operation)
 * per platform call. `call` and `request` are separate entries of the client, so each call is counted once.
 */
export function instrumentUpstream(upstream: UpstreamClient, metrics: GatewayMetrics, tracing: Tracing | undefined): UpstreamClient {
  async function observed<T>(spec: CallSpec, params: CallParams, run: () => Promise<T>): Promise<T> {
    const span = tracing?.tracer.startSpan(
      `platform ${spec.name}`,
      { kind: SpanKind.CLIENT, attributes: { 'saola.platform.call': spec.name, 'http.request.method': spec.method } },
      parentContext(tracing, params.requestId),
    );
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await run();
    } catch (error) {
      outcome = isUpstreamError(error) ? error.code : 'error';
      span?.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      throw error;
    } finally {
      metrics.platformCall(spec.name, outcome, (performance.now() - started) / 1000);
      span?.setAttribute('saola.outcome', outcome);
      span?.end();
    }
  }

  return new Proxy(upstream, {
    get(target, property, receiver) {
      if (property === 'request') {
        return <T>(spec: CallSpec, params: CallParams) => observed(spec, params, () => target.request<T>(spec, params));
      }
      if (property === 'call') {
        return <T>(spec: CallSpec, params: CallParams) => observed(spec, params, () => target.call<T>(spec, params));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
