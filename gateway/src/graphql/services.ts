/**
 * The request's services by name, as the module list declares them: modules/index.ts makes this interface extend
 * the services of every module it lists, so the context's type is derived from the list, never written by hand.
 * This file imports nothing: the context, the resolver types and the services can all name it without a circle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by modules/index.ts
export interface GatewayServices {}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The services a union of modules builds, by name (each module's `services`, typed by the module itself). */
export type ServicesOf<M> = UnionToIntersection<M extends { services: infer S } ? { [K in keyof S]: S[K] extends (...args: never[]) => infer R ? R : never } : never>;
