import { useEffect } from 'react';
import type { FragmentType } from '@apollo/client';
import { useLiveNotices } from '../live-notices';
import type { AnnouncementMarqueeNoticesFragment } from './AnnouncementMarquee';

type Pushed = ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>>;

/** The notices stream, loaded after the first paint (the first-paint budget): hands each pushed list on. */
export function LiveNotices({ onNotices }: { onNotices: (notices: Pushed) => void }) {
  const pushed = useLiveNotices();
  useEffect(() => {
    if (pushed) onNotices(pushed);
  }, [pushed, onNotices]);
  return null;
}
