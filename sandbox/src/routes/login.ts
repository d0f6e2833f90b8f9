import type { PlatformCall } from '../protocol/route-registry.js';
import { badParam } from './identity/identity-errors.js';
import { logInByFirebase } from './identity/login-firebase.js';
import { logInBySms } from './identity/login-sms.js';
import { logInByUsername } from './identity/login-username.js';
import { payloadFields } from './identity/payload-fields.js';

/** `POST /wps/session/login` (E): dispatches on `type`, which defaults to `username`. */
export function logIn(call: PlatformCall) {
  const fields = payloadFields(call.payload);
  switch (fields.type ?? 'username') {
    case 'username':
      return logInByUsername(call, fields);
    case 'sms':
      return logInBySms(call, fields);
    case 'firebase':
      return logInByFirebase(call, fields);
    default:
      throw badParam('Unknown login type');
  }
}
