import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { CloseButton } from '../../../components/CloseButton';
import { RichText } from '../../../components/RichText';
import { hidePopupsForToday, popupsHiddenToday, popupsShownThisVisit, rememberPopupsShown } from '../popup-hidden-today';
import styles from './PopupNotices.module.css';

export const PopupNoticesNoticeFragment = graphql(`
  fragment PopupNotices_notice on Notice {
    id
    title
    content
  }
`);

interface PopupNotice {
  id: string;
  title: string;
  content: string;
}

function isPopupNotice(notice: Partial<PopupNotice> | null): notice is PopupNotice {
  return typeof notice?.id === 'string' && typeof notice.title === 'string' && typeof notice.content === 'string';
}

export interface PopupNoticesProps {
  notices: ReadonlyArray<FragmentType<typeof PopupNoticesNoticeFragment>>;
}

/**
 * The notices that pop up on the first arrival of a visit, unless hidden for today. A panel that does not block the page (not
 * modal): it leaves the login form and the lobby usable while it is open.
 */
export function PopupNotices({ notices }: PopupNoticesProps) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(() => !popupsHiddenToday() && !popupsShownThisVisit());
  const [hideToday, setHideToday] = useState(false);
  const { data } = useFragment({ fragment: PopupNoticesNoticeFragment, fragmentName: 'PopupNotices_notice', from: [...notices] });
  const loaded: ReadonlyArray<Partial<PopupNotice> | null> = data;
  const items = loaded.filter(isPopupNotice);
  const showing = open && items.length > 0;
  useEffect(() => {
    if (showing) rememberPopupsShown();
  }, [showing]);
  if (!showing) return null;

  const close = () => {
    if (hideToday) hidePopupsForToday();
    setOpen(false);
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.popup}
      data-testid="popup-notices"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'notices.popup.title' })}
        </h2>
        <CloseButton label={intl.formatMessage({ id: 'notices.popup.close' })} onClick={close} />
      </div>
      <div className={styles.body}>
        {items.map((notice) => (
          <article key={notice.id} className={styles.notice}>
            <h3 className={styles.noticeTitle}>{notice.title}</h3>
            <RichText html={notice.content} />
          </article>
        ))}
      </div>
      <div className={styles.footer}>
        <CheckboxField
          label={intl.formatMessage({ id: 'notices.popup.hideToday' })}
          checked={hideToday}
          onChange={(event) => setHideToday(event.target.checked)}
        />
        <Button variant="primary" onClick={close}>
          {intl.formatMessage({ id: 'notices.popup.ok' })}
        </Button>
      </div>
    </div>
  );
}
