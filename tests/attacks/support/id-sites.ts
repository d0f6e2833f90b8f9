import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** One place an ID goes into the API: a field's argument, or a field of an input argument, at any depth. */
export interface IdSite {
  /** `Type.field(arg.path)`, e.g. `Mutation.readInboxMessage(input.messageId)`. */
  name: string;
  root: 'query' | 'mutation';
  /** Field names from the root down to the field's parent (empty for a root field). */
  path: string[];
  field: GraphQLField<unknown, unknown>;
  /** The argument, then input fields, that lead to the ID. */
  argPath: string[];
  /** Whether the ID sits in a list ([ID!]). */
  list: boolean;
}

function idPaths(type: GraphQLInputType, prefix: string[], seen: ReadonlySet<string>): { argPath: string[]; list: boolean }[] {
  const named = getNamedType(type);
  if (named.name === 'ID') return [{ argPath: prefix, list: isListType(getNullableType(type)) }];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set(seen).add(named.name);
  return Object.values(named.getFields()).flatMap((field) => idPaths(field.type, [...prefix, field.name], inner));
}

const requiredArgs = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/** The shortest field path from the query root to every object type reachable without required arguments. */
function pathsFromQuery(schema: GraphQLSchema): Map<string, string[]> {
  const query = schema.getQueryType();
  const paths = new Map<string, string[]>();
  if (query === null || query === undefined) return paths;
  paths.set(query.name, []);
  const queue: GraphQLObjectType[] = [query];
  for (let type = queue.shift(); type !== undefined; type = queue.shift()) {
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!isObjectType(named) || paths.has(named.name) || requiredArgs(field)) continue;
      paths.set(named.name, [...(paths.get(type.name) ?? []), field.name]);
      queue.push(named);
    }
  }
  return paths;
}

/**
 * Every field of the schema that takes an ID: root queries and mutations, and fields of any object type reachable
 * from the query root (an agent centre's report filtered by a downline). Sites of unreachable types come back with
 * no path, so a test can refuse to pass them over in silence.
 */
export function idSites(schema: GraphQLSchema): { sites: IdSite[]; unreachable: string[] } {
  const sites: IdSite[] = [];
  const unreachable: string[] = [];
  const paths = pathsFromQuery(schema);
  const mutation = schema.getMutationType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isMutation = type === mutation;
    const path = isMutation ? [] : paths.get(type.name);
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        for (const found of idPaths(arg.type, [arg.name], new Set())) {
          const name = `${type.name}.${field.name}(${found.argPath.join('.')})`;
          if (path === undefined) unreachable.push(name);
          else sites.push({ name, root: isMutation ? 'mutation' : 'query', path, field, argPath: found.argPath, list: found.list });
        }
      }
    }
  }
  return { sites: sites.sort((a, b) => a.name.localeCompare(b.name)), unreachable };
}

/** Types that implement Node: everything `node(id:)` can answer. */
export function nodeTypes(schema: GraphQLSchema): string[] {
  const node = schema.getType('Node');
  if (node === null || node === undefined || !isAbstractType(node)) return [];
  return schema.getPossibleTypes(node).map((type) => type.name).sort();
}

/** Values for required inputs a test does not care about, by field name (a function makes a fresh one each time). */
export type InputDefaults = Readonly<Record<string, unknown>>;

function sampleValue(type: GraphQLInputType, name: string, defaults: InputDefaults): unknown {
  if (name in defaults) {
    const value = defaults[name];
    return typeof value === 'function' ? (value as () => unknown)() : value;
  }
  const inner = getNullableType(type);
  if (isListType(inner)) return [sampleValue(inner.ofType, name, defaults)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type, field.name, defaults)]),
    );
  }
  switch (named.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Decimal':
    case 'Money':
      return '1';
    case 'DateTime':
      return new Date().toISOString();
    default:
      return 'x';
  }
}

/** The site's arguments: its required ones filled in, and `id` (or `[id]`) where the site takes an ID. */
function argumentsFor(site: IdSite, id: string | string[], defaults: InputDefaults): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of site.field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (required || arg.name === site.argPath[0]) values[arg.name] = sampleValue(arg.type, arg.name, defaults);
  }
  let holder = values;
  for (const segment of site.argPath.slice(0, -1)) {
    const next = holder[segment];
    if (typeof next !== 'object' || next === null) holder[segment] = {};
    holder = holder[segment] as Record<string, unknown>;
  }
  holder[site.argPath.at(-1) ?? ''] = site.list ? [id].flat() : [id].flat()[0];
  return values;
}

/**
 * Fields to read back from an answer: leaves, and objects down to a few levels. The attacker's own Viewer is left
 * out: it is not what the attack is after.
 */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (depth === 0 || !isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (requiredArgs(field)) continue;
    const inner = getNamedType(field.type);
    if (inner.name === 'Viewer') continue;
    parts.push(isLeafType(inner) ? field.name : `${field.name} ${selectionOf(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** For `node`/`nodes`: all the fields of the type the ids name, so whatever they name comes back in full. */
function nodeSelection(schema: GraphQLSchema, nodeType: string | undefined): string {
  const type = nodeType === undefined || !nodeTypes(schema).includes(nodeType) ? undefined : schema.getType(nodeType);
  return `{ __typename id ${type === undefined || type === null || !isObjectType(type) ? '' : `... on ${type.name} ${selectionOf(type, 2)}`} }`;
}

const printArgType = (arg: GraphQLArgument) => String(arg.type);

/** A document that sends `id` where the site takes one, with its variables; `nodeType` is what the ids name. */
export function documentFor(
  schema: GraphQLSchema,
  site: IdSite,
  id: string | string[],
  defaults: InputDefaults = {},
  nodeType?: string,
): { query: string; variables: Record<string, unknown> } {
  const values = argumentsFor(site, id, defaults);
  const used = site.field.args.filter((arg) => arg.name in values);
  const declarations = used.map((arg) => `$${arg.name}: ${printArgType(arg)}`).join(', ');
  const callArgs = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(site.field.type);
  const selection = isAbstractType(named) ? nodeSelection(schema, nodeType) : selectionOf(site.field.type, 3);
  let body = `${site.field.name}${callArgs === '' ? '' : `(${callArgs})`} ${selection}`;
  for (const parent of [...site.path].reverse()) body = `${parent} { ${body} }`;
  return { query: `${site.root}${declarations === '' ? '' : `(${declarations})`} { ${body} }`, variables: values };
}
