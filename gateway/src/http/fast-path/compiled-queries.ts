import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode, ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GraphqlOperation } from './graphql-operation.js';
import { graphqlRuntime } from '../../graphql/graphql-runtime.js';
import { MAX_TOKENS } from './public-documents.js';

/** A query's compiled form, with the document and operation it was compiled from (the cost limit reads them). */
export interface CompiledOperation {
  query: CompiledQuery;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/**
 * Queries parsed, validated (graphql's rules and our depth, alias and directive limits, as Apollo applies them) and
 * compiled with graphql-jit once per document and operation. A document that fails any step, or is not a query, has
 * no compiled form: Apollo handles it and answers with its own errors. The cost limit, which reads the variables,
 * is the executor's to apply per request.
 */
export class CompiledQueries {
  private readonly compiled = new LRUCache<string, CompiledOperation | false>({ max: 2_000 });

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly validationRules: readonly ValidationRule[],
  ) {}

  get({ hash, query, document, operationName }: GraphqlOperation): CompiledOperation | undefined {
    // A document parsed elsewhere keeps the locations of the client's text: never shared with the same text parsed here.
    const key = `${hash}:${operationName ?? ''}${document === undefined ? '' : ':parsed'}`;
    let compiled = this.compiled.get(key);
    if (compiled === undefined) {
      compiled = this.compile(document ?? query, operationName);
      this.compiled.set(key, compiled);
    }
    return compiled === false ? undefined : compiled;
  }

  private compile(query: string | DocumentNode, operationName: string | undefined): CompiledOperation | false {
    const { parse, validate, specifiedRules, Kind } = graphqlRuntime;
    let document: DocumentNode;
    try {
      document = typeof query === 'string' ? parse(query, { maxTokens: MAX_TOKENS }) : query;
    } catch {
      return false;
    }
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
    if (operation?.operation !== 'query') return false;
    if (validate(this.schema, document, [...specifiedRules, ...this.validationRules]).length > 0) return false;
    const compiled = compileQuery(this.schema, document, operationName);
    return isCompiledQuery(compiled) ? { query: compiled, document, operation } : false;
  }
}
