import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledQuery } from 'graphql-jit';
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { QueryCostLimit } from '../../graphql/cost/query-cost-limit.js';
import type { GatewayContext } from '../../graphql/context.js';
import type { CompiledQueries } from './compiled-queries.js';
import type { GraphqlOperation } from './graphql-operation.js';
import { graphqlRuntime } from '../../graphql/graphql-runtime.js';

export interface CompiledAnswer {
  /** A spliced answer is bytes: its stored parts are bytes already, and are not encoded again. */
  body: string | Buffer;
  contentType: string;
}

/** Answers of some root fields, already serialised, to be laid into the answer in the document's order. */
export interface Splice {
  /** Every root response key of the whole document, in its order. */
  order: string[];
  /** A root field's serialised value (UTF-8), by response key. */
  values: ReadonlyMap<string, Buffer>;
}

type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Bound on the Accept headers remembered: browsers send a handful. */
const MAX_ACCEPT_VARIANTS = 64;

/**
 * Runs known-valid queries through their graphql-jit compiled form instead of Apollo's pipeline, with the same
 * context factory, resolvers, @auth wrappers and error formatter. It answers only what it can answer exactly as
 * Apollo would: a query whose variables coerce (else Apollo reports them) and an Accept header for which Apollo
 * already chose the response's content type, and within the cost limit (Apollo words the refusal of one over it).
 */
export class CompiledExecutor {
  private readonly contentTypes = new Map<string, string>();

  constructor(
    private readonly queries: CompiledQueries,
    private readonly context: (request: FastifyRequest, reply: FastifyReply) => Promise<GatewayContext>,
    private readonly formatError: ErrorFormatter,
    private readonly costLimit: QueryCostLimit,
  ) {}

  /** Apollo's choice of content type for this Accept header, seen on one of its 200 answers. */
  learnContentType(accept: string, contentType: string): void {
    if (this.contentTypes.size < MAX_ACCEPT_VARIANTS && !this.contentTypes.has(accept)) this.contentTypes.set(accept, contentType);
  }

  /** Whether the whole document parsed, validated (every rule, as Apollo applies them), compiled and is within the cost limit. */
  accepts(operation: GraphqlOperation): boolean {
    return this.compiledWithinLimit(operation) !== undefined;
  }

  /**
   * The compiled query's answer, or undefined where Apollo must answer. With a splice, `operation` is the query of
   * the root fields the splice lacks (none: undefined), and the answer lists every root field in the document's order.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, operation: GraphqlOperation | undefined, splice?: Splice): Promise<CompiledAnswer | undefined> {
    const contentType = this.contentTypes.get(request.headers.accept ?? '');
    if (contentType === undefined) return undefined;
    let result: ExecutionResult = { data: {} };
    if (operation !== undefined) {
      const compiled = this.compiledWithinLimit(operation);
      if (compiled === undefined) return undefined;
      result = await compiled.query(undefined, await this.context(request, reply), operation.variables);
    }
    // No data at all: the variables did not coerce, before any resolver ran. Apollo words that error.
    if (result.data === undefined || result.data === null && result.errors?.every((error) => error.path === undefined)) return undefined;
    const errors = result.errors?.length ? JSON.stringify(result.errors.map((error) => this.format(error))) : undefined;
    const head = errors === undefined ? '{"data":' : `{"errors":${errors},"data":`;
    // Apollo ends every JSON answer with a newline (prettyJSONStringify): the same bytes whichever path answered.
    if (splice === undefined || result.data === null) return { body: `${head}${JSON.stringify(result.data)}}\n`, contentType };
    return { body: Buffer.concat(spliced(head, result.data, splice, '}\n')), contentType };
  }

  private compiledWithinLimit(operation: GraphqlOperation): CompiledQuery | undefined {
    const compiled = this.queries.get(operation);
    if (compiled === undefined || this.costLimit.refusal(compiled.document, compiled.operation, operation.variables) !== undefined) return undefined;
    return compiled.query;
  }

  /** Apollo's normalisation (errorNormalize.js) before our formatter: a code on every error, no stack. */
  private format(error: GraphQLError): GraphQLFormattedError {
    try {
      const graphqlError = error instanceof graphqlRuntime.GraphQLError ? error : new graphqlRuntime.GraphQLError(String((error as Error).message), { originalError: error });
      // graphql-jit's errors carry no extensions object unless the resolver's error had one.
      const own = (graphqlError.extensions as GraphQLError['extensions'] | undefined) ?? {};
      const extensions = { ...own, code: own.code ?? 'INTERNAL_SERVER_ERROR' };
      return this.formatError({ ...graphqlError.toJSON(), extensions }, graphqlError);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  }
}

/**
 * The answer's chunks, its data object with the splice's values in their places: the same bytes as JSON.stringify
 * of the whole. Text between stored values is encoded once per run; the stored bytes are laid in as they are.
 */
function spliced(head: string, data: Record<string, unknown>, splice: Splice, tail: string): Buffer[] {
  const chunks: Buffer[] = [];
  let text = `${head}{`;
  let separator = '';
  for (const key of splice.order) {
    const stored = splice.values.get(key);
    if (stored === undefined && !Object.hasOwn(data, key)) continue;
    text += `${separator}${JSON.stringify(key)}:`;
    separator = ',';
    if (stored === undefined) {
      text += JSON.stringify(data[key]);
      continue;
    }
    chunks.push(Buffer.from(text), stored);
    text = '';
  }
  chunks.push(Buffer.from(`${text}}${tail}`));
  return chunks;
}
