import { LogController, type FastifyRequest } from 'fastify';

/**
 * What a log line says about a request. A GET to /graphql carries its query and variables (a password
 * among them) in the query string, so only the path is ever written.
 */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Fastify's own request serializer, with the path in place of the full URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's lifecycle log lines; its not-found line quotes the raw URL, so that one names the path. */
export class RequestLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${pathOf(request.url)} not found`);
  }
}
