import { defineRoute } from '../../core/route-registry.js';
import { changePassword, requestPasswordMail, resetPasswordBySms } from './password-changes.js';

/** Changing the password, and resetting it by mail or SMS. */
export const passwordRoutes = [
  defineRoute({ method: 'POST', path: '/wps/member/password', moduleId: 'PASS3', token: true, encrypted: true, handle: changePassword }),
  defineRoute({ method: 'POST', path: '/wps/member/password/email', moduleId: 'PASS3', token: false, handle: requestPasswordMail }),
  defineRoute({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'PWRESETSMS3',
    token: false,
    encrypted: true,
    handle: resetPasswordBySms,
  }),
];
