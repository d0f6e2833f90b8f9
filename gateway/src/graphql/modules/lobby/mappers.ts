// The models this module's resolvers receive for its GraphQL types, each exported as `<Type>Model` (codegen.ts
// reads the names: a new mapped type is one more name here).
export type { GameLaneModel, VendorModel, GameModel, WinnerModel, LaunchPayloadModel as LaunchGamePayloadModel, FavouritePayloadModel as FavouriteGamePayloadModel } from './lobby-models.js';
export type { PvpRoomModel } from './vendor-rooms.js';
