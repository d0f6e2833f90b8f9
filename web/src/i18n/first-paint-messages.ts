/**
 * The messages the first paint uses (the site chrome, the home page and the states any page can show), as id
 * prefixes: a prefix covers itself and every id below it. Only these ship with the default language in the main
 * chunk; the rest of its catalogue loads with the first lazy part of the app (withAllMessages). The build fails
 * when first-paint code names an id, or builds ids from a prefix, that this list does not cover
 * (vite-plugins/message-split.ts).
 */
export const firstPaintPrefixes: readonly string[] = [
  'account',
  'agentCentre.entry',
  'app',
  'auth.login.submit',
  'auth.logout',
  'auth.register',
  'badge',
  'blockip',
  'content.banners',
  'content.footer',
  'content.jackpot',
  'content.newTab',
  'dialog',
  'error',
  'feedback.title',
  'footer',
  'gameLobby',
  'game_maintenance',
  'header',
  'in_need_true_account',
  'info_ip_block',
  'info_maintenance',
  'language',
  'lines.open',
  'lines.status.measuring',
  'lines.title',
  'memberCentre.close',
  'memberCentre.page',
  // The route's meta description, set by the shell (app/layout/route-description.ts).
  'meta.description',
  'modal',
  'navigation',
  'needRealAccount',
  'notices',
  'phone',
  'siteStatus',
  'topbar',
];

/** Whether the first paint's part of the catalogue holds this id, or every id built from this prefix. */
export function isFirstPaintMessage(id: string): boolean {
  return firstPaintPrefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));
}
