import { calls, UpstreamError, type CallSpec } from '../../../infra/upstream/index.js';
import type { CallQuery, Platform } from '../../platform/platform.js';
import type { LaunchValue } from './upstream-shapes.js';

/** The game launch call (or the FB sports relay): the game's address from `content.game_url`. */
export async function launchUrl(
  platform: Platform,
  query: CallQuery,
  spec: CallSpec = calls.launchGame,
): Promise<string> {
  const value = await platform.read<LaunchValue>(spec, { query: { clientType: 3, ...query } });
  const url = value.content?.game_url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) {
    throw new UpstreamError({ code: 'INTERNAL', call: spec.name, upstreamMessage: 'launch answer has no game_url' });
  }
  return url;
}
