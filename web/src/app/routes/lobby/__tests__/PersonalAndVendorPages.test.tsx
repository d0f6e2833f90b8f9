import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  LaunchGameDocument,
  RemoveFavouriteGameDocument,
  VendorLaunchRouteDocument,
} from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { categoryMocks, game, gamePage, lane, lobbyViewer, shellResult, vendor } from './lobby-fixtures';


describe("the member's own lists", () => {
  it('lists favourites on the slots page, and an un-hearted game leaves the list', async () => {
    const favourites = [game('R2FtZToxMDE', 'Jungle Wheel'), game('R2FtZToxMDI', 'Sakura Blessing')];
    const viewer = { ...lobbyViewer(['R2FtZToxMDE', 'R2FtZToxMDI']), favouriteGames: gamePage(favourites) };
    const { requests } = renderApp('/rng?view=favourites', [
      ...categoryMocks(
        { category: 'RNG', first: 20, games: false, withVendor: false, withBanners: true, bannerGroup: 'RNG' },
        { data: shellResult(viewer as never) },
        'favourites',
      ),
      {
        request: { query: RemoveFavouriteGameDocument, variables: { input: { gameId: 'R2FtZToxMDE' } } },
        result: {
          data: {
            removeFavouriteGame: {
              __typename: 'FavouriteGamePayload',
              game: { __typename: 'Game', id: 'R2FtZToxMDE', isFavourite: false },
              userErrors: [],
            },
          },
        },
      },
    ]);
    expect((await screen.findByRole('tab', { name: 'Favourites' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tablist', { name: 'Vendors' })).toBeNull();
    expect(screen.getByTestId('game-count').textContent).toBe('Showing 2 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Favourite Jungle Wheel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Jungle Wheel' })).toBeNull());
    expect(screen.getByTestId('game-count').textContent).toBe('Showing 1 of 1');
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember', 'RemoveFavouriteGame']);
  });
});

describe('vendor pages', () => {
  it('/fbsports opens the FB sports book in the frame page, and Back leads to the sports page', async () => {
    const sports = lane('SPORTS', [vendor('FB', 'FB Sports', 'SPORTS'), vendor('SABA', 'SABA Sports', 'SPORTS')]);
    const { router, requests } = renderApp('/fbsports', [
      { request: { query: VendorLaunchRouteDocument }, result: { data: shellResult(lobbyViewer(), [sports]) } },
      {
        request: {
          query: LaunchGameDocument,
          variables: { input: { gameId: 'VmVuZG9yOiFB', freePlay: false, returnPath: '/gameExit?to=%2Fsports' } },
        },
        result: {
          data: {
            launchGame: {
              __typename: 'LaunchGamePayload',
              url: 'https://sports.example/?ticket=4',
              vendorGames: null,
              alternatives: null,
              userErrors: [],
            },
          },
        },
      },
    ]);
    expect((await screen.findByTitle('FB Sports')).getAttribute('src')).toBe('https://sports.example/?ticket=4');
    expect(router.state.location.pathname).toBe('/game');
    expect(requests.map((entry) => entry.name)).toEqual(['VendorLaunchRoute', 'LaunchGame']);
  });

  it('says so when the vendor does not exist here', async () => {
    renderApp('/seamless?vendor=NOPE', [
      { request: { query: VendorLaunchRouteDocument }, result: { data: shellResult(lobbyViewer(), []) } },
    ]);
    expect((await screen.findByTestId('vendor-unavailable')).textContent).toBe('This game provider is not available.');
  });
});
