import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { isLocale, setActiveLocale } from './i18n/locale';
import { loadFirstPaintMessages } from './i18n/messages';
import { createCache } from './lib/apollo/cache';
import { RENDERED_AT_NAME } from './lib/hooks/rendered-at';
import { setFirstPassTime } from './lib/hooks/useHydrated';
import { routeDataMatches, routeMoneySymbol, type RouteData } from './lib/apollo/route-data-link';
import { setMoneyUnit } from './lib/money/money-unit';

/** What the gateway asks for: a public route's markup for a visitor, from the answer it put into the page. */
export interface ServerRenderRequest {
  /** The page's absolute URL (the path decides the route; the host is the site's). */
  url: string;
  /** The route's answer as the page carries it (gateway/src/http/web-shell/route-data.ts): the same JSON. */
  routeData: RouteData;
  /** Past this the render is given up (undefined: the plain shell, the browser renders as before). */
  deadlineMs: number;
}

/**
 * A visitor's first paint as HTML, for the gateway's stored public pages (issue 33). Only the route's public answer
 * is known here: every other operation answers with an error, so what depends on who is looking renders its
 * "not known yet" state, exactly as the browser's first pass does before its member part has arrived (the shell's
 * skeleton). Undefined when the page cannot be rendered from the answer alone (a redirect, an error, too slow).
 */
export async function renderPage({ url, routeData, deadlineMs }: ServerRenderRequest): Promise<RenderedPage | undefined> {
  if (!isLocale(routeData.locale)) return undefined;
  const locale = routeData.locale;
  // The Apollo link and the lazy routes' texts read the active language from module state: one render at a time.
  const previous = rendering;
  let done!: () => void;
  rendering = new Promise<void>((resolve) => (done = resolve));
  await previous;
  try {
    setActiveLocale(locale);
    // What shows the time shows the render's (useNow); the browser's hydrating pass reads the same time.
    const renderedAt = Date.now();
    setFirstPassTime(renderedAt);
    // Amounts are written in the site's unit: the browser's first pass takes it from the same answer (main.tsx).
    setMoneyUnit(routeMoneySymbol(routeData) ?? '');
    const messages = await loadFirstPaintMessages(locale);
    const client = new ApolloClient({
      cache: createCache(),
      link: routeAnswerLink(routeData),
      dataMasking: true,
      ssrMode: true,
      // A preloaded query's timer keeps its client, cache and the whole render for 30 s by default (~2 MB per render
      // in the render worker); nothing of a render is needed past its deadline.
      defaultOptions: { react: { suspense: { autoDisposeTimeoutMs: deadlineMs } } },
    });
    const { query, dataRoutes } = createStaticHandler(appRoutes(createQueryPreloader(client)));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('server render too slow')), deadlineMs);
    try {
      const context = await query(new Request(url, { signal: controller.signal }));
      if (context instanceof Response || context.errors !== null) return undefined;
      const router = createStaticRouter(dataRoutes, context);
      let failed = false;
      const { prelude } = await prerenderToNodeStream(
        <AppProvider client={client} locale={locale} messages={messages}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>,
        {
          signal: controller.signal,
          // Every boundary inline, in document order: readable without JavaScript, and no script to reveal parts.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onError() {
            failed = true;
          },
        },
      );
      const html = await text(prelude.pipe(new PassThrough()));
      if (failed || controller.signal.aborted) return undefined;
      const page = splitHead(html);
      return { head: `${page.head}<meta name="${RENDERED_AT_NAME}" content="${renderedAt}">`, body: page.body };
    } finally {
      clearTimeout(timer);
      client.stop();
    }
  } finally {
    done();
  }
}

let rendering: Promise<void> = Promise.resolve();

/** The page's head part (the gateway puts it before </head>) and the markup of the app's element. */
export interface RenderedPage {
  head: string;
  body: string;
}

/**
 * React puts the resources it hoists (the preloads of pictures given fetchpriority) before the markup; they belong
 * in the head. Only the high-priority one stays: the other banners load when their slide comes.
 */
function splitHead(html: string): RenderedPage {
  const hoisted = /^(?:<link [^>]*\/?>)*/.exec(html)?.[0] ?? '';
  const links = hoisted.match(/<link [^>]*\/?>/g) ?? [];
  return { head: links.filter((link) => !link.includes('as="image"') || link.includes('fetchPriority="high"')).join(''), body: html.slice(hoisted.length) };
}

/** Answers the route's operation from the page's answer; anything else is not the server's to know. */
function routeAnswerLink(routeData: RouteData): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((subscriber) => {
        const result = routeDataMatches(routeData, operation, routeData.locale) ? routeData.result : { errors: [{ message: 'answered in the browser' }] };
        subscriber.next(result as ApolloLink.Result);
        subscriber.complete();
      }),
  );
}
