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
export function routeDataLink(data: RouteData | undefined, getLocale: () => string): ApolloLink {
  let pending = data;
  return new ApolloLink((operation, forward) => {
    const candidate = pending;
    pending = undefined;
    const matches =
      candidate !== undefined &&
      candidate.operationName === operation.operationName &&
      candidate.locale === getLocale() &&
      canonical(candidate.variables) === canonical(operation.variables);
    return matches ? later(candidate.result) : forward(operation);
  });
}
