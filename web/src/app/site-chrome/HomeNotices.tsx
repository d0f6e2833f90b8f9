import { lazy, Suspense, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { AnnouncementMarquee, type AnnouncementMarqueeNoticesFragment } from '../../features/notices/components/AnnouncementMarquee';
import type { PopupNoticesNoticeFragment } from '../../features/notices/components/PopupNotices';
import { noticesPerPage } from '../../features/notices/notice-paging';
import { withAllMessages } from '../../i18n/all-messages';
import { useHydrated } from '../../lib/hooks/useHydrated';

// The notice browser opens only on a click: its code is not part of the home page's first load.
const NoticeDialog = lazy(
  withAllMessages(() => import('../../features/notices/components/NoticeDialog').then((m) => ({ default: m.NoticeDialog }))),
);

// The popups show after the page is hydrated (they depend on this browser's storage), so their code need not be in
// the first paint's: it loads beside it.
const PopupNotices = lazy(() => import('../../features/notices/components/PopupNotices').then((m) => ({ default: m.PopupNotices })));
// The notices stream's code loads after the first paint.
const LiveNotices = lazy(() => import('../../features/notices/components/LiveNotices').then((m) => ({ default: m.LiveNotices })));

type MarqueeNotices = HomeNoticesProps['notices'];

export interface HomeNoticesProps {
  /** The first page of notices (the marquee shows these; the dialog pages on from them). */
  notices: ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>>;
  popupNotices: ReadonlyArray<FragmentType<typeof PopupNoticesNoticeFragment>>;
}

/**
 * The home page's notices: the marquee (following the notices stream: a new announcement shows on an open page),
 * the notice dialog that opens at the clicked title, and the popup notices shown on arrival.
 */
export function HomeNotices({ notices, popupNotices }: HomeNoticesProps) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Whether the popups show depends on this browser's storage (hidden today, shown this visit): after hydration.
  const hydrated = useHydrated();
  const [pushed, setPushed] = useState<MarqueeNotices | null>(null);
  return (
    <>
      <Suspense fallback={null}>
        <LiveNotices onNotices={setPushed} />
      </Suspense>
      {/* The dialog may have loaded further pages into the same list: the marquee keeps to the first. */}
      <AnnouncementMarquee notices={pushed ?? notices.slice(0, noticesPerPage)} selectedId={openAt} onSelect={setOpenAt} />
      {openAt ? (
        <Suspense fallback={null}>
          <NoticeDialog initialNoticeId={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <PopupNotices notices={popupNotices} />
        </Suspense>
      ) : null}
    </>
  );
}
