// Every route path of the app, in one place. The spec's legacy aliases map to the same screen.
export const paths = {
  home: '/',
} as const;

export const homeAliases = ['/index', '/index.html', '/home'] as const;
