import { defineRoute } from '../../core/route-registry.js';
import { AVATAR_COUNT } from '../account/profiles.js';
import { profileOf } from '../account/identity-profiles.js';
import { realMemberOf } from '../wallet/real-member.js';
import { integerIn, jsonBody } from '../../core/request-input.js';
import { assetUrl, avatarPath } from '../../core/own-origin.js';

/** The pictures a member may pick (member centre, my account); the chosen one is what the icon calls answer. */
export const avatarChoiceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvatarList',
    moduleId: 'PROFPIC3',
    token: true,
    handle: ({ store, session, request }) => {
      const account = realMemberOf(store, session);
      const chosen = profileOf(store.data, account).avatarId;
      return Array.from({ length: AVATAR_COUNT }, (_, index) => index + 1).map((avatarId) => ({
        avatarId,
        avatarUrl: assetUrl(request, avatarPath(avatarId)),
        selected: avatarId === chosen,
      }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/wps/relay/MCSFE_updatePlayerAvatar',
    moduleId: 'PROFPIC3',
    token: true,
    handle: (call) => {
      const account = realMemberOf(call.store, call.session);
      const avatarId = integerIn(jsonBody(call), 'avatarId', 1, AVATAR_COUNT);
      profileOf(call.store.data, account).avatarId = avatarId;
      return { avatarId, avatarUrl: assetUrl(call.request, avatarPath(avatarId)) };
    },
  }),
];
