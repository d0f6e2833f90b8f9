import { isSwitchId } from '../../core/switches.js';
import type { Switches, WhitelabelLayoutNode } from '../../core/switches.js';

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** The switches in the platform's tree shape; grouping modules that are not switches are always on. */
export function whitelabelTree(layout: WhitelabelLayoutNode, switches: Switches): WhitelabelNode {
  const on = isSwitchId(layout.modId) ? switches[layout.modId] : true;
  return {
    modId: layout.modId,
    enabled: on ? '1' : '0',
    childrenNodes: (layout.children ?? []).map((child) => whitelabelTree(child, switches)),
  };
}
