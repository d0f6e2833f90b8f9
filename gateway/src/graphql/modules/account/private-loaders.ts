import DataLoader from 'dataloader';
import { UpstreamError, type CallSpec } from '../../../upstream/index.js';
import type { GatewayDeps, RequestScope } from '../../context.js';

/**
 * A per-request loader for one private read, keyed by session token: however many fields of a query
 * need member info, the platform is asked once. A dead token clears the cookie on the way out.
 */
export function privateLoader<V>(
  deps: GatewayDeps,
  scope: RequestScope,
  spec: CallSpec,
  query?: Record<string, string | number>,
): DataLoader<string, V> {
  return new DataLoader<string, V>(
    (tokens) =>
      Promise.all(
        tokens.map((token) =>
          deps.upstream
            .call<V>(spec, { token, query, language: scope.upstreamLanguage, requestId: scope.requestId, clientIp: scope.clientIp })
            .catch((error: unknown) => {
              if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') scope.session.clear();
              return error instanceof Error ? error : new Error(String(error));
            }),
        ),
      ),
    { cache: true },
  );
}
