import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Lets Apollo's types understand codegen's fragment refs, so masked data is typed as masked.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
