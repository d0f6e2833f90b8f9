import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import styles from './LineSwitcher.module.css';

// Spread into AppShell_query: the lines come with every route's one request, so the entry shows only when the
// platform lists some.
export const LineSwitcherQueryFragment = graphql(`
  fragment LineSwitcher_query on Query {
    site {
      lines {
        url
        lineNo
        recommended
      }
    }
  }
`);

// The measuring and the list load when the dialog first opens: most visits never open it.
const LineList = lazy(() => import('./LineList').then((module) => ({ default: module.LineList })));

export interface LineSwitcherProps {
  /** topbar: a small link-like entry; drawer: a full-width touch target in the phone menu. */
  placement: 'topbar' | 'drawer';
}

/**
 * The "fastest line" choice (spec 000 §7, domainRoute): an entry in the site chrome opening a dialog that times
 * each of the site's lines from this browser and lets the player reload the same page on another one.
 */
export function LineSwitcher({ placement }: LineSwitcherProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const entryRef = useRef<HTMLButtonElement>(null);
  const { data, complete } = useFragment({ fragment: LineSwitcherQueryFragment, fragmentName: 'LineSwitcher_query', from: 'ROOT_QUERY' });
  const lines = complete ? data.site.lines : [];
  const place = useLocation();
  if (lines.length === 0) return null;

  return (
    <>
      <button
        ref={entryRef}
        type="button"
        className={[styles.entry, styles[placement]].join(' ')}
        aria-haspopup="dialog"
        data-testid="line-switcher-open"
        onClick={() => setOpen(true)}
      >
        <SignalIcon />
        {intl.formatMessage({ id: 'lines.open' })}
      </button>
      {open ? (
        <Modal title={intl.formatMessage({ id: 'lines.title' })} onClose={() => setOpen(false)} testId="line-switcher">
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'lines.status.measuring' })} />}>
            <LineList lines={lines} place={place} />
          </Suspense>
        </Modal>
      ) : null}
    </>
  );
}

function SignalIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="1" y="10" width="3" height="5" rx="0.5" fill="currentColor" />
      <rect x="6.5" y="6" width="3" height="9" rx="0.5" fill="currentColor" />
      <rect x="12" y="2" width="3" height="13" rx="0.5" fill="currentColor" />
    </svg>
  );
}
