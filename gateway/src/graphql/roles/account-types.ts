import type { AccountType } from '../../__generated__/schema-types.js';

/** The platform's agent account types (spec 000 section 6). */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
/** Free-play accounts: not real money, refused by guarded operations. */
export const TRIAL_TYPE = 4;

/** Club ranks above this use the VIP customer-service channel (spec 000 section 6). */
export const VIP_SERVICE_RANK = 4;

export const isAgentType = (type: number): boolean => AGENT_TYPES.has(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

export function accountTypeOf(type: number): AccountType {
  if (isTrialType(type)) return 'TRIAL';
  return isAgentType(type) ? 'AGENT' : 'MEMBER';
}
