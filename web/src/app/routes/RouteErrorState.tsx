import { useIntl } from 'react-intl';
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { isChunkLoadError } from '../../lib/chunks/chunk-deadline';
import { errorCode } from '../../lib/errors/error-code';
import { errorMessage } from '../../lib/errors/error-message';
import { formatFieldMessage } from '../../lib/errors/field-message';
import { SiteStatusProbe } from '../layout/site-status/SiteStatusProbe';
import { useOverlays } from '../overlays/overlay-context';
import { useShellAfterError } from './use-shell-after-error';

export interface RouteErrorStateProps {
  /** Inside a centre's panel, under the centre's own h1; else the state is the page and its title its h1. */
  inPanel?: boolean;
}

/**
 * A route's error boundary: a localised message by error code, and a retry that reruns the loader; a part of the
 * app whose code did not load says so (too slow, or the link failed) and reloads the page to retry. A site
 * under maintenance or blocked gets its whole-site page instead; a session that must change its password gets the
 * way to do it (retrying could only be refused again).
 */
export function RouteErrorState({ inPanel = false }: RouteErrorStateProps) {
  const intl = useIntl();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const overlays = useOverlays();
  const code = errorCode(error);
  const wholeSite = code === 'MAINTENANCE' || code === 'REGION_BLOCKED';
  // The maintenance and region pages replace the shell, so they need none of its data.
  useShellAfterError(wholeSite);
  const titleAs = inPanel ? 'p' : 'h1';
  if (isChunkLoadError(error)) {
    // The part's code never arrived: only a new page load asks for it again (the router keeps a failed part).
    return (
      <ErrorState
        title={intl.formatMessage({ id: 'error.title' })}
        message={intl.formatMessage({ id: error.failure === 'TIMEOUT' ? 'error.chunkTimeout' : 'error.chunkFailed' })}
        retryLabel={intl.formatMessage({ id: 'error.retry' })}
        onRetry={() => window.location.reload()}
        titleAs={titleAs}
      />
    );
  }
  const message = formatFieldMessage(intl, errorMessage(error));
  if (code === 'PASSWORD_CHANGE_REQUIRED') {
    const changePassword = intl.formatMessage({ id: 'password.change.title' });
    return (
      <ErrorState
        title={changePassword}
        message={message}
        retryLabel={changePassword}
        onRetry={() => overlays.open({ kind: 'changePassword', forced: true })}
        titleAs={titleAs}
      />
    );
  }
  const failed = (
    <ErrorState
      title={intl.formatMessage({ id: 'error.title' })}
      message={message}
      retryLabel={intl.formatMessage({ id: 'error.retry' })}
      onRetry={() => void revalidator.revalidate()}
      titleAs={titleAs}
    />
  );
  if (wholeSite) return <SiteStatusProbe fallback={failed} />;
  return failed;
}
