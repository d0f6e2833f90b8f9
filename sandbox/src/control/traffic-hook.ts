import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../protocol/envelope.js';
import { messageForCode } from '../protocol/errors.js';
import type { SandboxStore } from '../core/store.js';
import type { Fault } from '../core/faults.js';

/** Paths of the platform's API; `/lotto/lgw` is a lottery path from the catalogue. */
const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const DEFAULT_FAULT_CODE = '#727';

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isPlatformPath(path: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Counts every request on a platform path before anything can refuse it, then applies an injected fault:
 * latency first, then a dropped connection or a refusal in the platform's shape. A fault `afterHandling` lets the
 * call run and strikes its answer the same way.
 */
export function installTrafficHook(app: FastifyInstance, store: SandboxStore): void {
  const struckAnswers = new WeakMap<FastifyRequest, Fault>();
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!isPlatformPath(path)) return;
    store.calls.record(request.method, path);
    const fault = store.faults.take(path);
    if (fault === undefined) return;
    if (fault.afterHandling) {
      struckAnswers.set(request, fault);
      return;
    }
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.outage) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.status !== undefined || fault.errorCode !== undefined) {
      const errorCode = fault.errorCode ?? DEFAULT_FAULT_CODE;
      return reply.code(fault.status ?? 500).send(failureEnvelope(errorCode, messageForCode(errorCode)));
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const fault = struckAnswers.get(request);
    if (fault === undefined) return payload;
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.outage) {
      request.raw.socket.destroy();
      return payload;
    }
    if (fault.status === undefined && fault.errorCode === undefined) return payload;
    const errorCode = fault.errorCode ?? DEFAULT_FAULT_CODE;
    reply.code(fault.status ?? 500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(failureEnvelope(errorCode, messageForCode(errorCode)));
  });
}
