import { PlatformError } from '../../protocol/errors.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { profileOf } from './identity-profiles.js';
import { assetUrl, avatarPath } from '../../core/own-origin.js';

function avatarOf({ store, session }: PlatformCall<true>) {
  const account = store.accountById(session.accountId);
  if (account === undefined) throw PlatformError.of('sessionDead');
  return profileOf(store.data, account).avatarId;
}

/** `GET /wps/member/info/icon` (T): `{iconId, iconUrl}`. */
export function memberIcon(call: PlatformCall<true>) {
  const iconId = avatarOf(call);
  return { iconId, iconUrl: assetUrl(call.request, avatarPath(iconId)) };
}

/** `GET /wps/relay/MCSFE_getPlayerAvatar` (T): `{avatarId, avatarUrl}`, the same picture. */
export function playerAvatar(call: PlatformCall<true>) {
  const avatarId = avatarOf(call);
  return { avatarId, avatarUrl: assetUrl(call.request, avatarPath(avatarId)) };
}
