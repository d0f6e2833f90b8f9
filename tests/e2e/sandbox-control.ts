import { E2E } from './e2e-env.js';

/** Drives the sandbox's control API from a test (reset, faults, call counts). */
export async function sandboxControl(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${E2E.sandboxUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}
