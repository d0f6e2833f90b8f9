/**
 * The message namespaces (the part of an id before its first dot) that the main chunk's code uses: the site
 * chrome, the home page and the states every page can show. Only these ship with the default language in the
 * main chunk; the rest of its catalogue loads with the first lazy part of the app (withAllMessages). The build
 * fails when main-chunk code names an id outside these namespaces (vite-plugins/message-split.ts).
 */
export const firstPaintNamespaces: ReadonlySet<string> = new Set([
  'account',
  'agentCentre',
  'app',
  'auth',
  'badge',
  'blockip',
  'content',
  'dialog',
  'error',
  'feedback',
  'footer',
  'game_maintenance',
  'gameLobby',
  'header',
  'in_need_true_account',
  'inbox',
  'info_ip_block',
  'info_maintenance',
  'language',
  'lines',
  'memberCentre',
  'missions',
  'modal',
  'money',
  'navigation',
  'needRealAccount',
  'notices',
  'phone',
  'referral',
  'register',
  'rewards',
  'siteStatus',
  'status',
  'topbar',
  'withdraw',
]);

export function isFirstPaintMessage(id: string): boolean {
  return firstPaintNamespaces.has(id.split('.')[0] ?? id);
}
