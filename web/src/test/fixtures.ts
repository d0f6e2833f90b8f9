import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { AppShellQueryFragment } from '../app/layout/AppShell';
import { HeaderBalanceDocument } from '../gql/graphql';
import type { LiveFeed } from '../gql/schema-enums';

export const aliceViewer = {
  __typename: 'Viewer' as const,
  member: {
    __typename: 'Member' as const,
    id: 'TWVtYmVyOjE=',
    nickname: 'Alice',
    isTrial: false,
    isAgent: false,
    vipLevel: 1,
    hasMemberLabel: true,
    avatarUrl: null as string | null,
  },
  wallet: { __typename: 'Wallet' as const, id: 'V2FsbGV0OjE=', sumBalance: '1234.50' },
  // The header's figures as its own HeaderBalance query reads them (a trial account, no streams: balanceMock); a
  // real account's come over its streams (liveFigureAnswers). No route query asks for them.
  headerWallet: { __typename: 'Wallet' as const, id: 'V2FsbGV0OjE=', sumBalance: '1234.50' } as WalletFixture | null,
  headerCounts: { __typename: 'ViewerCounts' as const, missions: 0, inbox: 0, rewards: 0 } as CountsFixture | null,
  // The lobby's hearts (Viewer.favouriteGameIds) are read with the viewer on every page with game tiles.
  favouriteGameIds: [] as string[],
  // The badges' counts, read with the viewer on member pages (a trial account has none: the gateway refuses them).
  counts: { __typename: 'ViewerCounts' as const, missions: 0, inbox: 0, rewards: 0 } as CountsFixture | undefined,
};

export const trialViewer = {
  __typename: 'Viewer' as const,
  member: {
    __typename: 'Member' as const,
    id: 'TWVtYmVyOjkwMDAwMQ==',
    nickname: 'trial000001',
    isTrial: true,
    isAgent: false,
    vipLevel: 0,
    hasMemberLabel: false,
    avatarUrl: null as string | null,
  },
  wallet: { __typename: 'Wallet' as const, id: 'V2FsbGV0OjkwMDAwMQ==', sumBalance: '10000.00' },
  headerWallet: { __typename: 'Wallet' as const, id: 'V2FsbGV0OjkwMDAwMQ==', sumBalance: '10000.00' } as WalletFixture | null,
  // A trial account has no badges: the gateway answers its header counts null.
  headerCounts: null as CountsFixture | null,
  // The lobby's hearts (Viewer.favouriteGameIds) are read with the viewer on every page with game tiles.
  favouriteGameIds: [] as string[],
  counts: undefined as CountsFixture | undefined,
};

export type ViewerFixture = typeof aliceViewer;
interface WalletFixture {
  __typename: 'Wallet';
  id: string;
  sumBalance: string;
}

/** The badges' counts (Viewer.counts), nothing waiting unless a test says so. */
export function countsFixture(counts: Partial<Record<'missions' | 'inbox' | 'rewards', number>> = {}) {
  return { __typename: 'ViewerCounts' as const, missions: 0, inbox: 0, rewards: 0, ...counts };
}

export type CountsFixture = ReturnType<typeof countsFixture>;

/**
 * The header's own re-read (HeaderBalance: the balance, and the badge counts, null for a trial account), answered
 * as often as it is asked.
 */
