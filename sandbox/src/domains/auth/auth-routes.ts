import { defineRoute } from '../../core/route-registry.js';
import { startFreePlay } from './free-play.js';
import { logInWithVerification } from './login-verification.js';
import { sendNoLoginCode, sendRegisterCode } from './sms-verification.js';

/** The auth calls beyond login and logout: SMS codes, the login IP check's second step, free play. */
export const authRoutes = [
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
];
