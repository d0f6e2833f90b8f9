export { createIdempotency } from './create-idempotency.js';
export { Idempotency, keyReused, type IdempotencyScope } from './idempotency.js';
export { moneyOrderOf, type MoneyOrder } from './money-order.js';
