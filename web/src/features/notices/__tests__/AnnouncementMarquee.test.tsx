import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FragmentType } from '@apollo/client';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { AnnouncementMarquee, AnnouncementMarqueeNoticesFragment } from '../components/AnnouncementMarquee';

type NoticeRef = FragmentType<typeof AnnouncementMarqueeNoticesFragment>;

function cacheWithNotices(titles: string[]) {
  const cache = createCache();
  const refs = titles.map((title, index) => {
    const data = { __typename: 'Notice' as const, id: `n${index}`, title };
    cache.writeFragment({
      fragment: AnnouncementMarqueeNoticesFragment,
      fragmentName: 'AnnouncementMarquee_notices',
      data,
    });
    const ref: NoticeRef = { __typename: 'Notice', id: data.id } as NoticeRef;
    return ref;
  });
  return { cache, refs };
}

function SelectableMarquee({ notices }: { notices: NoticeRef[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return <AnnouncementMarquee notices={notices} selectedId={selectedId} onSelect={setSelectedId} />;
}

describe('AnnouncementMarquee', () => {
  it('renders each notice title once, as a button in a labelled region', () => {
    const { cache, refs } = cacheWithNotices(['Deposit bonus 100%', 'Maintenance 02:00–04:00']);
    renderWithProviders(<SelectableMarquee notices={refs} />, { cache });

    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(region.dataset.testid).toBe('notice-marquee');
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Deposit bonus 100%', 'Maintenance 02:00–04:00']);
  });

  it('marks the clicked title as selected', () => {
    const { cache, refs } = cacheWithNotices(['First', 'Second']);
    renderWithProviders(<SelectableMarquee notices={refs} />, { cache });

    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByRole('button', { name: 'Second' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'First' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the empty state without notices', () => {
    renderWithProviders(<AnnouncementMarquee notices={[]} />, { locale: 'vi' });
    const region = screen.getByRole('region', { name: 'Thông báo' });
    expect(region.textContent).toContain('Hiện chưa có thông báo nào');
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
  });
});
