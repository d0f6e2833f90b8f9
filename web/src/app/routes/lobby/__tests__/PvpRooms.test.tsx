import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LaunchGameDocument, PvpRoomsDocument } from '../../../../gql/graphql';
import { renderApp } from '../../../../test/render-app';
import { categoryMocks, game, gamePage, lane, lobbyViewer, shellResult, vendor, type LobbyViewer } from './lobby-fixtures';

const pvpLane = lane('PVP', [vendor('V8', 'V8 Cards', 'PVP'), vendor('KY', 'Kaiyuan Cards', 'PVP', { opensGameList: true })]);
const cards = [
  game('R2FtZTozMDE', 'Tien Len', { category: 'PVP', vendorCode: 'V8', vendorName: 'V8 Cards' }),
  game('R2FtZTozMDI', 'Kaiyuan Cards', { category: 'PVP', vendorCode: 'KY', vendorName: 'Kaiyuan Cards', opensGameList: true }),
];
const route = (viewer: LobbyViewer | null) =>
  categoryMocks(
    { category: 'PVP', first: 20, games: true, withVendor: false, withBanners: true, bannerGroup: 'PVP' },
    { data: { ...shellResult(viewer, [pvpLane]), games: gamePage(cards) } },
  );
const room = (id: string, name: string, status: 'OPEN' | 'FULL' | 'MAINTENANCE', minBet: string) => ({
  __typename: 'PvpRoom' as const,
  id,
  name,
  minBet,
  maxBet: `${Number(minBet) * 100}.00`,
  players: status === 'FULL' ? 8 : 3,
  maxPlayers: 8,
  tables: 2,
  status,
});
const roomsRequest = { query: PvpRoomsDocument, variables: { gameId: 'R2FtZTozMDE' } };
const launchRequest = {
  query: LaunchGameDocument,
  variables: { input: { gameId: 'R2FtZTozMDE', freePlay: false, returnPath: '/gameExit?to=%2Fpvp' } },
};
const launched = {
  data: { launchGame: { __typename: 'LaunchGamePayload', url: 'https://games.example/cards?ticket=1', vendorGames: null, alternatives: null, userErrors: [] } },
};

describe('card game rooms on /pvp', () => {
  it("shows a member the game's rooms, and an open room starts the game", async () => {
    const { router, requests } = renderApp('/pvp', [
      ...route(lobbyViewer()),
      {
        request: roomsRequest,
        result: {
          data: {
            pvpRooms: [room('UHZwUm9vbTox', 'Beginner', 'OPEN', '1.00'), room('UHZwUm9vbToy', 'VIP', 'FULL', '200.00'), room('UHZwUm9vbToz', 'Advanced', 'MAINTENANCE', '50.00')],
          },
        },
      },
      { request: launchRequest, result: launched },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Tien Len' }));
    const dialog = await screen.findByTestId('pvp-rooms-dialog');
    const rooms = await within(dialog).findAllByTestId('pvp-room');
    expect(rooms.map((item) => item.dataset.status)).toEqual(['OPEN', 'FULL', 'MAINTENANCE']);
    expect(within(rooms[0] as HTMLElement).getByText('1.00 – 100.00')).toBeTruthy();
    expect(within(rooms[0] as HTMLElement).getByText('3/8')).toBeTruthy();
    // Only an open room can be entered; the others say why not.
    expect(within(dialog).getAllByRole('button', { name: /^Enter / })).toHaveLength(1);
    expect(within(rooms[1] as HTMLElement).getByTestId('pvp-room-status').textContent).toBe('Full');
    expect(within(rooms[2] as HTMLElement).getByTestId('pvp-room-status').textContent).toBe('Maintenance');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter Beginner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember', 'PvpRooms', 'LaunchGame']);
  });

  it('says so when the game has no rooms, and offers a retry when they cannot be read', async () => {
    renderApp('/pvp', [
      ...route(lobbyViewer()),
      { request: roomsRequest, error: new Error('network down') },
      { request: roomsRequest, result: { data: { pvpRooms: [] } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Tien Len' }));
    const dialog = await screen.findByTestId('pvp-rooms-dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The rooms could not be loaded.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findByTestId('pvp-rooms-empty')).textContent).toBe('This game has no rooms.');
  });

  it('asks a visitor to log in first, without reading rooms', async () => {
    const visitor = renderApp('/pvp', [...route(null)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Tien Len' }));
    expect(await screen.findByTestId('login-popup')).toBeTruthy();
    expect(screen.queryByTestId('pvp-rooms-dialog')).toBeNull();
    expect(visitor.requests.map((entry) => entry.name)).toEqual(['CategoryRoute', 'CategoryMember']);
  });

  it('tells a trial account the rooms need a real account', async () => {
    const { requests } = renderApp('/pvp', [...route(lobbyViewer([], { trial: true }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Tien Len' }));
    expect(await screen.findByTestId('need-real-account-dialog')).toBeTruthy();
    expect(requests.map((entry) => entry.name)).not.toContain('PvpRooms');
  });

  it("opens a card vendor's own game list, not rooms, for its card", async () => {
    const { requests } = renderApp('/pvp', [
      ...route(lobbyViewer()),
      {
        request: { query: LaunchGameDocument, variables: { input: { gameId: 'R2FtZTozMDI', freePlay: false, returnPath: '/gameExit?to=%2Fpvp' } } },
        result: {
          data: {
            launchGame: {
              __typename: 'LaunchGamePayload',
              url: null,
              vendorGames: [game('R2FtZTozMTE', 'Mau Binh', { category: 'PVP', vendorCode: 'KY', vendorName: 'Kaiyuan Cards' })],
              alternatives: null,
              userErrors: [],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Play Kaiyuan Cards' }));
    expect(await screen.findByTestId('vendor-games-dialog')).toBeTruthy();
    expect(screen.queryByTestId('pvp-rooms-dialog')).toBeNull();
    expect(requests.map((entry) => entry.name)).not.toContain('PvpRooms');
  });
});
