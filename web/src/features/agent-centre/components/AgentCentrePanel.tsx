import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { agentPagePath, paths, type AgentPageKey } from '../../../config/paths';
import { Modal } from '../../../components/Modal';
import centrePanel from '../../../components/centre/CentrePanel.module.css';
import { CentreBar, CentreMenu } from '../../../components/centre/CentreShell';
import { mergeStyles } from '../../../components/centre/merge-styles';
import { agentPageTitle } from '../agent-page-title';
import agentPanel from './AgentCentrePanel.module.css';

const styles = mergeStyles(centrePanel, agentPanel);

export interface AgentCentrePanelProps {
  /** modal on wide screens (spec 001 §2: "a modal menu"), page on phones. */
  layout: 'modal' | 'page';
  /** The page on show; null on the menu screen (phones only: wider screens always show a page). */
  current: AgentPageKey | null;
  /** The menu's pages, in order: the always-shown ones and the switched pages whose flag is on. */
  pages: readonly AgentPageKey[];
  onClose: () => void;
  children: ReactNode;
}

/**
 * The agent centre: its menu and the selected page. On wide screens a modal over the site (Escape closes it); on
 * phones a full page, the menu a screen of its own and each page with a way back to it.
 */
export function AgentCentrePanel({ layout, current, pages, onClose, children }: AgentCentrePanelProps) {
  const intl = useIntl();
  const titleId = useId();
  // The modal opens on the page's heading, so a screen reader starts with what is on show, not the menu's first link.
  const pageTitleRef = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'agentCentre.title' });
  const body = (
    <div className={styles.body} data-view={current ? 'page' : 'menu'}>
      <CentreMenu
        styles={styles}
        label={intl.formatMessage({ id: 'agentCentre.menu' })}
        pages={pages.map((key) => ({ key, to: agentPagePath(key), label: agentPageTitle(intl, key) }))}
        extras={[{ to: paths.contractRequest, label: intl.formatMessage({ id: 'contracts.requests.title' }) }]}
      />
      <div className={styles.pane}>
        {current ? (
          <h1 ref={pageTitleRef} tabIndex={-1} className={styles.pageTitle}>
            {agentPageTitle(intl, current)}
          </h1>
        ) : null}
        {children}
      </div>
    </div>
  );

  if (layout === 'modal') {
    return (
      <Modal title={title} onClose={onClose} size="large" testId="agent-centre" initialFocusRef={pageTitleRef}>
        {body}
      </Modal>
    );
  }
  return (
    <section className={styles.page} data-view={current ? 'page' : 'menu'} aria-labelledby={titleId} data-testid="agent-centre">
      <CentreBar
        styles={styles}
        titleId={titleId}
        title={title}
        back={current ? { to: paths.agent, label: intl.formatMessage({ id: 'agentCentre.backToMenu' }) } : null}
        closeLabel={intl.formatMessage({ id: 'agentCentre.close' })}
        onClose={onClose}
      />
      {body}
    </section>
  );
}
