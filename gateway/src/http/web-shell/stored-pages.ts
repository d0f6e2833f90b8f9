import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Cache } from '../../infra/cache/index.js';
import { digestOf } from '../cdn/shared-answer.js';
import { PrecompressedBody } from '../compression/precompressed-body.js';
import type { PageTarget } from './page-target.js';
import type { RouteDataSource } from './route-data.js';
import type { PageRenderer, RenderedPage } from './server-render.js';
import type { SharedLifetime } from './shared-lifetime.js';

/** A public page as bytes: the same for every visitor of its route in its language on its host. */
export interface PublicPage {
  /** Identity bytes, with brotli and gzip made once on first demand and kept with them. */
  body: PrecompressedBody;
  /** sha256 of the identity bytes: the strong ETag of each representation is made from it. */
  digest: string;
  /** Kept for everyone (built from a shared answer alone); a page that is not is sent once and forgotten. */
  stored: boolean;
  /** The same page with the route's first paint rendered into it (server-render.ts), for visitors without a session. */
  rendered?: PublicPage;
}

interface StoredPage extends PublicPage {
  lifetime: SharedLifetime;
  /** The last rebuild failed: the page stands in until its stale-if-error time. */
  failing: boolean;
  /** Its markup was due but the render failed or was late (a cold or busy process): from then on it is tried again. */
  renderAgainAt?: number;
  /** Renders failed in a row for this page: each doubles the wait before the next (a page that cannot render costs little). */
  renderFailures?: number;
}

/** Bounded: the host is the client's to name, so the number of (route, language, host) pages is too. */
const MAX_PAGES = 500;
const MAX_BYTES = 32 * 2 ** 20;
/** A page kept without its markup is rendered again after this, doubling with each failure up to the cap. */
export const RENDER_RETRY_MS = 2_000;
const MAX_RENDER_RETRY_MS = 60_000;

export interface StoredPagesOptions {
  routeData: RouteDataSource;
  /** The page's bytes for a route answer (shell-page.ts). */
  shellPage: (data: { json: string; leadImage: string | undefined }, rendered?: RenderedPage) => Buffer;
  /** Renders a route's markup from its answer (SERVER_RENDER); without it pages carry the data alone. */
  renderPage?: PageRenderer;
  /** The PUBLIC cache: deleting one of its entries drops every page built from it. */
  cache: Pick<Cache, 'onDelete'>;
  /** How long a visitor waits for a page not yet built before they get the plain shell (the browser then asks). */
  deadlineMs: number;
  log: FastifyBaseLogger;
}

export interface StoredPages {
  /** The page for this target: stored bytes when there are, else built within the deadline; undefined: the plain shell. */
  page(target: PageTarget): Promise<PublicPage | undefined>;
}

/**
 * Public pages kept as bytes per (route, variables, language, host), built from the route's shared answer and
 * living as long as it does: fresh until its entries' freshness ends, then served while one rebuild runs
 * (stale-while-revalidate), and while rebuilds fail (stale-if-error); dropped when any cache entry it was built
 * from is deleted (tag invalidation, on every replica). A page costs no execution, no JSON and no compression
 * per request (issue 33: the HTML path built each answer anew).
 */
export function storedPages({ routeData, shellPage, renderPage, cache, deadlineMs, log }: StoredPagesOptions): StoredPages {
  const pages = new LRUCache<string, StoredPage>({ max: MAX_PAGES, maxSize: MAX_BYTES, sizeCalculation: (page) => page.body.identity.length + 1 });
  const building = new Map<string, Promise<PublicPage | undefined>>();

  cache.onDelete((keys) => {
    const deleted = new Set(keys);
    for (const [key, page] of pages.entries()) {
      if (page.lifetime.keys.some((entry) => deleted.has(entry))) pages.delete(key);
    }
  });

  /** One build per page at a time; a page built from a shared answer is kept. */
  function build(key: string, target: PageTarget): Promise<PublicPage | undefined> {
    let pending = building.get(key);
    if (pending !== undefined) return pending;
    pending = routeData
      .answer(target)
      .then(async (data) => {
        if (data === undefined) return failed(key);
        const stored = data.shared !== undefined;
        const page = publicPage(shellPage(data), stored);
        // Only a shared answer is rendered: its markup, like its data, is what every visitor sees.
        const markup = stored && renderPage !== undefined ? await renderMarkup(target, data.json) : undefined;
        const rendered = markup === undefined ? undefined : publicPage(shellPage(data, markup), true);
        if (data.shared === undefined) return page;
        const kept: StoredPage = {
          ...page,
          ...(rendered === undefined ? {} : { rendered }),
          ...(renderPage !== undefined && rendered === undefined ? renderRetry(pages.peek(key)?.renderFailures ?? 0) : {}),
          lifetime: data.shared,
          failing: false,
        };
        pages.set(key, kept);
        return kept;
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'public page not built; the stored one stands or the browser asks');
        return failed(key);
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
    return pending;
  }

  /** A failed render leaves the page without markup (the browser renders it, as without server rendering). */
  async function renderMarkup(target: PageTarget, json: string): Promise<RenderedPage | undefined> {
    try {
      return await renderPage?.(target, json);
    } catch (error) {
      log.warn({ err: error }, 'public page not rendered; sent with its data alone');
      return undefined;
    }
  }

  /** A stored page whose rebuild failed stands in while its stale-if-error time lasts. */
  function failed(key: string): undefined {
    const stored = pages.peek(key);
    if (stored !== undefined) stored.failing = true;
    return undefined;
  }

  return {
    async page(target) {
      const page = await pageOf(target);
      // A member's first request keeps the shell: their own part is theirs to fetch, never in a page kept for all.
      // So does a link with a query string: the markup is the bare path's view, not the one it names.
      return target.visitor && target.bareUrl ? (page?.rendered ?? page) : page;
    },
  };

  async function pageOf(target: PageTarget): Promise<PublicPage | undefined> {
      const variables = routeData.variablesOf(target.path);
      if (variables === undefined || deadlineMs === 0) return undefined;
      const key = `${target.path}\n${JSON.stringify(variables)}\n${target.locale}\n${target.host}`;
      const stored = pages.get(key);
      const now = Date.now();
      if (stored !== undefined && now < stored.lifetime.freshUntil) {
        // Fresh but without the markup it should have: one render again in the background, the page meanwhile.
        if (stored.renderAgainAt !== undefined && now >= stored.renderAgainAt) {
          stored.renderAgainAt = undefined;
          void build(key, target);
        }
        return stored;
      }
      if (stored !== undefined && now < stored.lifetime.freshUntil + stored.lifetime.staleWhileRevalidateMs && !stored.failing) {
        void build(key, target);
        return stored;
      }
      const built = await withDeadline(build(key, target), deadlineMs);
      if (built !== undefined) return built;
      // Stale-if-error: a page whose rebuild failed or is late stands in for a while rather than an empty shell.
      const standing = pages.peek(key);
      return standing !== undefined && Date.now() < standing.lifetime.freshUntil + standing.lifetime.staleIfErrorMs ? standing : undefined;
  }
}

function renderRetry(failures: number): Pick<StoredPage, 'renderAgainAt' | 'renderFailures'> {
  return { renderAgainAt: Date.now() + Math.min(RENDER_RETRY_MS * 2 ** failures, MAX_RENDER_RETRY_MS), renderFailures: failures + 1 };
}

function publicPage(identity: Buffer, stored: boolean): PublicPage {
  return { body: new PrecompressedBody(identity), digest: digestOf(identity), stored };
}

async function withDeadline<T>(work: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
