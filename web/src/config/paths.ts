// Every route path of the app, in one place. The spec's legacy aliases map to the same screen.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** The user agreement the registration form links to. */
  help: '/help',
  helpWithoutHeader: '/helpmc',
  download: '/download',
} as const;

export const homeAliases = ['/index', '/index.html', '/home'] as const;

/** Both open the home page with the registration form on top. */
export const registerAliases = [paths.register, '/register.html'] as const;

/** What a logged-out visitor may still reach while the site's navigation guard is on (spec 000 §2). */
export const openWhileGuarded: readonly string[] = [
  paths.login,
  ...registerAliases,
  paths.helpWithoutHeader,
  paths.download,
];
