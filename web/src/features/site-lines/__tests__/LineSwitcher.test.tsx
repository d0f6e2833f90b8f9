import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { LineSwitcher, LineSwitcherQueryFragment } from '../components/LineSwitcher';
import { openOnLine } from '../line-navigation';

vi.mock('../line-navigation', () => ({
  currentOrigin: () => 'https://one.example',
  openOnLine: vi.fn(),
}));

type Line = { url: string; lineNo: number; recommended: boolean };

const threeLines: Line[] = [
  { url: 'https://one.example', lineNo: 1, recommended: false },
  { url: 'https://two.example', lineNo: 2, recommended: true },
  { url: 'https://three.example', lineNo: 3, recommended: false },
];

function renderSwitcher(lines: Line[]) {
  const cache = createCache();
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: LineSwitcherQueryFragment,
    fragmentName: 'LineSwitcher_query',
    data: { __typename: 'Query', site: { __typename: 'Site', lines: lines.map((line) => ({ __typename: 'SiteLine', ...line })) } } as never,
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={['/rng?vendor=PG#top']}>
      <LineSwitcher placement="drawer" />
    </MemoryRouter>,
    { cache },
  );
}

/** Each origin answers after its delay in ms, or fails (null). */
function answerAfter(delays: Record<string, number | null>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const delay = delays[new URL(url).origin];
      if (delay === null || delay === undefined) return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise((resolve) => setTimeout(() => resolve(new Response(null)), delay));
    }),
  );
}

beforeEach(() => vi.mocked(openOnLine).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('LineSwitcher', () => {
  it('is not offered when the platform lists no line', () => {
    renderSwitcher([]);
    expect(screen.queryByRole('button', { name: 'Lines' })).toBeNull();
  });

  it('measures every line on opening and marks the fastest, the recommended, the current and the unreachable', async () => {
    answerAfter({ 'https://one.example': 120, 'https://two.example': null, 'https://three.example': 5 });
    renderSwitcher(threeLines);
    fireEvent.click(screen.getByRole('button', { name: 'Lines' }));

    const dialog = screen.getByRole('dialog', { name: 'Choose a line' });
    // The list's code loads on the first opening.
    expect(within(await screen.findByTestId('line-1')).getByTestId('line-speed').textContent).toBe('Measuring…');
    expect(within(dialog).getByRole('status').textContent).toBe('Measuring the lines…');

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('All lines measured.'));
    const [one, two, three] = [screen.getByTestId('line-1'), screen.getByTestId('line-2'), screen.getByTestId('line-3')];
    expect(within(one).getByTestId('line-speed').textContent).toMatch(/^\d+ ms$/);
    expect(within(three).getByTestId('line-speed').textContent).toMatch(/^\d+ ms$/);
    expect(within(two).getByTestId('line-speed').textContent).toBe('Unreachable');

    expect(within(three).getByText('Fastest')).toBeTruthy();
    expect(within(one).queryByText('Fastest')).toBeNull();
    expect(within(two).getByText('Recommended')).toBeTruthy();
    expect(one.getAttribute('aria-current')).toBe('true');
    expect(within(one).getByText('Current')).toBeTruthy();
    // The current line has nothing to switch to; an unreachable one cannot be switched to.
    expect(within(one).queryByRole('button')).toBeNull();
    expect((within(two).getByRole('button', { name: 'Switch to Line 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reloads the same page on the chosen line', async () => {
    answerAfter({ 'https://one.example': 1, 'https://two.example': 1, 'https://three.example': 1 });
    renderSwitcher(threeLines);
    fireEvent.click(screen.getByRole('button', { name: 'Lines' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All lines measured.'));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Line 3' }));
    expect(openOnLine).toHaveBeenCalledWith('https://three.example', expect.objectContaining({ pathname: '/rng', search: '?vendor=PG', hash: '#top' }));
  });

  it('says so when no line answers, and measures again on request', async () => {
    answerAfter({});
    renderSwitcher(threeLines);
    fireEvent.click(screen.getByRole('button', { name: 'Lines' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No line could be reached. Check your connection and measure again.'));
    expect(screen.queryByText('Fastest')).toBeNull();

    answerAfter({ 'https://one.example': 1, 'https://two.example': 1, 'https://three.example': 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Measure again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All lines measured.'));
    expect(screen.getAllByTestId('line-speed').every((speed) => /^\d+ ms$/.test(speed.textContent ?? ''))).toBe(true);
  });

  it('closes on Escape and gives focus back to its entry', async () => {
    answerAfter({ 'https://one.example': 1, 'https://two.example': 1, 'https://three.example': 1 });
    renderSwitcher(threeLines);
    const entry = screen.getByRole('button', { name: 'Lines' });
    entry.focus();
    fireEvent.click(entry);
    const dialog = screen.getByRole('dialog', { name: 'Choose a line' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(entry);
  });
});
