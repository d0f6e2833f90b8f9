export { createIdempotency } from './create-idempotency.js';
export { Idempotency, keyReused, type IdempotencyScope } from './idempotency.js';
