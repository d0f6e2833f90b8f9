import type { FastifyRequest } from 'fastify';

/** The sandbox is its own CDN: picture URLs are absolute on the address the caller used. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Two image CDNs that both serve every asset (paths of the sandbox), so a client's random pick can be seen. */
const IMAGE_CDN_PATHS = ['/__sandbox/cdn/1', '/__sandbox/cdn/2'] as const;

export function imageCdns(request: FastifyRequest): string[] {
  return IMAGE_CDN_PATHS.map((path) => `${ownOrigin(request)}${path}`);
}

/** A request through one of the CDN paths, as the path it stands for (`/__sandbox/cdn/2/x` is `/x`). */
export function withoutCdnPath(url: string): string {
  const path = IMAGE_CDN_PATHS.find((cdn) => url.startsWith(`${cdn}/`));
  return path === undefined ? url : url.slice(path.length);
}

/** A seeded asset path (`/__sandbox/assets/...`) as an absolute URL; '' stays '' (no picture). */
export function assetUrl(request: FastifyRequest, path: string): string {
  return path === '' ? '' : `${ownOrigin(request)}${path}`;
}

export const avatarPath = (avatarId: number) => `/__sandbox/assets/avatars/${avatarId}.svg`;
