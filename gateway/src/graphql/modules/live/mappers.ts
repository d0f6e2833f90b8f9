// The models this module's resolvers receive for its GraphQL types, each exported as `<Type>Model` (codegen.ts
// reads the names: a new mapped type is one more name here).
export type { LiveFeedEventModel } from './live-feeds.js';
