import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryPreloader } from '@apollo/client/react';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { defaultLocale, getActiveLocale, readStoredLocale, setActiveLocale } from './i18n/locale';
import { firstPaintMessages, loadFirstPaintMessages } from './i18n/messages';
import { createApolloClient } from './lib/apollo/client';
import { applyTheme, readStoredTheme } from './lib/theme/theme';
import './styles/theme.css';
import './styles/base.css';

const storedLocale = readStoredLocale();
setActiveLocale(storedLocale);
applyTheme(readStoredTheme());

const client = createApolloClient({ getLocale: getActiveLocale });
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
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider client={client} locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
