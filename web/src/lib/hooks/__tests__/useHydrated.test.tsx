import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { finishHydrating, startHydrating, useHydrated } from '../useHydrated';

function Probe() {
  return <p data-testid="probe">{useHydrated() ? 'browser' : 'server'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('useHydrated', () => {
  it('is true at once in a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('browser');
  });

  it("hydrates the server's markup as it is, and turns true once the hydrating pass is over", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('server');

    const errors: unknown[] = [];
    startHydrating();
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    // Still the server's until main.tsx says the pass is over (no forced re-render of each hydrated component).
    expect(container.textContent).toBe('server');
    await act(async () => finishHydrating());
    expect(container.textContent).toBe('browser');
    expect(errors).toEqual([]);
  });
});
