import { lazy, Suspense, useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { AnnouncementMarquee, type AnnouncementMarqueeNoticesFragment } from '../../features/notices/components/AnnouncementMarquee';
import { PopupNotices, type PopupNoticesNoticeFragment } from '../../features/notices/components/PopupNotices';
import { noticesPerPage } from '../../features/notices/notice-paging';
import { withAllMessages } from '../../i18n/all-messages';

// The notice browser opens only on a click: its code is not part of the home page's first load.
const NoticeDialog = lazy(
  withAllMessages(() => import('../../features/notices/components/NoticeDialog').then((m) => ({ default: m.NoticeDialog }))),
);

export interface HomeNoticesProps {
  /** The first page of notices (the marquee shows these; the dialog pages on from them). */
  notices: ReadonlyArray<FragmentType<typeof AnnouncementMarqueeNoticesFragment>>;
  popupNotices: ReadonlyArray<FragmentType<typeof PopupNoticesNoticeFragment>>;
}

/**
 * The home page's notices: the marquee, the notice dialog that opens at the clicked title, and the popup
 * notices shown on arrival.
 */
export function HomeNotices({ notices, popupNotices }: HomeNoticesProps) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  return (
    <>
      {/* The dialog may have loaded further pages into the same list: the marquee keeps to the first. */}
      <AnnouncementMarquee notices={notices.slice(0, noticesPerPage)} selectedId={openAt} onSelect={setOpenAt} />
      {openAt ? (
        <Suspense fallback={null}>
          <NoticeDialog initialNoticeId={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
      <PopupNotices notices={popupNotices} />
    </>
  );
}
