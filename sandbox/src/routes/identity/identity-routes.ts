import { defineRoute } from '../../protocol/route-registry.js';
import { affiliateCheck } from './affiliate-check.js';
import { memberIcon, playerAvatar } from './avatar.js';
import { submitFeedback } from './feedback.js';
import { startFreePlay } from './free-play.js';
import { helpCenter } from './help-center-route.js';
import { logInWithVerification } from './login-verification.js';
import { changePassword, requestPasswordMail, resetPasswordBySms } from './password-routes.js';
import { referralInfoRoute, referralListRoute } from './referral-routes.js';
import { registerMember } from './register-member.js';
import { countries, domainRoute, registerSettings } from './site-routes.js';
import { sendNoLoginCode, sendRegisterCode } from './sms-verification.js';

/** The identity calls beyond the foundation's (RSA key, login, logout, status, whitelabel, member info, captcha). */
export const identityRoutes = [
  defineRoute({ method: 'POST', path: '/wps/verification/sms/noLogin', moduleId: 'VERIFICATION3', token: false, handle: sendNoLoginCode }),
  defineRoute({ method: 'POST', path: '/wps/verification/sms/register', moduleId: 'VERIFICATION3', token: false, handle: sendRegisterCode }),
  defineRoute({
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    token: false,
    encrypted: true,
    handle: logInWithVerification,
  }),
  defineRoute({ method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', token: false, handle: startFreePlay }),
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
  defineRoute({ method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3', token: false, handle: affiliateCheck }),
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
  defineRoute({ method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', token: true, handle: memberIcon }),
  defineRoute({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', moduleId: 'PROFPIC3', token: true, handle: playerAvatar }),
  defineRoute({ method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', token: false, handle: domainRoute }),
  defineRoute({ method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', token: false, handle: helpCenter }),
  defineRoute({ method: 'GET', path: '/wps/system/countries', moduleId: 'COMM3', token: false, handle: countries }),
  defineRoute({ method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', token: false, handle: submitFeedback }),
  referralInfoRoute,
  referralListRoute,
];
