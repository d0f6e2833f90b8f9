import { describe, expect, it, vi } from 'vitest';
import { gameExitPath, isGameExitMessage } from '../../../../components/game/game-launch';
import { gameExitLoader } from '../GameExitRoute';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

describe('leaving a game from its own Back link', () => {
  it('carries the way back in the launch return path', () => {
    expect(gameExitPath('/rng?page=pg')).toBe('/gameExit?to=%2Frng%3Fpage%3Dpg');
  });

  it('redirects when opened directly, refusing addresses of other sites', async () => {
    const response = gameExitLoader(args('http://localhost/gameExit?to=%2Frng%3Fpage%3Dpg')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/rng?page=pg');
    const foreign = gameExitLoader(args('http://localhost/gameExit?to=%2F%2Fevil.example')) as Response;
    expect(foreign.headers.get('Location')).toBe('/');
  });

  it('inside the game frame, asks the page around it to take the player back', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as never);
    expect(gameExitLoader(args('http://localhost/gameExit?to=%2Fvnlottery'))).toBeNull();
    const [message, origin] = parent.postMessage.mock.calls[0] ?? [];
    expect(isGameExitMessage(message)).toBe(true);
    expect(message).toEqual({ type: 'saola:game-exit', to: '/vnlottery' });
    expect(origin).toBe(window.location.origin);
  });
});
