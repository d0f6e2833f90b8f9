/** The feature switches of the whitelabel tree (upstream-protocol.md section 5). */
export const SWITCH_IDS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'REFERRAL',
] as const;

export type SwitchId = (typeof SWITCH_IDS)[number];
export type Switches = Record<SwitchId, boolean>;

export function isSwitchId(name: string): name is SwitchId {
  return (SWITCH_IDS as readonly string[]).includes(name);
}

/** A site that registers by username or mobile, without SMS checks or SMS login. */
export function seedSwitches(): Switches {
  return {
    MOBILENUMREG3: true,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: true,
    USERNAMEREG3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    MOBILEVERCODELOGIN3: false,
    DIRECTREG3: true,
    REFERRAL: true,
  };
}

export interface WhitelabelLayoutNode {
  modId: string;
  children?: readonly WhitelabelLayoutNode[];
}

/** Where each switch sits in the tree; the grouping modules are always on. */
export const WHITELABEL_LAYOUT: WhitelabelLayoutNode = {
  modId: 'WEB3',
  children: [
    {
      modId: 'REG3',
      children: [
        { modId: 'USERNAMEREG3' },
        { modId: 'MOBILENUMREG3', children: [{ modId: 'REGMOBVERF3' }, { modId: 'MOBILENUMPASSREG3' }] },
        { modId: 'DIRECTREG3' },
      ],
    },
    {
      modId: 'COMM3',
      children: [{ modId: 'MOBILEVERCODELOGIN3' }, { modId: 'PWDEXPFORCECHANGE3' }, { modId: 'FREEPLAY3' }],
    },
    { modId: 'AFFMAN3', children: [{ modId: 'REFERRAL' }] },
  ],
};
