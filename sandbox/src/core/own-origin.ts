import type { FastifyRequest } from 'fastify';

/** The sandbox is its own CDN: picture URLs are absolute on the address the caller used. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A seeded asset path (`/__sandbox/assets/...`) as an absolute URL; '' stays '' (no picture). */
export function assetUrl(request: FastifyRequest, path: string): string {
  return path === '' ? '' : `${ownOrigin(request)}${path}`;
}

export const avatarPath = (avatarId: number) => `/__sandbox/assets/avatars/${avatarId}.svg`;
