import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  AddFavouriteGameDocument,
  GameWindowClosedDocument,
  LaunchGameDocument,
  RemoveFavouriteGameDocument,
} from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { categoryMocks, game, gamePage, lobbyViewer, shellResult, type LobbyViewer } from './lobby-fixtures';


const routeVariables = { category: 'RNG', first: 20, games: true, withVendor: false, withBanners: true, bannerGroup: 'RNG' };
const games = [
  game('R2FtZToxMDE', 'Jungle Wheel', { isHot: true }),
  game('R2FtZToxMDI', 'Neon Riches', { maintenance: true, isNew: true }),
  game('R2FtZToxMDM', 'NetEnt Slots', { vendorCode: 'NETENT', vendorName: 'NetEnt Slots', opensGameList: true }),
];
const route = (viewer: LobbyViewer | null) => categoryMocks(routeVariables, { data: { ...shellResult(viewer), games: gamePage(games) } });
const payload = (fields: Partial<{ url: string; vendorGames: unknown[]; alternatives: unknown[]; userErrors: unknown[] }>) => ({
  data: {
    launchGame: { __typename: 'LaunchGamePayload', url: null, vendorGames: null, alternatives: null, userErrors: [], ...fields },
  },
});
const launchRequest = (gameId: string, freePlay = false) => ({
  query: LaunchGameDocument,
  variables: { input: { gameId, freePlay, returnPath: '/gameExit?to=%2Frng' } },
});

