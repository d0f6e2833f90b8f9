import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../graphql/context.js';
import type { CompiledQueries } from './compiled-queries.js';
import { graphqlRuntime } from './graphql-runtime.js';

export interface GraphqlOperation {
  hash: string;
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

export interface CompiledAnswer {
  body: string;
  contentType: string;
}

type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Bound on the Accept headers remembered: browsers send a handful. */
const MAX_ACCEPT_VARIANTS = 64;

/**
 * Runs known-valid queries through their graphql-jit compiled form instead of Apollo's pipeline, with the same
 * context factory, resolvers, @auth wrappers and error formatter. It answers only what it can answer exactly as
 * Apollo would: a query whose variables coerce (else Apollo reports them) and an Accept header for which Apollo
 * already chose the response's content type.
 */
export class CompiledExecutor {
  private readonly contentTypes = new Map<string, string>();

  constructor(
    private readonly queries: CompiledQueries,
    private readonly context: (request: FastifyRequest, reply: FastifyReply) => Promise<GatewayContext>,
    private readonly formatError: ErrorFormatter,
  ) {}

  /** Apollo's choice of content type for this Accept header, seen on one of its 200 answers. */
  learnContentType(accept: string, contentType: string): void {
    if (this.contentTypes.size < MAX_ACCEPT_VARIANTS && !this.contentTypes.has(accept)) this.contentTypes.set(accept, contentType);
  }

  async answer(request: FastifyRequest, reply: FastifyReply, operation: GraphqlOperation): Promise<CompiledAnswer | undefined> {
    const contentType = this.contentTypes.get(request.headers.accept ?? '');
    if (contentType === undefined) return undefined;
    const compiled = this.queries.get(operation.hash, operation.query, operation.operationName);
    if (compiled === undefined) return undefined;
    const result = await compiled.query(undefined, await this.context(request, reply), operation.variables);
    // No data at all: the variables did not coerce, before any resolver ran. Apollo words that error.
    if (result.data === undefined || result.data === null && result.errors?.every((error) => error.path === undefined)) return undefined;
    const body = result.errors?.length
      ? { errors: result.errors.map((error) => this.format(error)), data: result.data }
      : { data: result.data };
    // Apollo ends every JSON answer with a newline (prettyJSONStringify): the same bytes whichever path answered.
    return { body: `${JSON.stringify(body)}\n`, contentType };
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
