import { defineRoute } from '../../core/route-registry.js';
import { memberIcon, playerAvatar } from './avatar.js';

/** The member's profile picture. */
export const accountRoutes = [
  defineRoute({ method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', token: true, handle: memberIcon }),
  defineRoute({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', moduleId: 'PROFPIC3', token: true, handle: playerAvatar }),
];
