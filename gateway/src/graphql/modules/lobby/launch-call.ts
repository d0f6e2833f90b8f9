import { calls, UpstreamError, type CallSpec } from '../../../infra/upstream/index.js';
import type { CallQuery, Platform } from '../../platform/platform.js';
import { mediaUrl } from '../../values/media-url.js';
import { safeLink } from '../../values/safe-link.js';
import type { LaunchValue } from './upstream-shapes.js';

/** The game CDNs a launch may use (spec 000 §3: launchGameCDNs), asked for only when an answer needs one. */
export type LaunchCdns = () => Promise<readonly string[]>;

/**
 * The game launch call (or the FB sports relay): the game's address from `content.game_url`. A path is put on one
 * of the platform's game CDNs, picked at random (spec 000 §3); without one it is refused like a missing address.
 */
export async function launchUrl(
  platform: Platform,
  query: CallQuery,
  spec: CallSpec = calls.launchGame,
  cdns: LaunchCdns = async () => [],
): Promise<string> {
  const value = await platform.read<LaunchValue>(spec, { query: { clientType: 3, ...query } });
  const link = safeLink(value.content?.game_url);
  const url = link?.startsWith('/') ? onRandomCdn(link, await cdns()) : link;
  if (url === null) {
    throw new UpstreamError({ code: 'INTERNAL', call: spec.name, upstreamMessage: 'launch answer has no game_url' });
  }
  return url;
}

function onRandomCdn(path: string, cdns: readonly string[]): string | null {
  const cdn = cdns[Math.floor(Math.random() * cdns.length)];
  return cdn === undefined ? null : mediaUrl(path, cdn);
}
