import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/** The element the gateway writes the route's answer into (gateway/src/http/web-shell/shell-page.ts). */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

export interface RouteData {
  operationName: string;
  variables: Record<string, unknown>;
  locale: string;
  result: ApolloLink.Result;
}

/** The answer the page came with, taken out of the document so that it is used once. */
export function takeRouteData(doc: Document = document): RouteData | undefined {
  const element = doc.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent) as Partial<RouteData>;
    const whole = typeof parsed.operationName === 'string' && typeof parsed.locale === 'string' && typeof parsed.variables === 'object' && typeof parsed.result === 'object';
    return whole ? (parsed as RouteData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer in a task of its own, as an answer from the network would come: writing it to the cache and the
 * first render then do not add up to one long task with the scripts' start.
 */
function later(result: ApolloLink.Result): Observable<ApolloLink.Result> {
  return new Observable((subscriber) => {
    const timer = setTimeout(() => {
      subscriber.next(result);
      subscriber.complete();
    });
    return () => clearTimeout(timer);
  });
}

/** Key order aside, the same JSON value. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Answers the page's first operation from the data the gateway put into the HTML, when it is that operation with
 * the same variables in the same language; then steps aside for good, so a later request never gets an old answer.
 */
export function routeDataLink(data: RouteData | undefined, getLocale: () => string, hydrated?: Promise<void>): ApolloLink {
  let pending = data;
  let hydrating = hydrated !== undefined;
  void hydrated?.then(() => {
    hydrating = false;
  });
  return new ApolloLink((operation, forward) => {
    const candidate = pending;
    pending = undefined;
    if (candidate !== undefined && routeDataMatches(candidate, operation, getLocale())) return later(candidate.result);
    return hydrating && hydrated !== undefined ? afterHydration(() => forward(operation), hydrated) : forward(operation);
  });
}

/**
 * A request sent once the page is hydrated: a server-rendered page hydrates as the server rendered it, without what
 * only this visitor's answers say (the member part: the header, the hearts), which then updates it as any answer does.
 */
function afterHydration(send: () => Observable<ApolloLink.Result>, hydrated: Promise<void>): Observable<ApolloLink.Result> {
  return new Observable((subscriber) => {
    let subscription: { unsubscribe(): void } | undefined;
    let closed = false;
    void hydrated.then(() => {
      if (!closed) subscription = send().subscribe(subscriber);
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  });
}

/** The page's answer is this operation's, with the same variables, in the language asked for. */
export function routeDataMatches(data: RouteData, operation: Pick<ApolloLink.Operation, 'operationName' | 'variables'>, locale: string): boolean {
  return data.operationName === operation.operationName && data.locale === locale && canonical(data.variables) === canonical(operation.variables);
}

/** The site's money symbol in the page's answer (HomeRoute and CategoryRoute ask for it), for the first pass. */
export function routeMoneySymbol(data: RouteData): string | undefined {
  const site = (data.result.data as { site?: { currency?: { symbol?: unknown } | null } } | null | undefined)?.site;
  const symbol = site?.currency?.symbol;
  return typeof symbol === 'string' ? symbol : undefined;
}
