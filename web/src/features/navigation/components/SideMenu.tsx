import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { SocialNetwork } from '../../../gql/graphql';
import { AgentIcon, ClockIcon, DouyinIcon, FacebookIcon, GiftIcon, HeadsetIcon, TelegramIcon, TwitterIcon } from './NavIcons';
import styles from './SideMenu.module.css';

// Spread into AppShell_query. Only whether a channel exists is read here: the channel itself (VIP or live
// chat) depends on who is logged in at the moment of the click, so the chat asks for it then.
export const SideMenuQueryFragment = graphql(`
  fragment SideMenu_query on Query {
    site {
      features {
        referral
      }
      socialLinks {
        network
        url
      }
      customerService {
        kind
      }
    }
    viewer {
      member {
        id
      }
    }
  }
`);

const socialOrder: readonly SocialNetwork[] = ['TELEGRAM', 'TWITTER', 'DOUYIN', 'FACEBOOK'];

const socialIcons: Record<SocialNetwork, () => ReactNode> = {
  TELEGRAM: TelegramIcon,
  TWITTER: TwitterIcon,
  DOUYIN: DouyinIcon,
  FACEBOOK: FacebookIcon,
};

export interface SideMenuProps {
  /** Opens the customer-service chat; the app layer owns the popup. */
  onCustomerService: () => void;
  /** Opens registration; without it the invite entry is hidden. */
  onInviteFriends?: () => void;
  /** Opens the agent centre; given for agents only, the agent entry shows with it. */
  onAgentCentre?: () => void;
  /** floating: the bar at the right edge of wide screens; drawer: a list inside the phone's menu drawer. */
  placement?: 'floating' | 'drawer';
}

/**
 * The right bar (spec 000 §2): a 24/7 toggle that folds it, customer service, invite friends (when referral is
 * on or nobody is logged in), the social links the site has and the agent centre for agents. Each entry shows
 * only if its resource exists.
 */
export function SideMenu({ onCustomerService, onInviteFriends, onAgentCentre, placement = 'floating' }: SideMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(true);
  const { data, complete } = useFragment({ fragment: SideMenuQueryFragment, fragmentName: 'SideMenu_query', from: 'ROOT_QUERY' });
  if (!complete) return null;

  const loggedIn = Boolean(data.viewer);
  const showInvite = onInviteFriends !== undefined && (data.site.features.referral || !loggedIn);
  const socialLinks = socialOrder.flatMap((network) => data.site.socialLinks.filter((link) => link.network === network).slice(0, 1));

  return (
    <aside
      aria-label={intl.formatMessage({ id: 'navigation.side.label' })}
      className={styles.side}
      data-placement={placement}
      data-testid={placement === 'drawer' ? 'side-menu-drawer' : 'side-menu'}
    >
      {/* The drawer is folded away already: it needs no fold of its own. */}
      {placement === 'floating' ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          <ClockIcon />
          <span>{intl.formatMessage({ id: 'navigation.side.support' })}</span>{' '}
          <span className="visually-hidden">{intl.formatMessage({ id: 'navigation.side.toggle' })}</span>
        </button>
      ) : null}
      <ul id={listId} className={styles.list} hidden={placement === 'floating' && !expanded}>
        {data.site.customerService ? (
          <li>
            <button type="button" className={styles.item} onClick={onCustomerService}>
              <HeadsetIcon />
              <span className={styles.label}>{intl.formatMessage({ id: 'navigation.side.customerService' })}</span>
            </button>
          </li>
        ) : null}
        {showInvite ? (
          <li>
            <button type="button" className={styles.item} onClick={onInviteFriends}>
              <GiftIcon />
              <span className={styles.label}>{intl.formatMessage({ id: 'navigation.side.invite' })}</span>
            </button>
          </li>
        ) : null}
        {socialLinks.map((link) => {
          const SocialIcon = socialIcons[link.network];
          return (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.item}>
                <SocialIcon />
                <span className={styles.label}>{intl.formatMessage({ id: `navigation.social.${link.network}` })}</span>{' '}
                <span className="visually-hidden">{intl.formatMessage({ id: 'navigation.newTab' })}</span>
              </a>
            </li>
          );
        })}
        {onAgentCentre ? (
          <li>
            <button type="button" className={styles.item} onClick={onAgentCentre}>
              <AgentIcon />
              <span className={styles.label}>{intl.formatMessage({ id: 'agentCentre.entry' })}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
