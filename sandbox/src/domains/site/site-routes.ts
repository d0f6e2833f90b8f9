import { defineRoute } from '../../core/route-registry.js';
import { countries, domainRoute } from './site-settings.js';

/** The site's lines and the countries of the mobile-number field. */
export const siteRoutes = [
  defineRoute({ method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', token: false, handle: domainRoute }),
  defineRoute({ method: 'GET', path: '/wps/system/countries', moduleId: 'COMM3', token: false, handle: countries }),
];
