import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kind, parse, print, visit, type DocumentNode, type SelectionSetNode } from 'graphql';

/** The web's manifest as codegen writes it (client-preset `persistedDocuments`): sha256 of the document → document. */
export const DEFAULT_MANIFEST = resolve(import.meta.dirname, '../../../../web/src/gql/persisted-documents.json');

export interface PersistedOperation {
  /** The document as Apollo Client sends it over the wire (client directives gone, `__typename` added). */
  document: string;
  /** Its operation's name: the only operation names metrics use as labels. */
  operationName: string | undefined;
}

/** Directives Apollo Client consumes itself and strips before a document leaves the browser. */
const CLIENT_DIRECTIVES = new Set(['unmask', 'nonreactive', 'connection', 'client']);
const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/** A sha256 in hex, bare (APQ's sha256Hash) or prefixed `sha256:` (codegen's ids); anything else is none. */
export function plainHash(id: string): string | undefined {
  const hash = id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
  return /^[0-9a-f]{64}$/.test(hash) ? hash : undefined;
}

/** Reads a manifest; none at the path is an empty list (a gateway run without the web built). */
export function loadManifest(path: string): Map<string, PersistedOperation> {
  if (!existsSync(path)) return new Map();
  const raw = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${path} is not a persisted-documents manifest`);
  const operations = new Map<string, PersistedOperation>();
  for (const [id, text] of Object.entries(raw as Record<string, unknown>)) {
    const hash = plainHash(id);
    if (hash === undefined || typeof text !== 'string') throw new Error(`${path}: entry ${id} is not a sha256 and a document`);
    operations.set(hash, asSent(parse(text)));
  }
  return operations;
}

/**
 * The manifest holds the documents as written; Apollo Client sends them with its client-only directives removed
 * and `__typename` in every selection set below the root, and its cache needs those typenames in the answer.
 */
function asSent(document: DocumentNode): PersistedOperation {
  const sent = visit(document, {
    Directive: (node) => (CLIENT_DIRECTIVES.has(node.name.value) ? null : undefined),
    SelectionSet: (node: SelectionSetNode, _key, parent) => {
      const root = parent !== undefined && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      const typed = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
      return root || typed ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  const operation = sent.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return { document: print(sent), operationName: operation?.name?.value };
}
