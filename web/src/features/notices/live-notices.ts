import { useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../gql';
import { useLiveFeed } from '../../lib/apollo/useLiveFeed';
import type { AnnouncementMarqueeNoticesFragment } from './components/AnnouncementMarquee';
import { noticesPerPage } from './notice-paging';

// The announcements in force whenever one is added, changed or withdrawn (and their latest on every subscribe).
// Notices have ids: the pushed ones land in the cache beside those the page read.
const LiveNoticesEventFragment = graphql(`
  fragment LiveNotices_event on LiveFeedEvent {
    notices {
      notices {
        id
        ...AnnouncementMarquee_notices
      }
    }
  }
`);

/**
 * The marquee's notices as last pushed (the first page, in the merchant's order), or null before the first push
 * and wherever streams are refused: the page's own read then stands.
 */
export function useLiveNotices(): ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>> | null {
  const [pushed, setPushed] = useState<ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>> | null>(null);
  useLiveFeed('NOTICES', { event: LiveNoticesEventFragment, onValue: ({ notices }) => notices && setPushed(notices.notices.slice(0, noticesPerPage)) });
  return pushed;
}
