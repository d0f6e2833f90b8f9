import type { AffiliateCodeCheck } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';

interface AffiliateValue {
  valid?: boolean;
  affiliateCode?: string;
}

const CODE = /^[A-Za-z0-9]{1,32}$/;

/** Is this an agent's invitation code? A malformed code is answered here without asking the platform. */
export async function checkAffiliateCode(platform: Platform, visitorHost: string, raw: string): Promise<AffiliateCodeCheck> {
  const code = raw.trim();
  if (!CODE.test(code)) return { code, valid: false };
  try {
    const value = await platform.read<AffiliateValue | null>(calls.affiliate, { query: { code, domain: visitorHost } });
    const valid = value?.valid !== false;
    return { code: valid && typeof value?.affiliateCode === 'string' ? value.affiliateCode : code, valid };
  } catch (error) {
    // The platform answers an unknown code with a parameter error ("Invalid invitation code").
    if (error instanceof UpstreamError && (error.code === 'REJECTED' || error.upstreamCode === 'request_param_err')) {
      return { code, valid: false };
    }
    throw error;
  }
}
