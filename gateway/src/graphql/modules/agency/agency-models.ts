/** The agent centre holds no data of its own: each field reads its page's data when asked. */
export type AgentCentreModel = Record<string, never>;
