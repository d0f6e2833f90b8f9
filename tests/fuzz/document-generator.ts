import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** One generated request: a document (well-formed or not) and its variables. */
export interface FuzzRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** mulberry32: a small seeded generator, so a document seed gives the same document on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_STRINGS = ['', ' ', 'a'.repeat(5000), '\u0000', '"\\', '{}', '<script>', '💥🐼', '1e309', '-0', '../../etc/passwd', 'null', '%s%n', 'SELECT 1;'];

/**
 * Documents from the schema: random selections (some past the depth and alias limits), arguments of the right
 * and of wrong types, inline and as variables, aliases, named and inline fragments, @include/@skip, unknown
 * fields and, now and then, a truncated (unparsable) document.
 */
export class DocumentGenerator {
  private readonly random: () => number;
  private readonly fragments: string[] = [];
  private readonly variableDefinitions: string[] = [];
  private readonly variables: Record<string, unknown> = {};
  private aliasCount = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  generate(): FuzzRequest {
    const mutation = this.schema.getMutationType();
    const root = mutation !== undefined && mutation !== null && this.chance(0.3) ? mutation : this.schema.getQueryType();
    if (root === undefined || root === null) throw new Error('schema without a query type');
    const keyword = root === mutation ? 'mutation' : 'query';
    const maxDepth = this.chance(0.1) ? 16 : 1 + this.int(6);
    const selection = this.selectionSet(root, 0, maxDepth);
    const name = this.chance(0.7) ? `Fuzz${this.int(1000)}` : undefined;
    const definitions = this.variableDefinitions.length > 0 ? `(${this.variableDefinitions.join(', ')})` : '';
    let query = `${keyword}${name === undefined ? '' : ` ${name}`}${definitions} ${selection}\n${this.fragments.join('\n')}`;
    if (this.chance(0.04)) query = query.slice(0, this.int(query.length));
    if (this.chance(0.02)) query = `${query}\n${query}`;
    return { query, variables: this.variables, ...(name !== undefined && this.chance(0.8) ? { operationName: name } : {}) };
  }

  private selectionSet(type: GraphQLNamedType, depth: number, maxDepth: number): string {
    const selections: string[] = [];
    if (isObjectType(type) || isInterfaceType(type)) {
      const fields = Object.values(type.getFields());
      const count = 1 + this.int(Math.min(4, fields.length));
      for (let i = 0; i < count; i++) selections.push(this.field(this.pick(fields), depth, maxDepth));
      if (this.chance(0.15)) selections.push('__typename');
      if (this.chance(0.03)) selections.push(`notAField${this.int(9)}`);
      if (isInterfaceType(type) && this.chance(0.5)) selections.push(...this.typeConditions(this.schema.getPossibleTypes(type), depth, maxDepth));
      if (isObjectType(type) && this.chance(0.1)) selections.push(this.namedFragment(type, depth, maxDepth));
    } else if (isUnionType(type)) {
      selections.push('__typename', ...this.typeConditions(type.getTypes(), depth, maxDepth));
    }
    return `{ ${selections.join(' ')} }`;
  }

  private typeConditions(types: readonly GraphQLObjectType[], depth: number, maxDepth: number): string[] {
    return types.filter(() => this.chance(0.5)).map((type) => `... on ${type.name} ${this.selectionSet(type, depth + 1, maxDepth)}`);
  }

  private namedFragment(type: GraphQLObjectType, depth: number, maxDepth: number): string {
    const name = `F${this.fragments.length}`;
    // Reserve the slot first: nested fragments get later numbers.
    this.fragments.push('');
    this.fragments[Number(name.slice(1))] = `fragment ${name} on ${type.name} ${this.selectionSet(type, depth + 1, maxDepth)}`;
    return `...${name}`;
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number, maxDepth: number): string {
    const alias = this.chance(0.2) ? `a${this.aliasCount++}: ` : '';
    const args = field.args.filter((arg) => isNonNullType(arg.type) || this.chance(0.4)).map((arg) => `${arg.name}: ${this.argument(arg)}`);
    const argText = args.length > 0 ? `(${args.join(', ')})` : '';
    const directive = this.chance(0.05) ? (this.chance(0.5) ? ' @include(if: true)' : ` @skip(if: ${this.chance(0.5) ? 'false' : '"no"'})`) : '';
    const named = getNamedType(field.type);
    const composite = isObjectType(named) || isInterfaceType(named) || isUnionType(named);
    let sub = '';
    if (composite && !this.chance(0.03)) sub = depth + 1 >= maxDepth ? ' { __typename }' : ` ${this.selectionSet(named, depth + 1, maxDepth)}`;
    else if (!composite && this.chance(0.02)) sub = ' { id }';
    return `${alias}${field.name}${argText}${directive}${sub}`;
  }

