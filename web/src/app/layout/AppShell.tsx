import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button } from '../../components/Button';
import { LogoMark } from '../../components/icons/LogoMark';
import { withAllMessages } from '../../i18n/all-messages';
import { ImageCdnContext, pickImageCdn } from '../../lib/media/image-cdn';
import { useHydrated } from '../../lib/hooks/useHydrated';
import { setMoneyUnit } from '../../lib/money/money-unit';
import { isAgentCentrePath, isMemberCentrePath, openWhileGuarded, paths } from '../../config/paths';
import { HeaderAccount } from '../../components/account/HeaderAccount';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { BottomNav } from '../../features/navigation/components/BottomNav';
import { IdentityOverlays } from '../overlays/IdentityOverlays';
import { useLoginOutcome } from '../overlays/use-login-outcome';
import { OverlayProvider } from '../overlays/OverlayProvider';
import { useOverlays } from '../overlays/overlay-context';
import { useRememberMemberCentreEntry } from '../routes/member/member-centre-entry';
import { SiteSideMenu } from '../site-chrome/SiteSideMenu';
import { AppFooter } from './AppFooter';
import { useBottomNavShown } from './bottom-nav-shown';
import { HeaderSkeleton } from './HeaderSkeleton';
import { SiteGate } from './site-status/SiteGate';
import { PhoneDrawer } from './PhoneDrawer';
import { PhoneMenu } from './PhoneMenu';
import { PhoneTabBar } from './PhoneTabBar';
import { TopBar } from './TopBar';
import styles from './AppShell.module.css';

// Every route query spreads this fragment, so the shell needs no query (and no request) of its own: it reads
// Query from the cache and shows a skeleton until the route's query has arrived.
export const AppShellQueryFragment = graphql(`
  fragment AppShell_query on Query {
    site {
      status
      navigationGuard
      imageCdns
      currency {
        symbol
      }
      loginOptions {
        directRegistration
      }
      ...LoginForm_site
      ...IdentityOverlays_site
    }
    viewer {
      member {
        id
        isAgent
        isTrial
      }
      ...HeaderAccount_viewer
    }
    ...SiteGate_query
    ...UseRequireLogin_query
    ...BottomNav_query
    ...SideMenu_query
    ...SiteFooter_query
    ...LineSwitcher_query
  }
`);

// The header's inline login form (its validation, captcha, SMS and mutations) loads just after the first paint, in
// a box of its own size, so the home page's initial JavaScript does not carry it.
const LoginForm = lazy(withAllMessages(() => import('../../features/auth/components/LoginForm').then((m) => ({ default: m.LoginForm }))));
const RouteDescription = lazy(withAllMessages(() => import('./route-description').then((m) => ({ default: m.RouteDescription }))));

export function AppShell() {
  return (
    <OverlayProvider>
      <AppShellLayout />
    </OverlayProvider>
  );
}

function AppShellLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { open } = useOverlays();
  const onLoggedIn = useLoginOutcome();
  useRememberMemberCentreEntry();
  const navShown = useBottomNavShown();
  const fragment = useFragment({
    fragment: AppShellQueryFragment,
    fragmentName: 'AppShell_query',
    from: 'ROOT_QUERY',
  });
  // A server-rendered page has no member part (who is looking): its first pass is the skeleton on both sides,
  // even when the member part arrived before the page hydrated.
  const hydrated = useHydrated();
  const { data, complete } = hydrated ? fragment : { data: undefined, complete: false as const };
  // Every amount is written in the platform's unit (lib/money/money-unit.ts): set here, before the page renders any.
  if (complete) setMoneyUnit(data.site.currency?.symbol ?? '');

  const imageCdns = complete ? data.site.imageCdns.join(' ') : '';
  const imageCdn = useMemo(() => pickImageCdn(imageCdns === '' ? [] : imageCdns.split(' ')), [imageCdns]);

  // Spec 000 §2: with loginedToHomePage on, a visitor without a session reaches only a few pages; as the setting's
  // name says, the login then lands on the home page, not on the page that was asked for.
  if (complete && data.site.navigationGuard && !data.viewer && !openWhileGuarded.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }

  // Spec 000 §6: the agent entries are for agents; a trial account is never one.
  const agent = complete && data.viewer !== null && data.viewer.member.isAgent && !data.viewer.member.isTrial;
  const centre = isMemberCentrePath(pathname) || isAgentCentrePath(pathname);
  let session;
  if (!complete) session = <HeaderSkeleton />;
  else if (data.viewer) {
    session = (
      <>
        <HeaderAccount viewer={data.viewer} />
        {/* On phones the drawer holds the logout. */}
        <span className={styles.wideOnly}>
          <LogoutButton onLoggedOut={() => void navigate(paths.home)} />
        </span>
      </>
    );
  } else {
    session = (
      <>
        {/* The login pages have their own form; one form per page keeps labels unambiguous. */}
        {pathname === paths.login || pathname === paths.agentLogin ? null : (
          <>
            <div className={styles.wideOnly}>
              <Suspense fallback={<div className={styles.inlineLoginSpace} aria-hidden="true" />}>
                <LoginForm
                  site={data.site}
                  layout="inline"
                  onLoggedIn={onLoggedIn}
                  onForgotPassword={() => open({ kind: 'forgotPassword' })}
                />
              </Suspense>
            </div>
            {/* A phone has no room for the inline form: the button opens the same login as a dialog. */}
            <Button variant="primary" className={styles.phoneOnly} onClick={() => open({ kind: 'login' })}>
              {intl.formatMessage({ id: 'auth.login.submit' })}
            </Button>
          </>
        )}
        {data.site.loginOptions.directRegistration ? (
          <Button variant="secondary" onClick={() => open({ kind: 'register', affiliate: null, referralCode: null })}>
            {intl.formatMessage({ id: 'auth.register' })}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <ImageCdnContext value={imageCdn}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {intl.formatMessage({ id: 'app.skipToContent' })}
        </a>
        <SiteGate fallback={<TopBar />}>
          <TopBar />
          <header className={styles.header} data-testid="site-header">
            <div className={styles.headerInner} data-session={complete && data.viewer ? 'member' : 'visitor'}>
              <Link to={paths.home} className={styles.brand} aria-label={intl.formatMessage({ id: 'app.homeLink' })}>
                <LogoMark />
                <span aria-hidden="true">{intl.formatMessage({ id: 'app.brand' })}</span>
              </Link>
              <div className={styles.session}>{session}</div>
              <PhoneDrawer>
                <PhoneMenu loggedIn={complete && Boolean(data.viewer)} agent={agent} />
              </PhoneDrawer>
            </div>
            <BottomNav agentEntry={agent} hidden={!navShown} />
          </header>
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <AppFooter />
          {/* The centres are panels of their own; the floating side menu would cover their controls on phones. */}
          {complete && !centre ? <SiteSideMenu loggedIn={Boolean(data.viewer)} agent={agent} /> : null}
          <PhoneTabBar />
          <Suspense fallback={null}>
            <RouteDescription />
          </Suspense>
          {complete ? <IdentityOverlays site={data.site} /> : null}
        </SiteGate>
      </div>
    </ImageCdnContext>
  );
}
