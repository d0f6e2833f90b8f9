import { PlatformError } from '../../protocol/errors.js';

/**
 * The games group's refusals. `#734` is named by the protocol sheet; the others are sandbox choices
 * (documented in sandbox/docs/games.md).
 */
export const gameErrors = {
  maintenance: (value: unknown = null) => new PlatformError(400, 'GAME_MAINTENANCE', 'Game under maintenance', value),
  needRealAccount: () => new PlatformError(403, 'TRIAL_ACCOUNT_RESTRICTED', 'Please use a real account', null),
  noFreePlay: () => new PlatformError(400, 'TRIAL_NOT_SUPPORTED', 'This game has no free play', null),
  previousGameOpen: (value: unknown) => new PlatformError(400, '#734', 'previous game not finished', value),
  favouriteLimit: (limit: number) =>
    new PlatformError(400, 'FAVOURITE_LIMIT', `At most ${limit} favourite games`, null),
};
