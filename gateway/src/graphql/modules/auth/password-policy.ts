/** The platform's default password; logging in with it forces a change (spec 000 sections 4 and 9). */
export const DEFAULT_PASSWORD = '123456';
