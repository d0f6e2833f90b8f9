import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { NoticeBrowser } from '../components/NoticeBrowser';
import { noticePage } from './notice-fixtures';

const listTitles = () =>
  within(screen.getByTestId('notice-list'))
    .getAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent);

const selectedTitle = () => screen.getByTestId('notice-detail').querySelector('h3')?.textContent;

describe('NoticeBrowser', () => {
  it('shows 9 notices a page, opening at the given notice, with its content and time', async () => {
    renderWithProviders(<NoticeBrowser initialNoticeId="Tm90aWNl4" />, { mocks: [noticePage(20, 9, null)] });
    await screen.findByTestId('notice-list');
    expect(listTitles()).toHaveLength(9);
    expect(selectedTitle()).toBe('Notice 4');
    expect(screen.getByTestId('notice-detail').textContent).toContain('Body of notice 4');
    expect(screen.getByTestId('notice-detail').querySelector('time')?.textContent).toBe('2026-11-04 09:05:07');
    expect(screen.getByRole('button', { name: /^Notice 4/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
  });

  it('toggles a notice off and on', async () => {
    renderWithProviders(<NoticeBrowser />, { mocks: [noticePage(20, 9, null)] });
    await screen.findByTestId('notice-list');
    expect(selectedTitle()).toBe('Notice 1');
    fireEvent.click(screen.getByRole('button', { name: /^Notice 1/ }));
    expect(screen.queryByTestId('notice-detail')).toBeNull();
    expect(screen.getByText('Select a notice to read it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Notice 3/ }));
    expect(selectedTitle()).toBe('Notice 3');
  });

  it('loads the next page through the connection and selects its first notice', async () => {
    const { operations, variables } = renderWithProviders(<NoticeBrowser initialNoticeId="Tm90aWNl2" />, {
      mocks: [noticePage(20, 9, null), noticePage(20, 9, 8), noticePage(20, 2, 17)],
    });
    await screen.findByTestId('notice-list');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: /^Notice 10/ })).toBeTruthy();
    expect(listTitles()).toEqual(['Notice 10', 'Notice 11', 'Notice 12', 'Notice 13', 'Notice 14', 'Notice 15', 'Notice 16', 'Notice 17', 'Notice 18']);
    expect(selectedTitle()).toBe('Notice 10');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('button', { name: /^Notice 20/ })).toBeTruthy();
    expect(listTitles()).toEqual(['Notice 19', 'Notice 20']);
    expect(selectedTitle()).toBe('Notice 19');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    // Back to a page already loaded: no request.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(selectedTitle()).toBe('Notice 10');
    expect(operations).toEqual(['NoticeBrowser', 'NoticeBrowser', 'NoticeBrowser']);
    expect(variables.slice(1)).toEqual([
      { first: 9, after: 'c8' },
      { first: 2, after: 'c17' },
    ]);
  });

  it('shows the empty state', async () => {
    renderWithProviders(<NoticeBrowser />, { mocks: [noticePage(0, 9, null)] });
    expect(await screen.findByText('There are no announcements at the moment')).toBeTruthy();
  });
});
