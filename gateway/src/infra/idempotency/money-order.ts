/**
 * One run of a money or points mutation under its idempotency key, handed by the `@idempotent` directive to the
 * resolver and on to the service that calls the platform.
 */
export interface MoneyOrder {
  readonly memberId: string;
  /** What the platform gets as order number or request id: derived from the key (orderNumberOf), never the key. */
  readonly number: string;
  /**
   * Says the platform accepted the write: from here on `answer` stands for the key whatever fails after it (a
   * re-read of the balance), so no member is told to try again and moves the money twice.
   */
  accepted(answer: unknown): void;
}

const MONEY_ORDER = Symbol('moneyOrder');

type WithOrder = { [MONEY_ORDER]?: MoneyOrder };

/** The resolver's arguments with the run's order beside them (a symbol key: no GraphQL argument can meet it). */
export function withMoneyOrder<A extends object>(args: A, order: MoneyOrder): A {
  return { ...args, [MONEY_ORDER]: order };
}

/** The order of an `@idempotent` mutation's run, from its resolver's arguments. */
export function moneyOrderOf(args: object): MoneyOrder {
  const order = (args as WithOrder)[MONEY_ORDER];
  if (order === undefined) throw new Error('This mutation runs without a money order: is it declared @idempotent?');
  return order;
}
