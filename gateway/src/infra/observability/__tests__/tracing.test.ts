import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it, vi } from 'vitest';
import { startGatewayStack } from '../../../testing/gateway-stack.js';
import { createTracing } from '../tracing-sdk.js';
import type { Tracing } from '../tracing.js';
import { tracingFromEnv } from '../tracing-from-env.js';

async function gatewayWith(tracing: Tracing | undefined) {
  const stack = await startGatewayStack(tracing === undefined ? {} : { overrides: { tracing } });
  return { inject: stack.app.inject.bind(stack.app), close: stack.close };
}

const probe = { query: 'query SiteStatusProbe { site { status } }', operationName: 'SiteStatusProbe' };

describe('traces', () => {
  it('are off without OTEL_* variables, on with an endpoint or the otlp exporter, off again when disabled', async () => {
    expect(await tracingFromEnv({})).toBeUndefined();
    expect(await tracingFromEnv({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBeUndefined();
    expect(await tracingFromEnv({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBeUndefined();
    const on = await tracingFromEnv({ OTEL_TRACES_EXPORTER: 'otlp' });
    expect(on).toBeDefined();
    return on?.shutdown();
  });

  it('give a span per GraphQL operation with its platform calls as children', async () => {
    const exporter = new InMemorySpanExporter();
    const app = await gatewayWith(createTracing(new SimpleSpanProcessor(exporter)));
    let spans: ReturnType<InMemorySpanExporter['getFinishedSpans']> = [];
    try {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: probe });
      expect(res.statusCode).toBe(200);
      // The operation's span ends in onResponse, just after the answer left; closing the app would clear the exporter.
      await vi.waitFor(() => expect(exporter.getFinishedSpans().map((span) => span.name)).toContain('graphql SiteStatusProbe'));
      spans = exporter.getFinishedSpans();
    } finally {
      await app.close().catch(() => undefined);
    }
    const operation = spans.find((span) => span.name === 'graphql SiteStatusProbe');
    expect(operation).toBeDefined();
    const calls = spans.filter((span) => span.name.startsWith('platform '));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.spanContext().traceId).toBe(operation?.spanContext().traceId);
      expect(call.parentSpanContext?.spanId).toBe(operation?.spanContext().spanId);
      expect(call.attributes['saola.outcome']).toBe('ok');
    }
    expect(operation?.attributes['http.response.status_code']).toBe(200);
  });

  it('reach an OTLP/HTTP receiver named by OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const received: { url: string | undefined; bytes: number }[] = [];
    const receiver = createServer((request: IncomingMessage, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        received.push({ url: request.url, bytes });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    try {
      const tracing = await tracingFromEnv();
      expect(tracing).toBeDefined();
      const app = await gatewayWith(tracing);
      await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: probe });
      // Closing flushes the batch.
      await app.close();
    } finally {
      if (saved === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
    expect(received.some((post) => post.url === '/v1/traces' && post.bytes > 0)).toBe(true);
  });
});
