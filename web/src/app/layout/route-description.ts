import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router';
import { isAgentCentrePath, isMemberCentrePath, paths } from '../../config/paths';
import type { GameCategory } from '../../gql/graphql';
import { categoryPaths } from '../../features/navigation/category-paths';

type DescribedPage = 'home' | 'lottery' | 'promotions' | 'pointMall' | 'help' | 'download' | 'join' | 'account';

// Pages with a description of their own, by path (lower-cased: routes match case-insensitively).
const pageByPath = new Map<string, DescribedPage>([
  [paths.lottery, 'lottery'],
  [paths.vnLottery, 'lottery'],
  [paths.seaLottery.toLowerCase(), 'lottery'],
  [paths.promotions, 'promotions'],
  [paths.promotionDetail.toLowerCase(), 'promotions'],
  [paths.pointMall.toLowerCase(), 'pointMall'],
  [paths.help, 'help'],
  [paths.helpWithoutHeader, 'help'],
  [paths.download, 'download'],
  [paths.downloadShort, 'download'],
  [paths.join, 'join'],
  [paths.login, 'account'],
  [paths.agentLogin.toLowerCase(), 'account'],
]);

const categoryByPath = new Map(Object.entries(categoryPaths).map(([category, path]) => [path, category as GameCategory]));

/** The meta description of a page (search results, link previews), in the reader's language. */
export function routeDescription(intl: IntlShape, pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || paths.home;
  const brand = intl.formatMessage({ id: 'app.brand' });
  const category = categoryByPath.get(path);
  if (category) {
    return intl.formatMessage(
      { id: 'meta.description.category' },
      { brand, category: intl.formatMessage({ id: `navigation.category.${category}` }) },
    );
  }
  const page = isMemberCentrePath(path) || isAgentCentrePath(path) ? 'account' : (pageByPath.get(path) ?? 'home');
  return intl.formatMessage({ id: `meta.description.${page}` }, { brand });
}

/**
 * Keeps <meta name="description"> on the page's own description as the route and the language change. A component
 * the shell loads after the first paint (with the texts beyond it): the HTML's own description serves until then.
 */
export function RouteDescription(): null {
  const intl = useIntl();
  const { pathname } = useLocation();
  // Worked out in the effect: a server render runs none, so it never asks for these texts, which are beyond the
  // first paint's (a missing text there cost the render of / seconds of formatjs error logging).
  useEffect(() => {
    const description = routeDescription(intl, pathname);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [intl, pathname]);
  return null;
}
