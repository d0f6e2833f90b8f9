import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_BINDING_SECONDS, REGION_VERDICT_SECONDS, type RegionVerdict, type SessionSealer } from './sealer.js';
import type { SessionData } from './session-data.js';

export const SESSION_COOKIE = 'saola_session';
/** Binds the platform's captchaId to the browser that fetched the image; sealed, so never readable there. */
export const CAPTCHA_COOKIE = 'saola_captcha';
/** The region verdict for the visitor's address, so a returning visitor's pages need no status call of their own. */
export const REGION_COOKIE = 'saola_region';

export interface CookiePolicy {
  secure: boolean;
  maxAgeSeconds: number;
}

/** Where a session's cookies are written: the reply (or nowhere, once a stream has sent its headers). */
export interface CookieWriter {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
}

/** The session of one HTTP request: read lazily from the cookie, written back through the reply. */
export class RequestSession {
  private current: Promise<SessionData | null> | undefined;

  constructor(
    private readonly request: Pick<FastifyRequest, 'cookies'>,
    private readonly reply: CookieWriter,
    private readonly sealer: SessionSealer,
    private readonly policy: CookiePolicy,
    /** Told whenever the session is asked for: an answer built without asking is the same for every visitor. */
    private readonly onRead: () => void = () => undefined,
  ) {}

  get(): Promise<SessionData | null> {
    this.onRead();
    this.current ??= this.read();
    return this.current;
  }

  async set(data: SessionData): Promise<void> {
    const sealed = await this.sealer.seal(data);
    this.reply.setCookie(SESSION_COOKIE, sealed, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.policy.secure,
      maxAge: this.policy.maxAgeSeconds,
    });
    this.current = Promise.resolve(data);
  }

  clear(): void {
    this.reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.policy.secure,
    });
    this.current = Promise.resolve(null);
  }

  /** The platform captchaId bound to this browser, if its image was fetched through us and is still fresh. */
  async captchaId(): Promise<string | undefined> {
    const sealed = this.request.cookies[CAPTCHA_COOKIE];
    if (!sealed) return undefined;
    return (await this.sealer.unsealCaptcha(sealed)) ?? undefined;
  }

  async bindCaptcha(captchaId: string): Promise<void> {
    this.reply.setCookie(CAPTCHA_COOKIE, await this.sealer.sealCaptcha(captchaId), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.policy.secure,
      maxAge: CAPTCHA_BINDING_SECONDS,
    });
  }

  /** The sealed verdict, if it is still fresh and was made for the address this request comes from. */
  async regionVerdict(clientIp: string): Promise<RegionVerdict | null> {
    const sealed = this.request.cookies[REGION_COOKIE];
    if (!sealed) return null;
    const verdict = await this.sealer.unsealRegion(sealed);
    return verdict?.ip === clientIp ? verdict : null;
  }

  async rememberRegion(verdict: RegionVerdict): Promise<void> {
    this.reply.setCookie(REGION_COOKIE, await this.sealer.sealRegion(verdict), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.policy.secure,
      maxAge: REGION_VERDICT_SECONDS,
    });
  }

  private async read(): Promise<SessionData | null> {
    const sealed = this.request.cookies[SESSION_COOKIE];
    if (!sealed) return null;
    const data = await this.sealer.unseal(sealed);
    // A cookie we cannot read is worse than none: drop it so the browser stops sending it.
    if (!data) this.clear();
    return data;
  }
}
