import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { AppDownloadPanel, AppDownloadPanelSiteFragment } from '../components/AppDownloadPanel';

function renderPanel(appDownloads: Array<{ platform: string; label: string; url: string }>, locale: 'en' | 'vi' = 'en') {
  const cache = createCache();
  cache.writeFragment({
    id: 'Site:{}',
    fragment: AppDownloadPanelSiteFragment,
    fragmentName: 'AppDownloadPanel_site',
    data: { __typename: 'Site', appDownloads: appDownloads.map((app) => ({ __typename: 'AppDownload', ...app })) } as never,
  });
  return renderWithProviders(<AppDownloadPanel site={{ __typename: 'Site' } as never} />, { cache, locale });
}

describe('AppDownloadPanel', () => {
  it('draws a QR code and a link for each app, and the iOS 17 note for iOS', () => {
    renderPanel([
      { platform: 'IOS', label: 'iOS app', url: 'https://saola.example/app/saola.mobileconfig' },
      { platform: 'ANDROID', label: 'Android app', url: 'https://saola.example/app/saola.apk' },
    ]);
    const ios = within(screen.getByTestId('app-download-IOS'));
    expect(ios.getByRole('img', { name: 'QR code for iOS' }).tagName.toLowerCase()).toBe('svg');
    expect(ios.getByRole('link', { name: 'Get iOS' }).getAttribute('href')).toBe('https://saola.example/app/saola.mobileconfig');
    expect(ios.getByTestId('ios17-note').textContent).toContain('iOS 17');
    const android = within(screen.getByTestId('app-download-ANDROID'));
    expect(android.getByRole('img', { name: 'QR code for Android' })).toBeTruthy();
    expect(android.queryByTestId('ios17-note')).toBeNull();
    // Captions are our names of the resource type, never the platform's English label.
    expect(screen.getByTestId('app-download-ANDROID').querySelector('figcaption')?.textContent).toBe('Android');
    expect(screen.queryByText('Android app')).toBeNull();
    expect(screen.queryByText('iOS app')).toBeNull();
  });

  it('captions each QR code with our Vietnamese name of its resource type', () => {
    renderPanel([{ platform: 'LITE', label: 'Lite app', url: 'https://m.saola.example/?lite=1' }], 'vi');
    expect(screen.getByTestId('app-download-LITE').querySelector('figcaption')?.textContent).toBe('Bản rút gọn');
    expect(screen.queryByText('Lite app')).toBeNull();
  });

  it('says so when there is no app', () => {
    renderPanel([]);
    expect(screen.getByText('No apps are available right now.')).toBeTruthy();
  });
});
