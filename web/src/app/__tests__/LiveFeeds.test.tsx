import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FragmentType } from '@apollo/client';
import { createCache } from '../../lib/apollo/cache';
import { AnnouncementMarqueeNoticesFragment } from '../../features/notices/components/AnnouncementMarquee';
import { aliceViewer } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { HomeNotices } from '../site-chrome/HomeNotices';
import { renderShell } from './shell-test-kit';

const notice = (id: string, title: string) => ({ __typename: 'Notice' as const, id, title });

function renderNotices(titles: string[]) {
  const cache = createCache();
  const refs = titles.map((title, index) => {
    const data = notice(`n${index}`, title);
    cache.writeFragment({ fragment: AnnouncementMarqueeNoticesFragment, fragmentName: 'AnnouncementMarquee_notices', data });
    return { __typename: 'Notice', id: data.id } as FragmentType<typeof AnnouncementMarqueeNoticesFragment>;
  });
  return renderWithProviders(<HomeNotices notices={refs} popupNotices={[]} />, { cache });
}

const marqueeTitles = () => within(screen.getByRole('region', { name: 'Announcements' })).getAllByRole('button').map((button) => button.textContent);

describe('the notices stream', () => {
  it('shows a new announcement on the open page, first in the merchant order, with no request', async () => {
    const { live, operations } = renderNotices(['Deposit bonus 100%']);
    expect(marqueeTitles()).toEqual(['Deposit bonus 100%']);
    await waitFor(() => expect(live.openFeeds()).toEqual(['NOTICES']));
    act(() => live.send('NOTICES', { __typename: 'LiveNotices', notices: [notice('n9', 'Server move tonight'), notice('n0', 'Deposit bonus 100%')] }));
    await waitFor(() => expect(marqueeTitles()).toEqual(['Server move tonight', 'Deposit bonus 100%']));
    expect(operations).toEqual([]);
  });

  it("keeps the page's notices where streams are refused", async () => {
    const { live, streams } = renderNotices(['Deposit bonus 100%']);
    await waitFor(() => expect(live.openFeeds()).toEqual(['NOTICES']));
    act(() => live.fail());
    await waitFor(() => expect(live.openFeeds()).toEqual([]));
    expect(marqueeTitles()).toEqual(['Deposit bonus 100%']);
    expect(streams).toEqual(['NOTICES']);
  });
});

describe('the site status stream', () => {
  it('shows the maintenance view on an open page when maintenance starts, and the page again when it ends', async () => {
    const { live, operations } = renderShell({ viewer: aliceViewer });
    expect(screen.getByTestId('site-header')).toBeTruthy();
    await waitFor(() => expect(live.openFeeds()).toContain('SITE_STATUS'));
    const status = (maintenance: boolean) => ({ __typename: 'LiveSiteStatus', maintenance, maintenanceEndsAt: null });
    act(() => live.send('SITE_STATUS', status(true)));
    expect(await screen.findByText('We are upgrading the site to serve you better. Please come back later.')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    // The header's figures went with the header: the tab's stream now carries the site's status alone.
    await waitFor(() => expect(live.openFeeds()).toEqual(['SITE_STATUS']));
    act(() => live.send('SITE_STATUS', status(false)));
    expect(await screen.findByTestId('site-header')).toBeTruthy();
    expect(operations).toEqual([]);
  });
});
