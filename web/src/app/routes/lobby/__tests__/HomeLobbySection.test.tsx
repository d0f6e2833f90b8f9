import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HomeLobbyQueryFragment } from '../../../../features/lobby/components/HomeLobby';
import { createCache } from '../../../../lib/apollo/cache';
import { aliceViewer, writeShell } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { HomeLobbySection } from '../HomeLobbySection';
import { game } from './lobby-fixtures';


function renderHomeLobby(locale: 'en' | 'vi' = 'en') {
  const cache = createCache();
  // A member whose favourite ids this page did not read: tiles show their own Game.isFavourite.
  writeShell(cache, aliceViewer);
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: HomeLobbyQueryFragment,
    fragmentName: 'HomeLobby_query',
    data: {
      __typename: 'Query',
      hotGames: [
        game('R2FtZToxMDE', 'Jungle Wheel', { isHot: true }),
        game('R2FtZToyMDE', 'Baccarat 1', { category: 'LIVE', vendorCode: 'EVO', vendorName: 'Evolution Casino' }),
      ],
      popularGames: [
        game('R2FtZTo1MDE', 'Northern', { category: 'LOTT', vendorCode: 'TCG_LOTTO_VN', vendorName: 'Vietnam Lottery', isFavourite: true }),
      ],
      winners: [
        { __typename: 'Winner', player: 'th***en', gameName: 'Jade Tiger', amount: '117810.00' },
        { __typename: 'Winner', player: 'va***am', gameName: 'Jungle Temple', amount: '5630.5' },
      ],
    } as never,
  });
  const router = createMemoryRouter([{ path: '/', element: <HomeLobbySection query={{ __typename: 'Query' } as never} /> }]);
  return renderWithProviders(<RouterProvider router={router} />, { cache, locale });
}

describe('home lobby', () => {
  it('shows hot games one category at a time, popular games and the latest winners', () => {
    renderHomeLobby();
    const hot = screen.getByTestId('hot-games');
    expect(within(hot).getByRole('button', { name: 'Play Jungle Wheel' })).toBeTruthy();
    expect(within(hot).queryByRole('button', { name: 'Play Baccarat 1' })).toBeNull();
    fireEvent.click(within(hot).getByRole('tab', { name: 'Live casino' }));
    expect(within(hot).getByRole('button', { name: 'Play Baccarat 1' })).toBeTruthy();

    const popular = screen.getByTestId('popular-games');
    expect(within(popular).getByRole('button', { name: 'Favourite Northern' }).getAttribute('aria-pressed')).toBe('true');

    const winners = within(screen.getByTestId('winners')).getAllByRole('row');
    expect(winners.map((row) => row.textContent)).toEqual([
      'PlayerGamePrize',
      'th***enJade Tiger117,810.00',
      'va***amJungle Temple5,630.50',
    ]);
  });

  it('speaks Vietnamese by default', () => {
    renderHomeLobby('vi');
    expect(screen.getByRole('heading', { name: 'Trò chơi hot' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Người thắng mới nhất' })).toBeTruthy();
    expect(screen.getByText('117.810,00')).toBeTruthy();
  });
});
