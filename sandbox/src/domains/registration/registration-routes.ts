import { defineRoute } from '../../core/route-registry.js';
import { registerSettings } from '../site/site-settings.js';
import { registerMember } from './register-member.js';

/** Registering a member by username or mobile number, and the register form's settings. */
export const registrationRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    token: false,
    encrypted: true,
    handle: (call) => registerMember(call, 'username'),
  }),
  defineRoute({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'REG3',
    token: false,
    encrypted: true,
    handle: (call) => registerMember(call, 'mobile'),
  }),
  defineRoute({ method: 'GET', path: '/wps/system/setting/register', moduleId: 'REG3', token: false, handle: registerSettings }),
];