describe('launching games', () => {
  it('asks a visitor to log in first', async () => {
    const { requests } = renderApp('/rng', [...route(null)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember']);
  });

  it('opens the game in the frame page, and the header reads the wallet afresh over its stream when the player comes back', async () => {
    const viewer = lobbyViewer();
    const { router, requests, live } = renderApp('/rng', [
      ...route(viewer),
      { request: launchRequest('R2FtZToxMDE'), result: payload({ url: 'https://games.example/slot?ticket=1' }) },
      // Leaving the frame page tells the gateway the game window closed (the member's other pages then move).
      { request: { query: GameWindowClosedDocument }, result: { data: { gameWindowClosed: { __typename: 'GameWindowClosedPayload', userErrors: [] } } } },
    ]);
    // The balance came over the tab's stream.
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));

    const frame = await screen.findByTitle('Jungle Wheel');
    expect(frame.getAttribute('src')).toBe('https://games.example/slot?ticket=1');
    expect(router.state.location.pathname).toBe('/game');
    // The frame page has no header, so no balance (spec 001 §4), and no stream of it.
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    await waitFor(() => expect(live.openFeeds()).not.toContain('BALANCE'));

    // What the wallet holds after play: the gateway reads it afresh for the header's new stream.
    live.answers.set('BALANCE', { ...viewer.wallet, sumBalance: '2000.00' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2,000.00'));
    // The frame page asks for nothing; leaving it sends the signal, and the header asks for no balance of its own
    // (the route's data is cached).
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember', 'LaunchGame', 'GameWindowClosed']);
  });

  it('plays demo money for a trial account', async () => {
    const viewer = lobbyViewer([], { trial: true });
    renderApp('/rng', [
      ...route(viewer),
      { request: launchRequest('R2FtZToxMDE', true), result: payload({ url: 'https://games.example/slot?ticket=2' }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));
    expect((await screen.findByTestId('demo-badge')).textContent).toBe('Demo money');
  });

  it('recommends popular games instead of one under maintenance', async () => {
    renderApp('/rng', [
      ...route(lobbyViewer()),
      {
        request: launchRequest('R2FtZToxMDI'),
        result: payload({
          alternatives: [game('R2FtZToyMDE', 'Northern', { category: 'LOTT', vendorCode: 'TCG_LOTTO_VN', vendorName: 'Vietnam Lottery' })],
          userErrors: [{ __typename: 'UserError', field: 'gameId', code: 'NOT_ALLOWED' }],
        }),
      },
    ]);
    const tile = (await screen.findByRole('button', { name: 'Play Neon Riches (under maintenance)' })).closest('article');
    expect(within(tile as HTMLElement).getByTestId('maintenance-overlay').textContent).toBe('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Play Neon Riches (under maintenance)' }));
    const dialog = await screen.findByTestId('maintenance-dialog');
    expect(within(dialog).getByText('Neon Riches is under maintenance. Try one of these popular games instead:')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Play Northern' })).toBeTruthy();
  });

  it("opens a vendor's game list for a VASSALAGE card", async () => {
    renderApp('/rng', [
      ...route(lobbyViewer()),
      {
        request: launchRequest('R2FtZToxMDM'),
        result: payload({ vendorGames: [game('R2FtZTozMDE', 'Starburst', { vendorCode: 'NETENT', vendorName: 'NetEnt Slots' })] }),
      },
    ]);
    // A vendor card has no heart: its games do.
    const card = (await screen.findByRole('button', { name: 'Play NetEnt Slots' })).closest('article') as HTMLElement;
    expect(within(card).queryByTestId('favourite-toggle')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play NetEnt Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'NetEnt Slots' });
    expect(within(dialog).getByRole('button', { name: 'Play Starburst' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Favourite Starburst' })).toBeTruthy();
  });

  it('explains a refusal the player can act on', async () => {
    renderApp('/rng', [
      ...route(lobbyViewer()),
      { request: launchRequest('R2FtZToxMDE'), result: payload({ userErrors: [{ __typename: 'UserError', field: 'gameId', code: 'REJECTED' }] }) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));
    const dialog = await screen.findByTestId('game-error-dialog');
    expect(dialog.textContent).toContain('Your previous game is not finished yet. Finish it first.');
  });

  it('shows the need-real-account warning, and no other dialog, when the gateway refuses a trial account', async () => {
    renderApp('/rng', [
      ...route(lobbyViewer([], { trial: true })),
      {
        request: launchRequest('R2FtZToxMDE', true),
        error: new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'NEED_REAL_ACCOUNT' } }] }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));
    expect(await screen.findByTestId('need-real-account-dialog')).toBeTruthy();
    expect(screen.queryByTestId('game-error-dialog')).toBeNull();
    expect(screen.queryByTestId('demo-badge')).toBeNull();
  });
});

describe('a session that must change its password', () => {
  it('gets the forced password change instead of a failure dialog when a launch is refused for it', async () => {
    renderApp('/rng', [
      ...route(lobbyViewer()),
      {
        request: launchRequest('R2FtZToxMDE'),
        error: new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'PASSWORD_CHANGE_REQUIRED' } }] }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Jungle Wheel' }));
    const modal = await screen.findByTestId('change-password-modal');
    expect(modal.textContent).toContain('please set a new password before continuing');
    expect(screen.queryByTestId('game-error-dialog')).toBeNull();
  });
});

describe('favourites', () => {
  const favourite = (document: typeof AddFavouriteGameDocument | typeof RemoveFavouriteGameDocument, name: string, on: boolean) => ({
    request: { query: document, variables: { input: { gameId: 'R2FtZToxMDE' } } },
    result: {
      data: {
        [name]: { __typename: 'FavouriteGamePayload', game: { __typename: 'Game', id: 'R2FtZToxMDE', isFavourite: on }, userErrors: [] },
      },
    },
  });

  it('toggles the heart for a member, updating the favourite ids in the cache', async () => {
    const { client, requests } = renderApp('/rng', [
      ...route(lobbyViewer(['R2FtZToxMDI'])),
      favourite(AddFavouriteGameDocument, 'addFavouriteGame', true),
      favourite(RemoveFavouriteGameDocument, 'removeFavouriteGame', false),
    ]);
    const heart = await screen.findByRole('button', { name: 'Favourite Jungle Wheel' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Favourite Neon Riches' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    const viewer = (client.cache.extract() as Record<string, Record<string, unknown>>)['Viewer:{}'];
    expect(viewer?.favouriteGameIds).toEqual(['R2FtZToxMDE', 'R2FtZToxMDI']);

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember', 'AddFavouriteGame', 'RemoveFavouriteGame']);
  });

  it('asks a visitor to log in and warns a trial account, without calling the server', async () => {
    const visitor = renderApp('/rng', [...route(null)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Jungle Wheel' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(visitor.router.state.location.search).toBe('');
    cleanup();

    const trial = renderApp('/rng', [...route(lobbyViewer([], { trial: true }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Jungle Wheel' }));
    expect(await screen.findByTestId('need-real-account-dialog')).toBeTruthy();
    // Nothing but the page's reads (and the header's read of a trial account's demo money, which has no stream).
    expect(trial.requests.map((entry) => entry.name).filter((name) => name !== 'HeaderBalance')).toEqual(['CategoryRoute', 'CategoryMember']);
  });
});