  /** An argument, inline or through a variable; one in five of either kind is of a wrong type. */
  private argument(arg: GraphQLArgument): string {
    const wrong = this.chance(0.2);
    if (this.chance(0.3)) {
      const name = `v${this.variableDefinitions.length}`;
      const declared = wrong && this.chance(0.5) ? this.pick(['Int', 'String!', '[Boolean]', 'Unknown']) : String(arg.type);
      this.variableDefinitions.push(`$${name}: ${declared}`);
      if (!this.chance(0.1)) this.variables[name] = wrong ? this.wrongValue() : this.jsonValue(arg.type, 0);
      return `$${name}`;
    }
    return wrong ? this.literal(this.wrongValue()) : this.literal(this.jsonValue(arg.type, 0), arg.type);
  }

  private jsonValue(type: GraphQLInputType, depth: number): unknown {
    if (isNonNullType(type)) return this.jsonValue(type.ofType, depth);
    if (this.chance(0.05)) return null;
    if (isListType(type)) return Array.from({ length: this.int(4) }, () => this.jsonValue(type.ofType, depth + 1));
    if (isEnumType(type)) return this.chance(0.9) ? this.pick(type.getValues()).name : 'NOT_A_VALUE';
    if (isInputObjectType(type)) {
      const value: Record<string, unknown> = {};
      if (depth > 4) return value;
      for (const field of Object.values(type.getFields())) {
        if (isNonNullType(field.type) || this.chance(0.5)) value[field.name] = this.jsonValue(field.type, depth + 1);
      }
      if (this.chance(0.05)) value.unknownField = 1;
      return value;
    }
    if (isScalarType(type)) return this.scalar(type.name);
    return null;
  }

  private scalar(name: string): unknown {
    switch (name) {
      case 'Int':
        return this.pick([0, 1, 9, 20, 100, -1, 2 ** 31, this.int(50)]);
      case 'Float':
        return this.pick([0, 1.5, -3.25, 1e300, this.random() * 1000]);
      case 'Boolean':
        return this.chance(0.5);
      case 'ID':
        return this.pick(['1', 'R2FtZTox', 'bm9wZQ==', String(this.int(1e6)), ...ODD_STRINGS]);
      case 'Decimal':
      case 'Money':
        return this.pick(['10.00', '0', '-5', '1e9', '12.345', 'abc', '99999999999999999999']);
      case 'DateTime':
        return this.pick(['2024-01-01T00:00:00Z', '2026-11-23T12:00:00+07:00', 'yesterday', '0000-00-00T00:00:00Z']);
      default:
        return this.pick(['player01', 'secret88', 'en', 'SAOLA', ...ODD_STRINGS]);
    }
  }

  private wrongValue(): unknown {
    return this.pick([42, -7, 3.14, true, 'text', null, [1, 2], { nested: { deep: true } }, 'A'.repeat(300), 2 ** 53]);
  }

  /** A JSON value as a GraphQL literal; strings become enum names where the type is an enum. */
  private literal(value: unknown, type?: GraphQLInputType): string {
    const named = type === undefined ? undefined : getNamedType(type);
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return named !== undefined && isEnumType(named) && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const itemType = type !== undefined && isNonNullType(type) ? type.ofType : type;
    if (Array.isArray(value)) return `[${value.map((item) => this.literal(item, itemType !== undefined && isListType(itemType) ? itemType.ofType : undefined)).join(', ')}]`;
    const fields = named !== undefined && isInputObjectType(named) ? named.getFields() : {};
    const members = Object.entries(value as Record<string, unknown>).map(([key, member]) => `${key}: ${this.literal(member, fields[key]?.type)}`);
    return `{ ${members.join(', ')} }`;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private int(below: number): number {
    return Math.floor(this.random() * below);
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}
