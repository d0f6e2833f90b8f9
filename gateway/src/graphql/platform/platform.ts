import DataLoader from 'dataloader';
import { cacheKey } from '../../infra/cache/index.js';
import { UpstreamError, type CallParams, type CallSpec, type UpstreamResponse } from '../../infra/upstream/index.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';
import { PlatformCallBudget } from './call-budget.js';
import { publicPolicy, type PublicResource } from './cache-policies.js';
import { allMemberKeys, memberKey, memberPolicy, type MemberIdentity, type MemberResource } from './member-cache.js';
import type { GatewayDeps, RequestScope } from './request-scope.js';

export type QueryValue = string | number | boolean | undefined;
export type CallQuery = Record<string, QueryValue>;

export interface CallOptions {
  query?: CallQuery;
  cookies?: Record<string, string>;
  /** A token other than the session's: a login's fresh token, read before its cookie is set. */
  token?: string;
}

export interface SharedReadOptions<V, T> {
  /** Sent to the platform and part of the cache key. */
  query?: CallQuery;
  /** Answers that do not depend on the language (status, countries) share one entry for every language. */
  anyLanguage?: boolean;
  /** The query parameter that carries the language too, for calls that read it there (the lobby's relays:
   * `language`, spec 001 section 7; the help centre: `lang`); the cache key already has the language. */
  languageParam?: 'language' | 'lang';
  /** Per visitor (region rules): the client IP joins the key and is forwarded. */
  perVisitorIp?: boolean;
  /** The read is shared but the answer built on it is this visitor's (their sealed region verdict goes into
   * it): answers the fast path stores from it are kept per client IP, like those of a `perVisitorIp` read. */
  answerPerVisitor?: boolean;
  /** Runs once per load; its result is what every visitor reads, so it must be JSON-serialisable. */
  map: (value: V) => T;
}

interface ResolvedToken {
  token: string | undefined;
  /** The session's own token: a dead one logs the visitor out. */
  fromSession: boolean;
}

/**
 * The one way a service reaches the platform, built once per request: it carries the merchant, the language,
 * the session's token and the client's IP, so services name a call and its arguments and nothing else.
 *
 * - `shared` is a PUBLIC read through the cache (merchant + language + arguments, TTL, stale-while-revalidate,
 *   single-flight), so concurrent visitors share one platform call.
 * - `memberLoader(..., cachedAs)` is a PRIVATE read cached for the session's own member only; every change
 *   (any call but a GET) drops that member's entries.
 * - `read`, `write` and `exchange` are never cached. A call whose spec wants a token gets the session's;
 *   a session that must change its password may make only the calls the catalogue marks `duringPasswordChange`.
 *
 * The calls a request sends on its own account (`read`, `write`, `exchange`, and so member reads the member cache
 * lacks) count against its budget (PlatformCallBudget). PUBLIC loads do not: they are shared by every visitor and
 * single-flighted, so no request can repeat them, and one may have to build a whole catalogue (the game index).
 */
export class Platform {
  private readonly budget: PlatformCallBudget;

  constructor(
    private readonly deps: Pick<GatewayDeps, 'upstream' | 'cache' | 'memberCache' | 'merchant' | 'publicTtlMs' | 'platformCallsPerRequest'>,
    private readonly scope: RequestScope,
  ) {
    this.budget = new PlatformCallBudget(deps.platformCallsPerRequest, scope.logger);
  }

  read<T>(call: CallSpec, options: CallOptions = {}): Promise<T> {
    return this.exchange<T>(call, options).then((answer) => answer.value);
  }

  write<T = unknown>(call: CallSpec, body?: unknown, options: CallOptions = {}): Promise<T> {
    return this.exchange<T>(call, { ...options, body }).then((answer) => answer.value);
  }

  /** Drops every cached read of this session's member (logout, password change, any write). */
  async forgetMember(): Promise<void> {
    const who = await this.memberIdentity();
    if (who !== null) await this.deps.memberCache.delete(allMemberKeys(who));
  }

