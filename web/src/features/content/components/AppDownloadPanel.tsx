import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { QRCodeSVG } from 'qrcode.react';
import { graphql } from '../../../gql';
import styles from './AppDownloadPanel.module.css';

export const AppDownloadPanelSiteFragment = graphql(`
  fragment AppDownloadPanel_site on Site {
    appDownloads {
      platform
      url
    }
  }
`);

export interface AppDownloadPanelProps {
  site: FragmentType<typeof AppDownloadPanelSiteFragment>;
}

/**
 * The app download page's body (spec 001 §2): a QR code and a link for each app the site offers (iOS, Android,
 * lite), the installation steps and, for iOS, how to trust the profile on iOS 17 and later.
 */
export function AppDownloadPanel({ site }: AppDownloadPanelProps) {
  const intl = useIntl();
  const guideId = useId();
  const { data, complete } = useFragment({ fragment: AppDownloadPanelSiteFragment, fragmentName: 'AppDownloadPanel_site', from: site });
  const apps = complete ? data.appDownloads : [];

  return (
    <div className={styles.download} data-testid="app-download">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'content.download.title' })}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'content.download.lead' })}</p>
      {apps.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'content.download.empty' })}</p>
      ) : (
        <ul className={styles.apps}>
          {apps.map((app) => {
            const name = intl.formatMessage({ id: `content.download.platform.${app.platform}` });
            return (
              <li key={app.platform} className={styles.app} data-testid={`app-download-${app.platform}`}>
                <h2 className={styles.appName}>{name}</h2>
                <figure className={styles.qr}>
                  <QRCodeSVG
                    value={app.url}
                    size={168}
                    marginSize={2}
                    title={intl.formatMessage({ id: 'content.download.qr' }, { app: name })}
                    role="img"
                  />
                  {/* Our name of the resource type, never the platform's English label (issue 16). */}
                  <figcaption>{name}</figcaption>
                </figure>
                <a href={app.url} className={styles.button} rel="noopener noreferrer" target="_blank">
                  {intl.formatMessage({ id: 'content.download.get' }, { app: name })}
                </a>
                {app.platform === 'IOS' ? (
                  <p className={styles.note} data-testid="ios17-note">
                    {intl.formatMessage({ id: 'content.download.ios17' })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <section className={styles.guide} aria-labelledby={guideId}>
        <h2 id={guideId}>{intl.formatMessage({ id: 'content.download.guide.title' })}</h2>
        <ol>
          <li>{intl.formatMessage({ id: 'content.download.guide.scan' })}</li>
          <li>{intl.formatMessage({ id: 'content.download.guide.install' })}</li>
          <li>{intl.formatMessage({ id: 'content.download.guide.login' })}</li>
        </ol>
      </section>
    </div>
  );
}
