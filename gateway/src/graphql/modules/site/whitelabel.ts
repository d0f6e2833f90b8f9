import type { FeatureSwitchesModel } from './site-models.js';

export interface WhitelabelNode {
  modId?: string;
  enabled?: string | boolean | number;
  childrenNodes?: WhitelabelNode[] | null;
}

/** Flattens the platform's recursive switch tree into modId → on/off. A node is on only if its parents are. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[] | null | undefined): Map<string, boolean> {
  const switches = new Map<string, boolean>();
  const walk = (list: readonly WhitelabelNode[], parentOn: boolean): void => {
    for (const node of list) {
      const on = parentOn && (node.enabled === '1' || node.enabled === true || node.enabled === 1);
      if (node.modId) switches.set(node.modId, on);
      if (node.childrenNodes?.length) walk(node.childrenNodes, on);
    }
  };
  walk(nodes ?? [], true);
  return switches;
}

const SWITCH_IDS: Record<keyof FeatureSwitchesModel, string> = {
  mobileRegistration: 'MOBILENUMREG3',
  registrationSmsVerification: 'REGMOBVERF3',
  mobileRegistrationPassword: 'MOBILENUMPASSREG3',
  usernameRegistration: 'USERNAMEREG3',
  // eslint-disable-next-line no-restricted-syntax -- the whitelabel switch's code, spelt like the module id
  freePlay: 'FREEPLAY3',
  forcePasswordChangeOnExpiry: 'PWDEXPFORCECHANGE3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  directRegistration: 'DIRECTREG3',
  referral: 'REFERRAL',
};

export function featureSwitches(switches: Map<string, boolean>): FeatureSwitchesModel {
  const entries = Object.entries(SWITCH_IDS).map(([name, modId]) => [name, switches.get(modId) ?? false]);
  return Object.fromEntries(entries) as unknown as FeatureSwitchesModel;
}
