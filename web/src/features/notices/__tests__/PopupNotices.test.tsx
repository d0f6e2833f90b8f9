import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { PopupNotices, PopupNoticesNoticeFragment } from '../components/PopupNotices';
import { popupHiddenKey, popupShownKey } from '../popup-hidden-today';
import { formatLocalDate } from '../../../lib/date/local-date-time';

function renderPopups(titles: string[]) {
  const cache = createCache();
  const refs = titles.map((title, index) => {
    const data = { __typename: 'Notice' as const, id: `p${index}`, title, content: `<p>${title} <strong>now</strong></p>` };
    cache.writeFragment({ fragment: PopupNoticesNoticeFragment, fragmentName: 'PopupNotices_notice', data: data as never });
    return { __typename: 'Notice', id: data.id };
  });
  return renderWithProviders(<PopupNotices notices={refs as never} />, { cache });
}

describe('PopupNotices', () => {
  it('shows the popup notices on arrival, without blocking the page', () => {
    renderPopups(['Welcome', 'First deposit bonus']);
    const popup = screen.getByRole('dialog', { name: 'Important notices' });
    expect(popup.getAttribute('aria-modal')).toBe('false');
    expect(within(popup).getByRole('heading', { name: 'First deposit bonus' })).toBeTruthy();
    expect(within(popup).getAllByText('now')[0]?.tagName).toBe('STRONG');
  });

  it('shows once per visit: back on the home page it stays closed, the next visit shows it again', () => {
    const { unmount } = renderPopups(['Welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(popupHiddenKey)).toBeNull();
    unmount();
    // Coming back to the home page in the same visit (the tab's session).
    const again = renderPopups(['Welcome']);
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    // A new visit starts with an empty session storage.
    window.sessionStorage.removeItem(popupShownKey);
    renderPopups(['Welcome']);
    expect(screen.getByRole('dialog', { name: 'Important notices' })).toBeTruthy();
  });

  it('counts as shown even when the player leaves the page without closing it', () => {
    const { unmount } = renderPopups(['Welcome']);
    expect(screen.getByRole('dialog')).toBeTruthy();
    unmount();
    renderPopups(['Welcome']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides for the rest of today when asked', () => {
    const { unmount } = renderPopups(['Welcome']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Don’t show again today' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem(popupHiddenKey)).toBe(formatLocalDate(new Date()));
    unmount();
    renderPopups(['Welcome']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again on another day', () => {
    window.localStorage.setItem(popupHiddenKey, '2001-01-01');
    renderPopups(['Welcome']);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
