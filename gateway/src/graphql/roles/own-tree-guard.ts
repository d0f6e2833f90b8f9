/**
 * What `@ownTree` asks of a request: whether an id names something of the viewer's own agent tree (an account of
 * it, or a contract the viewer is party to). Implemented by the agency module, which knows how to read the tree;
 * declared here so the directive stays below the modules.
 */
export interface OwnTreeGuard {
  owns(globalId: string): Promise<boolean>;
}
