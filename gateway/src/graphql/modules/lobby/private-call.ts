import { UpstreamError, type CallParams, type CallSpec } from '../../../upstream/index.js';
import type { GatewayDeps, RequestScope } from '../../context.js';

/**
 * One PRIVATE platform call for the logged-in member: never cached. A dead token clears the session
 * cookie on the way out, so the client sees UNAUTHENTICATED and a logged-out state together.
 */
export async function privateCall<T>(
  deps: GatewayDeps,
  scope: RequestScope,
  spec: CallSpec,
  token: string,
  params: Pick<CallParams, 'query' | 'body'> = {},
): Promise<T> {
  try {
    return await deps.upstream.call<T>(spec, {
      ...params,
      token,
      language: scope.upstreamLanguage,
      requestId: scope.requestId,
      clientIp: scope.clientIp,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') scope.session.clear();
    throw error;
  }
}

export type QueryValue = string | number | boolean | undefined;

/** The platform's node ids are numbers; keep them numbers on the wire when they look like one. */
export const wireNodeId = (nodeId: string): number | string => (/^\d{1,15}$/.test(nodeId) ? Number(nodeId) : nodeId);
