import type { FastifyRequest } from 'fastify';

/** Generated pictures are served by the sandbox itself, at the address the caller used. */
export function assetUrl(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}/__sandbox/assets/${path}`;
}
