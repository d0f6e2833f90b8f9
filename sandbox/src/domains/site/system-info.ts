import type { FastifyRequest } from 'fastify';
import { desEncryptBase64 } from '../../protocol/crypto.js';
import type { CustomerServiceEntry } from '../../core/site.js';
import { WHITELABEL_LAYOUT } from '../../core/switches.js';
import type { SeedData } from '../../core/seed-data.js';
import { assetUrl, imageCdns } from '../../core/own-origin.js';
import { whitelabelTree } from './whitelabel-tree.js';

/** Type 3 links travel DES-encrypted with their 8-character key appended (upstream-protocol.md 3.7). */
function customerServicePath(entry: CustomerServiceEntry): string {
  if (entry.csType !== 3 || entry.linkKey === undefined) return entry.link;
  return desEncryptBase64(entry.link, entry.linkKey) + entry.linkKey;
}

/** `value.info` of `/wps/system/status`. */
export function systemInfo(data: SeedData, request: FastifyRequest) {
  const { siteInfo } = data;
  return {
    customerService: siteInfo.customerService.map((entry) => ({
      csType: entry.csType,
      title: entry.title,
      path: customerServicePath(entry),
    })),
    resources: siteInfo.resources.map((resource) => ({ ...resource, qrCodeUrl: assetUrl(request, resource.qrCodeUrl) })),
    whitelabel: whitelabelTree(WHITELABEL_LAYOUT, data.switches),
    register: structuredClone(siteInfo.register),
    analytics: { ...siteInfo.analytics },
    imageCDNs: imageCdns(request),
    launchGameCDNs: [...siteInfo.launchGameCDNs],
    jackpot: { ...siteInfo.jackpot },
    loginSettings: { ...data.identity.loginSettings },
  };
}
