import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryPreloader } from '@apollo/client/react';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { reportCaughtError, reportRouteError } from './app/route-error-report';
import { defaultLocale, getActiveLocale, readStoredLocale, setActiveLocale, shareLocaleWithServer } from './i18n/locale';
import { firstPaintMessages, loadFirstPaintMessages } from './i18n/messages';
import { createApolloClient } from './lib/apollo/client';
import { takeRouteData } from './lib/apollo/route-data-link';
import { applyTheme, readStoredTheme } from './lib/theme/theme';
import './styles/theme.css';
import './styles/base.css';

const storedLocale = readStoredLocale();
setActiveLocale(storedLocale);
shareLocaleWithServer(storedLocale);
applyTheme(readStoredTheme());

// The gateway may have put the first route's answer into the page: the route then renders without a request.
const client = createApolloClient({ getLocale: getActiveLocale, routeData: takeRouteData() });
// Creating the router runs the first route's loader, so the page's query is on the wire while the
// language texts load: the two downloads run in parallel.
const router = createAppRouter(createQueryPreloader(client));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');

void loadFirstPaintMessages(storedLocale)
  .then((messages) => ({ locale: storedLocale, messages }))
  // A language chunk that fails to download must not leave a blank page: fall back to the built-in default.
  .catch(() => ({ locale: defaultLocale, messages: firstPaintMessages }))
  .then(({ locale, messages }) => {
    setActiveLocale(locale);
    const root = createRoot(rootElement, { onCaughtError: reportCaughtError });
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (issue 16: no long task over 200 ms; pnpm bench:web measures it).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider client={client} locale={locale} messages={messages}>
            <RouterProvider router={router} onError={reportRouteError} />
          </AppProvider>
        </StrictMode>,
      ),
    );
  });