  /** The whole answer, with the platform's message and the cookies it set (the captcha's id). */
  async exchange<T>(call: CallSpec, options: CallOptions & { body?: unknown }): Promise<UpstreamResponse<T>> {
    this.scope.exposure?.privateRead();
    const { token, fromSession } = await this.tokenFor(call, options.token);
    this.budget.spend();
    const params: CallParams = {
      language: this.scope.upstreamLanguage,
      requestId: this.scope.requestId,
      clientIp: this.scope.clientIp,
      query: options.query,
      cookies: options.cookies,
      token,
      ...(options.body === undefined ? {} : { body: options.body }),
    };
    try {
      const answer = await this.deps.upstream.request<T>(call, params);
      // A change the member made: whatever of theirs is cached may now be wrong, so it all goes before we answer.
      // Never fails the change itself: a cache that cannot forget leaves at most one TTL of staleness.
      if (call.method !== 'GET') {
        await this.forgetMember().catch((error: unknown) => this.scope.logger.warn({ err: error }, 'member cache not cleared after a change'));
      }
      return answer;
    } catch (error) {
      // The client sees UNAUTHENTICATED and a logged-out state together.
      if (fromSession && error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') this.scope.session.clear();
      throw error;
    }
  }

  /** One PUBLIC platform read, shared by every visitor through the cache. */
  shared<V, T>(resource: PublicResource, call: CallSpec, options: SharedReadOptions<V, T>): Promise<T> {
    const query = options.query ?? {};
    const keyArgs = options.perVisitorIp === true ? { ...query, ip: this.scope.clientIp } : query;
    return this.cachedRead(resource, keyArgs, async () => {
      const value = await this.deps.upstream.call<V>(call, {
        language: this.scope.upstreamLanguage,
        requestId: this.scope.requestId,
        query: options.languageParam === undefined ? options.query : { ...query, [options.languageParam]: this.scope.upstreamLanguage },
        ...(options.perVisitorIp === true ? { clientIp: this.scope.clientIp } : {}),
      });
      return options.map(value);
    }, options.anyLanguage === true, options.perVisitorIp === true || options.answerPerVisitor === true);
  }

  /** A PUBLIC value computed from shared reads (the game index), cached like one of them. */
  sharedValue<T>(resource: PublicResource, keyArgs: Record<string, unknown>, load: () => Promise<T>, anyLanguage = false): Promise<T> {
    return this.cachedRead(resource, keyArgs, load, anyLanguage, false);
  }

  /** Drops one PUBLIC entry (and what the fast path built on it): a fresher platform answer replaces it. */
  forgetShared(resource: PublicResource, keyArgs: Record<string, unknown>, anyLanguage = false): Promise<void> {
    return this.deps.cache.delete([this.sharedKey(resource, keyArgs, anyLanguage)]);
  }

  private sharedKey(resource: PublicResource, keyArgs: Record<string, unknown>, anyLanguage: boolean): string {
    return cacheKey({ merchant: this.deps.merchant, language: anyLanguage ? 'ANY' : this.scope.language }, resource, keyArgs);
  }

  /** Every cached read is recorded in the request's exposure: the fast path reuses answers built from these alone. */
  private cachedRead<T>(resource: PublicResource, keyArgs: Record<string, unknown>, load: () => Promise<T>, anyLanguage: boolean, perVisitorIp: boolean): Promise<T> {
    const key = this.sharedKey(resource, keyArgs, anyLanguage);
    const policy = publicPolicy(resource, this.deps.publicTtlMs);
    const exposure = this.scope.exposure;
    exposure?.sharedRead(key, policy, perVisitorIp);
    return this.deps.cache.getOrLoad(key, policy, load, exposure?.freshFor);
  }

  /**
   * A per-request loader for one private read, keyed by token: however many fields of a query need it, the
   * platform is asked once. Errors are per key, so one failing field does not fail its neighbours.
   */
  memberLoader<V>(call: CallSpec, query?: CallQuery, cachedAs?: MemberResource): DataLoader<string, V> {
    return new DataLoader<string, V>(
      (tokens) =>
        Promise.all(
          tokens.map((token) =>
            (cachedAs === undefined ? this.read<V>(call, { token, query }) : this.memberRead<V>(cachedAs, call, token, query)).catch(
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        ),
      { cache: true },
    );
  }

  /**
   * A PRIVATE read kept across requests for the session's own member only (see member-cache). A token that is
   * not the session's (a login's fresh one, before its cookie is set) is read straight from the platform.
   */
  private async memberRead<V>(resource: MemberResource, call: CallSpec, token: string, query?: CallQuery): Promise<V> {
    const who = await this.memberIdentity();
    if (who === null || who.token !== token) return this.read<V>(call, { token, query });
    // A cached answer is as private as the platform's: nothing built on it may be shared (the fast path).
    this.scope.exposure?.privateRead();
    // The password gate applies to cached answers as it does to the platform's.
    await this.tokenFor(call, token);
    return this.deps.memberCache.getOrLoad(memberKey(who, resource, this.scope.language), memberPolicy(resource), () =>
      this.read<V>(call, { token, query }),
    );
  }

  private async memberIdentity(): Promise<MemberIdentity | null> {
    const session = await this.scope.session.get();
    return session === null ? null : { merchant: this.deps.merchant, memberId: session.memberId, token: session.token };
  }

  private async tokenFor(call: CallSpec, explicit: string | undefined): Promise<ResolvedToken> {
    if (call.auth !== 'token') return { token: undefined, fromSession: false };
    const session = await this.scope.session.get();
    const token = explicit ?? session?.token;
    if (token === undefined) throw gatewayError('UNAUTHENTICATED');
    const fromSession = session !== null && session.token === token;
    if (fromSession && session.passwordChangeRequired === true && call.duringPasswordChange !== true) {
      throw gatewayError('PASSWORD_CHANGE_REQUIRED');
    }
    return { token, fromSession };
  }
}
