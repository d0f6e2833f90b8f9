/** The viewer's own contracts: both lists come from one consolidated funds read when asked. */
export type ViewerContractsModel = Record<string, never>;
