import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryPreloader } from '@apollo/client/react';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { reportCaughtError, reportRouteError } from './app/route-error-report';
import { defaultLocale, getActiveLocale, readStoredLocale, setActiveLocale, shareLocaleWithServer } from './i18n/locale';
import { firstPaintMessages, loadFirstPaintMessages } from './i18n/messages';
import { createApolloClient } from './lib/apollo/client';
import { routeMoneySymbol, takeRouteData } from './lib/apollo/route-data-link';
import { setMoneyUnit } from './lib/money/money-unit';
import { setFirstPassTime } from './lib/hooks/useHydrated';
import { takeRenderedAt } from './lib/hooks/rendered-at';
import { applyTheme, readStoredTheme } from './lib/theme/theme';
import './styles/theme.css';
import './styles/base.css';

const storedLocale = readStoredLocale();
setActiveLocale(storedLocale);
shareLocaleWithServer(storedLocale);
applyTheme(readStoredTheme());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');

// The gateway may have put the first route's answer into the page: the route then renders without a request.
const routeData = takeRouteData();
// A visitor's public page may come rendered by the server (gateway/src/http/web-shell/server-render.ts) from that
// answer: hydrated when it is in the language this browser shows, else rendered anew.
const renderedAt = takeRenderedAt();
const hydrate = renderedAt !== undefined && rootElement.firstElementChild !== null && routeData?.locale === storedLocale;
let hydrationDone = () => undefined as void;
const hydrated = hydrate ? new Promise<void>((resolve) => (hydrationDone = resolve)) : undefined;

const client = createApolloClient({ getLocale: getActiveLocale, routeData, hydrated });
const preloadQuery = createQueryPreloader(client);
// Creating the router runs the first route's loader, so the page's query is on the wire while the
// language texts load: the two downloads run in parallel.
const router = createAppRouter(preloadQuery);

void loadFirstPaintMessages(storedLocale)
  .then((messages) => ({ locale: storedLocale, messages }))
  // A language chunk that fails to download must not leave a blank page: fall back to the built-in default.
  .catch(() => ({ locale: defaultLocale, messages: firstPaintMessages }))
  .then(async ({ locale, messages }) => {
    setActiveLocale(locale);
    const app = (
      <StrictMode>
        <AppProvider client={client} locale={locale} messages={messages}>
          <RouterProvider router={router} onError={reportRouteError} />
        </AppProvider>
      </StrictMode>
    );
    if (hydrate && locale === storedLocale) {
      // The server rendered the route with its loaders done (a lazy route's code and texts loaded) and its public
      // answer in the cache: so here, or the first pass would be a loading state instead of the page.
      await routerReady();
      await publicAnswersRead();
      setFirstPassTime(renderedAt);
      // Amounts are written in the site's unit, which the server took from the same answer (entry-server.tsx).
      if (routeData !== undefined) setMoneyUnit(routeMoneySymbol(routeData) ?? '');
      // Hydration yields to the browser between boundaries by itself (issue 16: no long task over 200 ms).
      startTransition(() => {
        hydrateRoot(
          rootElement,
          <>
            {app}
            <AfterHydration done={hydrationDone} />
          </>,
          { onCaughtError: reportCaughtError },
        );
      });
      return;
    }
    hydrationDone();
    rootElement.replaceChildren();
    const root = createRoot(rootElement, { onCaughtError: reportCaughtError });
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (issue 16: no long task over 200 ms; pnpm bench:web measures it).
    startTransition(() => root.render(app));
  });

/** Runs once the page's first pass is committed: the answers held for it (route-data-link.ts) may then land. */
function AfterHydration({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** The routes' public parts (their loaders' `queryRef`, as in HomeRoute and CategoryRoute) answered and cached. */
async function publicAnswersRead(): Promise<void> {
  const refs = Object.values(router.state.loaderData as Record<string, { queryRef?: unknown } | undefined>)
    .map((data) => data?.queryRef)
    .filter((ref): ref is Parameters<typeof preloadQuery.toPromise>[0] => ref !== undefined && ref !== null);
  await Promise.all(refs.map((ref) => preloadQuery.toPromise(ref).catch(() => undefined)));
}

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
