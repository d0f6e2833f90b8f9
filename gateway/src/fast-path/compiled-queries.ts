import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode, ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';
import { graphqlRuntime } from './graphql-runtime.js';

/** Apollo's own parse limit (plugins/graphql.ts). */
const MAX_TOKENS = 2000;

/**
 * Queries parsed, validated (graphql's rules and our cost and depth limits, as Apollo applies them) and compiled
 * with graphql-jit once per document and operation. A document that fails any step, or is not a query, has no
 * compiled form: Apollo handles it and answers with its own errors.
 */
export class CompiledQueries {
  private readonly compiled = new LRUCache<string, CompiledQuery | false>({ max: 500 });

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly validationRules: readonly ValidationRule[],
  ) {}

  get(hash: string, query: string, operationName: string | undefined): CompiledQuery | undefined {
    const key = `${hash}:${operationName ?? ''}`;
    let compiled = this.compiled.get(key);
    if (compiled === undefined) {
      compiled = this.compile(query, operationName);
      this.compiled.set(key, compiled);
    }
    return compiled === false ? undefined : compiled;
  }

  private compile(query: string, operationName: string | undefined): CompiledQuery | false {
    const { parse, validate, specifiedRules, Kind } = graphqlRuntime;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_TOKENS });
    } catch {
      return false;
    }
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
    if (operation?.operation !== 'query') return false;
    if (validate(this.schema, document, [...specifiedRules, ...this.validationRules]).length > 0) return false;
    const compiled = compileQuery(this.schema, document, operationName);
    return isCompiledQuery(compiled) ? compiled : false;
  }
}
