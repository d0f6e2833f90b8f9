/** The platform's node ids are numbers; keep them numbers on the wire when they look like one. */
export const wireNodeId = (nodeId: string): number | string => (/^\d{1,15}$/.test(nodeId) ? Number(nodeId) : nodeId);
