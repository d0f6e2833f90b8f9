// The models this module's resolvers receive for its GraphQL types, each exported as `<Type>Model` (codegen.ts
// reads the names: a new mapped type is one more name here).
export type { SiteModel, LoginOptionsModel, FeatureSwitchesModel, JackpotModel, CustomerServiceModel as CustomerServiceChannelModel } from './site-models.js';
