import type { LoginInput, LoginPayload, LogoutPayload, UserError } from '../../../__generated__/resolvers-types.js';
import { calls, UpstreamError } from '../../../upstream/index.js';
import { gatewayError } from '../../errors/gateway-error.js';
import type { GatewayDeps, RequestScope } from '../../context.js';
import type { SiteService } from '../site/site-service.js';
import type { MemberModel, ViewerModel, WalletModel } from './account-models.js';
import { toDecimal } from './decimal.js';
import { validateLogin } from './login-input.js';
import { privateLoader } from './private-loaders.js';
import type { BalanceValue, LoginValue, MemberInfoValue } from './upstream-shapes.js';

/** The platform's default password; logging in with it forces a change (spec 000 section 4). */
const DEFAULT_PASSWORD = '123456';
const CAPTCHA_MESSAGE = /captcha/i;

type LoginResult = Omit<LoginPayload, 'viewer'> & { viewer: ViewerModel | null };
type LogoutResult = Omit<LogoutPayload, 'viewer'> & { viewer: null };

export class AccountService {
  private readonly memberInfo;
  private readonly balance;

  constructor(
    private readonly deps: GatewayDeps,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
  ) {
    this.memberInfo = privateLoader<MemberInfoValue>(deps, scope, calls.memberInfo);
    this.balance = privateLoader<BalanceValue>(deps, scope, calls.balance, { typeId: 0 });
  }

  async viewer(): Promise<ViewerModel | null> {
    const session = await this.scope.session.get();
    return session ? { session } : null;
  }

  async member(viewer: ViewerModel): Promise<MemberModel> {
    return toMember(await this.memberInfo.load(viewer.session.token));
  }

  async wallet(viewer: ViewerModel): Promise<WalletModel> {
    const value = await this.balance.load(viewer.session.token);
    return {
      memberId: viewer.session.memberId,
      balance: toDecimal(value.sumBalance),
      currency: value.currency ?? null,
      currencySymbol: value.currencySymbol ?? null,
    };
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const checked = validateLogin(input);
    if ('errors' in checked) return failure(checked.errors);
    const { username, password, captcha } = checked.value;

    let login: LoginValue;
    try {
      login = await this.deps.upstream.call<LoginValue>(calls.login, {
        language: this.scope.upstreamLanguage,
        body: { username, password, captcha: captcha ?? '', type: 'username' },
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'REJECTED') return rejectedLogin(error, captcha);
      throw error;
    }
    if (typeof login.token !== 'string' || login.token === '') throw gatewayError('INTERNAL');

    const info = await this.memberInfo.load(login.token);
    const session = { token: login.token, memberId: String(info.id), account: info.account, accountType: info.type };
    await this.scope.session.set(session);

    const { features } = await this.site.site().catch(() => ({ features: { forcePasswordChangeOnExpiry: true } }));
    return {
      viewer: { session },
      captchaRequired: false,
      firstTimeLogin: Boolean(login.firstTimeLogin),
      passwordChangeRequired:
        password === DEFAULT_PASSWORD || (Boolean(login.passwordExpired) && features.forcePasswordChangeOnExpiry),
      userErrors: [],
    };
  }

  async logout(): Promise<LogoutResult> {
    const session = await this.scope.session.get();
    this.scope.session.clear();
    if (session) {
      try {
        await this.deps.upstream.call(calls.logout, {
          token: session.token,
          language: this.scope.upstreamLanguage,
          requestId: this.scope.requestId,
        });
      } catch (error) {
        // The local session is gone either way; a token the platform already dropped is not an error.
        if (!(error instanceof UpstreamError && error.code === 'UNAUTHENTICATED')) {
          this.scope.logger.warn({ code: error instanceof UpstreamError ? error.code : 'unknown' }, 'upstream logout failed');
        }
      }
    }
    return { viewer: null, userErrors: [] };
  }
}

function failure(userErrors: UserError[], captchaRequired = false): LoginResult {
  return { viewer: null, captchaRequired, firstTimeLogin: false, passwordChangeRequired: false, userErrors };
}

function rejectedLogin(error: UpstreamError, captcha: string | undefined): LoginResult {
  const flagged = (error.value as { captcha?: unknown } | null | undefined)?.captcha === true;
  if (flagged || CAPTCHA_MESSAGE.test(error.upstreamMessage ?? '')) {
    return failure(
      [
        captcha
          ? { field: 'captcha', code: 'CAPTCHA_INVALID', message: 'The captcha is not correct.' }
          : { field: 'captcha', code: 'CAPTCHA_REQUIRED', message: 'Enter the captcha.' },
      ],
      true,
    );
  }
  return failure([{ field: null, code: 'INVALID_CREDENTIALS', message: 'Wrong account or password.' }]);
}

function toMember(info: MemberInfoValue): MemberModel {
  return {
    id: String(info.id),
    account: info.account,
    nickname: info.nickname?.trim() || info.account,
    type: info.type,
    clubLabel: info.clubLabel?.labelName ?? null,
    rankLevel: info.clubLabel?.rankLevel ?? null,
    registeredAt: typeof info.regDate === 'number' ? new Date(info.regDate).toISOString() : null,
  };
}