export function balanceMock(wallet: WalletFixture = aliceViewer.wallet, counts: CountsFixture | null = countsFixture()): MockLink.MockedResponse {
  return {
    request: { query: HeaderBalanceDocument },
    result: { data: { viewer: { __typename: 'Viewer', headerWallet: wallet, headerCounts: counts } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What the header's feeds answer first for a real account (the gateway's fresh read on subscribe): Alice's. */
export function liveFigureAnswers(wallet: WalletFixture = aliceViewer.wallet, counts: CountsFixture = countsFixture()): Array<[LiveFeed, unknown]> {
  return [
    ['BALANCE', wallet],
    ['COUNTS', counts],
  ];
}

/** A test's mocks, plus Alice's balance for the header unless the test answers HeaderBalance itself. */
export function withBalance(mocks: ReadonlyArray<MockLink.MockedResponse>): MockLink.MockedResponse[] {
  const answered = mocks.some((mock) => mock.request.query === HeaderBalanceDocument);
  return answered ? [...mocks] : [...mocks, balanceMock()];
}

const rule = (
  name: string,
  enabled: boolean,
  required: boolean,
  pattern: string | null,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({ __typename: 'RegistrationField' as const, name, enabled, required, pattern, patternId, minLength, maxLength });

/** The sandbox's seeded register settings (sandbox/src/core/site.ts), as the gateway serves them. */
export const seededRegistrationFields = [
  rule('USERNAME', true, true, '^[a-zA-Z][a-zA-Z0-9]*$', 1, 6, 12),
  rule('PASSWORD', true, true, '^[a-zA-Z0-9]*$', 4, 6, 12),
  rule('CONFIRM_PASSWORD', true, true, '^[a-zA-Z0-9]*$', 4, 6, 12),
  rule('MOBILE', true, false, '^[0-9]*$', 6, 9, 11),
  rule('EMAIL', true, false, null, 5, 5, 50),
  rule('PAYEE_NAME', false, false, null, 0, 1, 50),
  rule('AFFILIATE_CODE', true, false, '^[a-zA-Z0-9]*$', 4, 4, 12),
  rule('CAPTCHA', false, true, '^[0-9]*$', 6, 4, 4),
  rule('PAYMENT_PASSWORD', false, false, '^[0-9]*$', 6, 6, 6),
];

export interface SiteOverrides {
  status?: 'NORMAL' | 'MAINTENANCE' | 'REGION_BLOCKED' | 'INVALID_DOMAIN';
  navigationGuard?: boolean;
  maintenanceEndsAt?: string | null;
  visitorIp?: string | null;
  loginOptions?: Partial<Record<Exclude<keyof ReturnType<typeof defaultLoginOptions>, 'humanVerification' | 'firebase' | '__typename'>, boolean>>;
  registrationForm?: Partial<Omit<ReturnType<typeof defaultRegistrationForm>, '__typename'>>;
  /** The platform's money unit (Site.currency.symbol); none unless a test says so, so amounts read as bare figures. */
  moneyUnit?: string;
}

const defaultLoginOptions = () => ({
  __typename: 'LoginOptions' as const,
  smsLogin: false,
  countryCodePicker: true,
  thirdPartySms: false,
  google: false,
  facebook: false,
  freePlay: false,
  directRegistration: true,
  phonePasswordRecovery: false,
  // No challenge unless a test sets one: the platform's default.
  humanVerification: null,
  // No Firebase app unless a test names one.
  firebase: null,
});

const defaultRegistrationForm = () => ({
  __typename: 'RegistrationForm' as const,
  methods: ['USERNAME', 'MOBILE'] as string[],
  smsVerification: false,
  mobilePassword: true,
  minimumAge: 18,
  fields: seededRegistrationFields,
});

/** Every Site field the shell and the identity overlays read, with overrides. */
export function siteFixture(overrides: SiteOverrides = {}) {
  return {
    __typename: 'Site' as const,
    status: overrides.status ?? 'NORMAL',
    navigationGuard: overrides.navigationGuard ?? false,
    imageCdns: [] as string[],
    currency: overrides.moneyUnit ? { __typename: 'Currency' as const, symbol: overrides.moneyUnit } : null,
    maintenanceEndsAt: overrides.maintenanceEndsAt ?? null,
    visitorIp: overrides.visitorIp ?? '203.0.113.7',
    loginOptions: { ...defaultLoginOptions(), ...overrides.loginOptions },
    countries: [
      { __typename: 'Country' as const, code: 'VN', dialingCode: '+84', mobileLength: 9 },
      { __typename: 'Country' as const, code: 'TH', dialingCode: '+66', mobileLength: 9 },
    ],
    registrationForm: { ...defaultRegistrationForm(), ...overrides.registrationForm },
    // Site chrome (side menu, download page, jackpot): nothing configured unless a test says so.
    features: { __typename: 'FeatureSwitches' as const, referral: false },
    socialLinks: [] as Array<{ __typename: 'SocialLink'; network: string; url: string }>,
    customerService: null as { __typename: 'CustomerServiceChannel'; kind: string } | null,
    appDownloads: [] as Array<{ __typename: 'AppDownload'; platform: string; label: string; url: string }>,
    lines: [] as Array<{ __typename: 'SiteLine'; url: string; lineNo: number; recommended: boolean }>,
    jackpot: null as null | { __typename: 'Jackpot'; currencySymbol: string; baseValue: string; growthPerSecond: string; startedAt: string },
  };
}

/**
 * The Query-level fields of the site chrome (navigation lanes, footer help links) and of the home page's
 * content (banners, popup notices), empty: spread them into a mocked route result.
 */
export function siteChromeFields() {
  return { gameLanes: [], helpTopics: [], banners: [], popupNotices: [], hotGames: [], popularGames: [], winners: [], biggestWins: [] };
}

export type SiteFixture = ReturnType<typeof siteFixture>;

/** Puts the app shell's data in the cache, as a route query would. */
export function writeShell(cache: InMemoryCache, viewer: ViewerFixture | null = null, site: SiteFixture = siteFixture()) {
  // Typenames as the server sends them (the generated types leave them out).
  const data = { __typename: 'Query', site, viewer, ...siteChromeFields() };
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: AppShellQueryFragment,
    fragmentName: 'AppShell_query',
    data: data as never,
  });
}

interface UserErrorFixture {
  field: string | null;
  code: string;
  details?: {
    minLength?: number;
    maxLength?: number;
    patternId?: number;
    retryAfterSeconds?: number;
    digits?: number;
    minAmount?: string;
    maxAmount?: string;
    remainingTurnover?: string;
    dailyCount?: number;
    maxFiles?: number;
    maxBytes?: number;
    limit?: number;
  };
}

export function userErrors(errors: UserErrorFixture[]) {
  return errors.map(({ field, code, details }) => ({
    __typename: 'UserError',
    field,
    code,
    details: details
      ? {
          __typename: 'UserErrorDetails',
          minLength: null,
          maxLength: null,
          patternId: null,
          retryAfterSeconds: null,
          digits: null,
          minAmount: null,
          maxAmount: null,
          remainingTurnover: null,
          dailyCount: null,
          maxFiles: null,
          maxBytes: null,
          limit: null,
          ...details,
        }
      : null,
  }));
}

/** A LoginPayload as the gateway answers it. */
export function loginPayload(
  payload: {
    viewer?: ViewerFixture | null;
    captchaRequired?: boolean;
    firstTimeLogin?: boolean;
    passwordChangeRequired?: boolean;
    errors?: UserErrorFixture[];
  } = {},
) {
  return {
    __typename: 'LoginPayload',
    viewer: payload.viewer ?? null,
    captchaRequired: payload.captchaRequired ?? false,
    firstTimeLogin: payload.firstTimeLogin ?? false,
    passwordChangeRequired: payload.passwordChangeRequired ?? false,
    userErrors: userErrors(payload.errors ?? []),
  };
}
