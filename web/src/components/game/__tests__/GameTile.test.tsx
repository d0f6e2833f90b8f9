import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { withoutIntersectionObserver } from '../../../test/no-intersection-observer';
import { GameActionsContext, type GameActions } from '../game-actions';
import { GameTile, GameTileGameFragment } from '../GameTile';

function writeGame(overrides: Record<string, unknown> = {}) {
  const cache = createCache();
  cache.writeFragment({
    fragment: GameTileGameFragment,
    fragmentName: 'GameTile_game',
    data: {
      __typename: 'Game',
      id: 'R2FtZToxMDE',
      name: 'Jungle Wheel',
      gameCode: null,
      vendorCode: 'PG',
      vendorName: 'PG Slots',
      category: 'RNG',
      iconUrl: 'https://media.example/101.svg',
      fallbackIconUrl: 'https://media.example/default-rng.svg',
      isHot: true,
      isNew: true,
      maintenance: false,
      opensGameList: false,
      ...overrides,
    } as never,
  });
  return cache;
}

function actions(overrides: Partial<GameActions> = {}): GameActions {
  return {
    open: vi.fn(),
    launch: vi.fn(),
    toggleFavourite: vi.fn(),
    isFavourite: () => false,
    isFavouritePending: () => false,
    ...overrides,
  };
}

function renderTile(cache: ReturnType<typeof writeGame>, gameActions: GameActions) {
  return renderWithProviders(
    <GameActionsContext value={gameActions}>
      <GameTile game={{ __typename: 'Game', id: 'R2FtZToxMDE' } as never} />
    </GameActionsContext>,
    { cache },
  );
}

withoutIntersectionObserver();

describe('GameTile', () => {
  it('names the game and its vendor, with hot and new badges, and opens it on click', () => {
    const gameActions = actions();
    renderTile(writeGame(), gameActions);
    expect(screen.getByText('PG Slots')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByTestId('maintenance-overlay')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Jungle Wheel' }));
    expect(gameActions.open).toHaveBeenCalledWith({
      id: 'R2FtZToxMDE',
      name: 'Jungle Wheel',
      gameCode: null,
      vendorCode: 'PG',
      category: 'RNG',
      favourite: false,
    });
  });

  it('retries a failed picture three times, then falls back to the default picture, then to the built-in icon', () => {
    vi.useFakeTimers();
    try {
      const { container } = renderTile(writeGame(), actions());
      const image = () => container.querySelector('img');
      const failAll = () => {
        for (let attempt = 0; attempt <= 3; attempt++) {
          fireEvent.error(image() as HTMLImageElement);
          act(() => void vi.runOnlyPendingTimers());
        }
      };
      expect(image()?.getAttribute('src')).toBe('https://media.example/101.svg');
      fireEvent.error(image() as HTMLImageElement);
      // Resting before the next attempt: no address, so nothing is asked for.
      expect(image()?.getAttribute('src')).toBeNull();
      act(() => void vi.runOnlyPendingTimers());
      expect(image()?.getAttribute('src')).toBe('https://media.example/101.svg');
      fireEvent.error(image() as HTMLImageElement);
      act(() => void vi.runOnlyPendingTimers());
      fireEvent.error(image() as HTMLImageElement);
      act(() => void vi.runOnlyPendingTimers());
      expect(image()?.getAttribute('src')).toBe('https://media.example/101.svg');
      fireEvent.error(image() as HTMLImageElement);
      expect(image()?.getAttribute('src')).toBe('https://media.example/default-rng.svg');
      failAll();
      expect(image()).toBeNull();
      expect(container.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the built-in icon when the game has no pictures, and veils a game under maintenance', () => {
    const { container } = renderTile(writeGame({ iconUrl: null, fallbackIconUrl: null, maintenance: true }), actions());
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('maintenance-overlay').textContent).toBe('Maintenance');
    expect(screen.getByRole('button', { name: 'Play Jungle Wheel (under maintenance)' })).toBeTruthy();
  });

  it('shows the heart pressed for a favourite, busy while it changes', () => {
    const gameActions = actions({ isFavourite: () => true, isFavouritePending: () => true });
    renderTile(writeGame(), gameActions);
    const heart = screen.getByRole('button', { name: 'Favourite Jungle Wheel' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-busy')).toBe('true');
    expect((heart as HTMLButtonElement).disabled).toBe(true);
  });
});
