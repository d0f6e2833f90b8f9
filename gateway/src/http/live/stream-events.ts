import type { ExecutionResult, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../graphql/context.js';
import { RequestExposure } from '../../graphql/platform/request-exposure.js';
import { graphqlRuntime } from '../../graphql/graphql-runtime.js';
import type { StreamPlan } from './stream-operation.js';

export interface StreamRun {
  schema: GraphQLSchema;
  plan: StreamPlan;
  variables: Record<string, unknown> | undefined;
  /** The context of the request that opened the stream: its subscribe resolvers (and `@auth`) run with it, once. */
  first: GatewayContext;
  /** A new context of the stream's origin for each event (its session, language, address; loaders that read nothing). */
  fresh: (exposure?: RequestExposure) => GatewayContext;
  /** The replica's executions of each event, shared by streams whose answers are alike. */
  shared: SharedEvents;
  /** What streams with the same answer to an event have in common (their plan, variables, language, host). */
  alike: string;
}

/**
 * One execution of an event for all the streams that would get the same answer: 10,000 pages on the winners board
 * need the board's answer once, not 10,000 times (nor 10,000 copies of it held until the next event). An execution
 * serves the others only if it read nothing of the visitor's own (no session, no private or per-address platform
 * read, as the fast path records it); a member's balance is always executed for each stream with its own session.
 */
export class SharedEvents {
  private readonly byEvent = new WeakMap<object, Map<string, Promise<ExecutionResult | undefined>>>();

  async result(payload: unknown, alike: string, execute: (exposure?: RequestExposure) => Promise<ExecutionResult>): Promise<ExecutionResult> {
    // Only an event object the hub hands to every stream of its topic can be recognised again.
    if (typeof payload !== 'object' || payload === null) return execute();
    let executions = this.byEvent.get(payload);
    if (executions === undefined) this.byEvent.set(payload, (executions = new Map()));
    const known = executions.get(alike);
    if (known !== undefined) return (await known) ?? execute();
    const exposure = new RequestExposure();
    const mine = execute(exposure);
    executions.set(
      alike,
      mine.then(
        (result) => (exposure.sameForEveryone ? result : undefined),
        () => undefined,
      ),
    );
    return mine;
  }
}

/**
 * Runs a subscription as graphql's `subscribe` does (the source stream from the root field's subscribe resolver,
 * then each event executed with the event as root value), except that the request's context is used only to
 * subscribe. graphql's own `subscribe` keeps that context for every event, so an open stream kept its request's
 * loaders, session and services for its whole life; here each event gets a context of its own from the stream's
 * origin, and the stream holds only its plan (shared), its variables and that origin.
 * Answers the stream of results, or the result that refused the subscription (an `@auth` refusal, a bad argument).
 */
export async function runSubscription(run: StreamRun): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const { schema, plan, variables } = run;
  const source = await graphqlRuntime.createSourceEventStream({
    schema,
    document: plan.document,
    operationName: plan.operationName,
    variableValues: variables,
    contextValue: run.first,
  });
  // graphql-sse tells a result from operation arguments by its `data` key: a refusal has none of its own.
  if (!(Symbol.asyncIterator in source)) return { data: undefined, ...source };
  return new EventResults(source[Symbol.asyncIterator](), { schema, plan, variables, fresh: run.fresh, shared: run.shared, alike: run.alike });
}

/**
 * The source's events as results. A plain iterator rather than an async generator: `return` must end the source at
 * once (the client left) even while `next` waits for an event, which a generator would queue behind that wait.
 */
class EventResults implements AsyncGenerator<ExecutionResult> {
  constructor(
    private readonly source: AsyncIterator<unknown>,
    /** What each event needs: no request, no first context. */
    private readonly run: Omit<StreamRun, 'first'>,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult>> {
    const event = await this.source.next();
    if (event.done === true) return { value: undefined, done: true };
    const { schema, plan, variables, fresh, shared, alike } = this.run;
    const execute = async (exposure?: RequestExposure) =>
      graphqlRuntime.execute({
        schema,
        document: plan.document,
        operationName: plan.operationName,
        variableValues: variables,
        rootValue: event.value,
        contextValue: fresh(exposure),
      });
    return { value: await shared.result(event.value, alike, execute), done: false };
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncGenerator<ExecutionResult> {
    return this;
  }
}
