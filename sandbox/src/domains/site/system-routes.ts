import { visitorIp } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import { WHITELABEL_LAYOUT } from '../../core/switches.js';
import { systemInfo } from './system-info.js';
import { whitelabelTree } from './whitelabel-tree.js';

export const systemRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    token: false,
    openWhenSiteClosed: true,
    handle: ({ store, request, query }) => {
      const { site } = store.data;
      return {
        maintenance: site.maintenance,
        maintenanceEndTime: site.maintenance ? site.maintenanceEndTime : null,
        regionRestriction: site.regionRestriction,
        // The domain check: the host the client reports (the site's address) must be one the merchant serves.
        invalidDomain: query.host !== undefined && site.invalidDomains.includes(query.host.toLowerCase()),
        location: { ip: visitorIp(request) },
        info: systemInfo(store.data, request),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    token: false,
    openWhenSiteClosed: true,
    handle: ({ store }) => whitelabelTree(WHITELABEL_LAYOUT, store.data.switches),
  }),
];
