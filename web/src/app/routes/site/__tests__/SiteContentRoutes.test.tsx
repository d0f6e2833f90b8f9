import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DownloadRouteDocument,
  HelpRouteDocument,
  HelpWithoutHeaderRouteDocument,
  JoinRouteDocument,
  NoticePageRouteDocument,
  PromotionDetailRouteDocument,
} from '../../../../gql/graphql';
import { aliceViewer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { noticePage } from '../../../../features/notices/__tests__/notice-fixtures';
import { helpTopic, promotion, promotionsMocks, routeResult } from './site-route-fixtures';

beforeEach(() => {
  window.scrollTo = vi.fn() as never;
});

const promotions = [
  promotion(3001, 'Unlimited 1.5% rebate', 'REBATE', 'HIGH_REBATE'),
  promotion(3002, '10% daily deposit bonus', 'DEPOSIT', 'DAILY'),
  promotion(3006, 'Lottery jackpot week', 'LOTT', 'LIMITED', 'ENDED'),
];

describe('promotions', () => {
  it('lists promotions with badge, state and dates, and filters by type in the URL', async () => {
    const { requests, router } = renderApp('/promotions', [
      ...promotionsMocks(null, routeResult({ promotionTypes: ['LOTT', 'REBATE', 'DEPOSIT'], promotions })),
      ...promotionsMocks('DEPOSIT', routeResult({ promotionTypes: ['LOTT', 'REBATE', 'DEPOSIT'], promotions: [promotions[1]] })),
    ]);
    const filter = await screen.findByRole('tablist', { name: 'Promotion type' });
    expect(within(filter).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Lotto', 'Rebate', 'Deposit']);
    const cards = screen.getAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);
    const rebate = within(cards[0] as HTMLElement);
    expect(rebate.getByRole('heading', { name: 'Unlimited 1.5% rebate' })).toBeTruthy();
    expect(rebate.getByTestId('promotion-badge').textContent).toBe('HIGH REBATE');
    expect(rebate.getByText('In progress')).toBeTruthy();
    expect(rebate.getByText(/^2026-01-05 – 2026-12-31$/)).toBeTruthy();
    expect(rebate.getByRole('link').getAttribute('href')).toBe('/promoDetail?id=UHJvbW90aW9uOj3001');
    // A visitor has no state on a promotion, so no action either.
    expect(rebate.queryByTestId('promotion-action')).toBeNull();
    expect(within(cards[2] as HTMLElement).getByText('Closed')).toBeTruthy();

    // The filter navigates in a transition that suspends on the new query: let React settle it.
    await act(async () => {
      fireEvent.click(within(filter).getByRole('tab', { name: 'Deposit' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?type=DEPOSIT');
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
    // The public part by type, each visit's member part beside it (the member's state on the cards).
    expect(requests.map((request) => [request.name, request.variables])).toEqual([
      ['PromotionsRoute', { type: null }],
      ['PromotionsMember', { type: null, applications: false, first: 20 }],
      ['PromotionsRoute', { type: 'DEPOSIT' }],
      ['PromotionsMember', { type: 'DEPOSIT', applications: false, first: 20 }],
    ]);
  });

  it('shows a promotion by node id, with its HTML content and no claim button', async () => {
    renderApp('/promoDetail?id=UHJvbW90aW9uOj3002', [
      {
        request: { query: PromotionDetailRouteDocument, variables: { id: 'UHJvbW90aW9uOj3002' } },
        result: routeResult({ node: { ...promotions[1], content: '<p>Deposit <strong>daily</strong> for 10%.</p>' } }),
      },
    ]);
    const detail = within(await screen.findByTestId('promotion-detail'));
    expect(detail.getByRole('heading', { level: 1, name: '10% daily deposit bonus' })).toBeTruthy();
    expect(detail.getByText('daily').tagName).toBe('STRONG');
    expect(detail.getByText('DAILY')).toBeTruthy();
    expect(detail.queryByRole('button')).toBeNull();
    expect(detail.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('says so for an id that names no promotion', async () => {
    renderApp('/promoDetail?id=3002', [
      { request: { query: PromotionDetailRouteDocument, variables: { id: '3002' } }, result: routeResult({ node: null }) },
    ]);
    expect(await screen.findByText('This promotion could not be found.')).toBeTruthy();
  });
});

describe('help', () => {
  const topics = [helpTopic('1', 'About us'), helpTopic('2', 'Deposits')];

  it('shows the help centre with the site header, from one request', async () => {
    const { requests } = renderApp('/help', [
      { request: { query: HelpRouteDocument }, result: routeResult({ banners: [], helpTopics: topics }) },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Deposits' }).textContent).toContain('Deposits explained');
    expect(screen.getByTestId('bottom-nav')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(requests.map((request) => request.name)).toEqual(['HelpRoute']);
  });

  it('shows /helpmc without header, navigation or footer', async () => {
    renderApp('/helpmc', [{ request: { query: HelpWithoutHeaderRouteDocument }, result: { data: { helpTopics: topics } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('app download', () => {
  const appDownloads = [
    { __typename: 'AppDownload', platform: 'IOS', label: 'iOS app', url: 'https://saola.example/app.mobileconfig' },
    { __typename: 'AppDownload', platform: 'ANDROID', label: 'Android app', url: 'https://saola.example/app.apk' },
    { __typename: 'AppDownload', platform: 'LITE', label: 'Lite app', url: 'https://m.saola.example/' },
  ];

  it.each(['/down', '/download'])('%s shows a QR code per app', async (path) => {
    renderApp(path, [{ request: { query: DownloadRouteDocument }, result: routeResult({ banners: [], site: { appDownloads } }) }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Download the app' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^QR code for / })).toHaveLength(3);
    expect(screen.getByTestId('ios17-note')).toBeTruthy();
  });
});

describe('join us', () => {
  it('offers visitors registration', async () => {
    renderApp('/join', [{ request: { query: JoinRouteDocument }, result: routeResult({}) }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Register now' }));
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
  });

  it('offers members customer service instead', async () => {
    renderApp('/join', [{ request: { query: JoinRouteDocument }, result: routeResult({}, aliceViewer) }]);
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
  });
});

describe('notice page', () => {
  it('lists the notices from the route query, without a second request', async () => {
    const page = noticePage(12, 9, null);
    const { requests } = renderApp('/noticePage', [
      { request: { query: NoticePageRouteDocument, variables: { noticeCount: 9 } }, result: routeResult(page.result.data) },
      noticePage(12, 3, 8),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    expect(within(await screen.findByTestId('notice-list')).getAllByRole('button')).toHaveLength(9);
    expect(requests.map((request) => request.name)).toEqual(['NoticePageRoute']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /^Notice 12/ })).toBeTruthy();
    expect(requests.map((request) => request.name)).toEqual(['NoticePageRoute', 'NoticeBrowser']);
  });
});
