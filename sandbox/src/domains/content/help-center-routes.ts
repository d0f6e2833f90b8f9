import { defineRoute } from '../../core/route-registry.js';
import { helpCenter } from './help-center-route.js';

/** The help centre's topics. */
export const helpCenterRoutes = [
  defineRoute({ method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', token: false, handle: helpCenter }),
];
