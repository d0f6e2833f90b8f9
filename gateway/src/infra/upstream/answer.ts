import type { CallSpec } from './catalogue.js';
import { classifyFailure, UpstreamError } from './errors.js';

export interface ReadAnswer {
  value: unknown;
  message: string;
}

interface Envelope {
  success: boolean;
  message?: unknown;
  value?: unknown;
  errorCode?: unknown;
}

/**
 * Turns an HTTP answer into the call's value, or throws the UpstreamError it amounts to.
 * `/wps` calls answer `{success, message, value, errorCode?}`; envelope-less specs (`/lgw`) answer the value itself.
 */
export function readAnswer(spec: CallSpec, status: number, text: string): ReadAnswer {
  const body = parseJson(text);
  const ok = status >= 200 && status < 300;

  if (spec.envelope) {
    if (!isEnvelope(body)) throw unreadable(spec, status, body);
    const upstreamCode = codeOf(body.errorCode);
    const message = typeof body.message === 'string' ? body.message : '';
    if (ok && body.success) return { value: body.value, message };
    throw new UpstreamError({
      code: classifyFailure(status, upstreamCode),
      call: spec.name,
      status,
      upstreamCode,
      upstreamMessage: message,
      value: body.value,
    });
  }

  if (ok) {
    if (body === undefined) throw unreadable(spec, status, body);
    return { value: body, message: '' };
  }
  const fields = isRecord(body) ? body : {};
  const upstreamCode = codeOf(fields.errorCode ?? fields.code);
  if (upstreamCode === undefined && body === undefined) throw unreadable(spec, status, body);
  throw new UpstreamError({
    code: classifyFailure(status, upstreamCode),
    call: spec.name,
    status,
    upstreamCode,
    upstreamMessage: typeof fields.message === 'string' ? fields.message : undefined,
    value: body,
  });
}

/**
 * An answer we cannot read. Statuses that mean something on their own (401, 403, 429, 5xx) keep that meaning,
 * because proxies in front of the platform answer them with HTML; anything else is our bug.
 */
function unreadable(spec: CallSpec, status: number, body: unknown): UpstreamError {
  const byStatus = classifyFailure(status, undefined);
  return new UpstreamError({
    code: byStatus === 'REJECTED' ? 'INTERNAL' : byStatus,
    call: spec.name,
    status,
    upstreamMessage: body === undefined ? 'answer is not JSON' : 'answer has no envelope',
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.success === 'boolean';
}

function codeOf(raw: unknown): string | undefined {
  if (typeof raw === 'string' && raw.length > 0) return raw;
  if (typeof raw === 'number') return String(raw);
  return undefined;
}
