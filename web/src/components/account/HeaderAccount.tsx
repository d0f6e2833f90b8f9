import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { memberPagePath, paths } from '../../config/paths';
import { useLiveFeed } from '../../lib/apollo/useLiveFeed';
import { BalanceDisplay } from './BalanceDisplay';
import { HeaderBadges } from './HeaderBadges';
import { useHeaderFigures } from './header-figures';
import { MemberAvatar } from './MemberAvatar';
import { VipBadge } from './VipBadge';
import styles from './HeaderAccount.module.css';

export const HeaderAccountViewerFragment = graphql(`
  fragment HeaderAccount_viewer on Viewer {
    member {
      id
      nickname
      isTrial
      isAgent
      vipLevel
      hasMemberLabel
      avatarUrl
    }
  }
`);

// The streams' code (the SSE client apart, already lazy) loads after the first paint.
const HeaderLiveFigures = lazy(() => import('./HeaderLiveFigures').then((m) => ({ default: m.HeaderLiveFigures })));

const noneRefused: ReadonlySet<string> = new Set();

export interface HeaderAccountProps {
  viewer: FragmentType<typeof HeaderAccountViewerFragment>;
}

/**
 * The logged-in member in the header: avatar, nickname, VIP level, the balance and the badge counts (live, or read
 * by the header itself; never asked by the page's query), shortcuts to missions, inbox and rewards, the way to deposit and withdraw, and for an agent
 * the agent centre (spec 000 §2 "an agent button").
 */
export function HeaderAccount({ viewer }: HeaderAccountProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: HeaderAccountViewerFragment,
    fragmentName: 'HeaderAccount_viewer',
    from: viewer,
  });
  const member = complete ? data.member : null;
  const realAccount = member !== null && !member.isTrial;
  // The header is the one reader of its figures: live over its streams, else its own read (header-figures.ts).
  const [refused, setRefused] = useState<ReadonlySet<string>>(noneRefused);
  const onRefused = useCallback((figure: string) => setRefused((before) => new Set(before).add(figure)), []);
  const live = realAccount && !refused.has('balance');
  // Said here, in the first paint, so the tab's first stream carries the figures: their followers load later.
  useLiveFeed('BALANCE', { active: live });
  useLiveFeed('COUNTS', { active: live });
  // One read brings both figures: it runs whenever either is not live.
  const { wallet, counts } = useHeaderFigures({ active: member !== null, live: live && !refused.has('counts') });

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'account.label' })} className={styles.account}>
      {/* Named "My account <nickname>": the name holds the visible nickname (WCAG 2.5.3). */}
      <Link to={memberPagePath('securityCenter')} className={styles.identity}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'account.myAccount' })}</span>
        <MemberAvatar nickname={member?.nickname ?? ''} imageUrl={member?.avatarUrl} />
        <span data-testid="nickname" className={styles.nickname}>
          {member?.nickname ?? null}
        </span>
      </Link>
      {member?.isTrial ? <span className={styles.trial}>{intl.formatMessage({ id: 'account.trial' })}</span> : null}
      {member && !member.isTrial ? (
        <span className={styles.vip}>
          <VipBadge level={member.vipLevel} hasLabel={member.hasMemberLabel} />
        </span>
      ) : null}
      {live ? (
        <Suspense fallback={null}>
          <HeaderLiveFigures onRefused={onRefused} />
        </Suspense>
      ) : null}
      <BalanceDisplay wallet={wallet} />
      {realAccount ? <HeaderBadges counts={counts} /> : null}
      <nav aria-label={intl.formatMessage({ id: 'account.money' })} className={styles.money}>
        <Link to={memberPagePath('depositv2')} className={`${styles.moneyLink} ${styles.deposit}`}>
          {intl.formatMessage({ id: 'account.deposit' })}
        </Link>
        <Link to={memberPagePath('withdraw')} className={`${styles.moneyLink} ${styles.withdraw}`}>
          {intl.formatMessage({ id: 'account.withdraw' })}
        </Link>
      </nav>
      {member && !member.isTrial && member.isAgent ? (
        <Link to={paths.agent} className={`${styles.moneyLink} ${styles.agentLink}`} data-testid="header-agent">
          {intl.formatMessage({ id: 'agentCentre.entry' })}
        </Link>
      ) : null}
    </div>
  );
}
