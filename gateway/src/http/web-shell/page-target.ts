import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../../graphql/platform/language.js';
import { SESSION_COOKIE } from '../../infra/session/request-session.js';

/** The web client's language cookie (web/src/i18n/locale.ts): localStorage is out of the server's sight. */
export const LOCALE_COOKIE = 'saola_locale';
// The web's locales are the schema's languages in lower case (web/src/i18n/locale.ts holds it to that).
const LOCALES = new Set<string>(SITE_LANGUAGES.map((language) => language.toLowerCase()));
const DEFAULT_LOCALE = DEFAULT_LANGUAGE.toLowerCase();

/** What a public page is made for: the route, the language and the site's host. Nothing of who is asking. */
export interface PageTarget {
  path: string;
  locale: string;
  /** The host (and port) the site was reached on: the platform's answers are that host's (its domain check). */
  host: string;
  /** The visitor's address, only for the request the gateway makes on their behalf (throttles, logs). */
  ip: string;
  /** No session: a new visitor, who may be sent the server-rendered page (a member's first request gets the shell). */
  visitor: boolean;
  /**
   * The URL names no view of its own: no query string, or only an ad's campaign and click ids. The markup is the bare
   * path's view; a link naming another (?type=, ?gameCode=) gets the shell, as the browser's first pass would not
   * match the markup, and its hydration would wait for an answer that is held until hydration
   * (web/src/lib/apollo/route-data-link.ts).
   */
  bareUrl: boolean;
}

/** What ad platforms add to a landing URL; no route of the web reads them, so they leave the page's view as it is. */
const CAMPAIGN_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|ttclid|yclid)$/;

/** Whether a query string leaves the path's view as it is (see PageTarget.bareUrl). */
export const namesNoView = (search: URLSearchParams): boolean => [...search.keys()].every((name) => CAMPAIGN_PARAMETER.test(name));

export function pageTarget(request: FastifyRequest): PageTarget {
  const cookieLocale = request.cookies[LOCALE_COOKIE];
  const locale = cookieLocale !== undefined && LOCALES.has(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  const url = new URL(request.url, 'http://page');
  return { path: url.pathname, locale, host: request.host, ip: request.ip, visitor: request.cookies[SESSION_COOKIE] === undefined, bareUrl: namesNoView(url.searchParams) };
}
