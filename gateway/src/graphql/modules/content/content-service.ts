import type { BannerGroup, Currency } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { VIP_SERVICE_RANK } from '../../roles/account-types.js';
import type { AccountService } from '../account/index.js';
import { allowedBases } from '../../values/allowed-bases.js';
import { centsToDecimal, toCents } from '../../values/money.js';
import { mediaUrl } from '../../values/media-url.js';
import type { BannerModel, NoticeModel, NoticesService } from '../notices/index.js';
import { type CustomerServiceModel, type SiteContentModel, siteContentOf, type SiteModel, type SiteService } from '../site/index.js';
import type { HelpTopicModel } from './content-models.js';
import { toHelpTopics, type HelpTopicValue } from './help-topics.js';
import { toSiteRoutes, type SiteRoutesModel, type SiteRoutesValue } from './site-routes.js';

const NO_CONTENT = siteContentOf(undefined);

/** Banners, popups, help and the site's content settings. All PUBLIC except the customer-service choice. */
export class ContentService {
  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    private readonly notices: NoticesService,
    private readonly account: AccountService,
  ) {}

  /** The status value's content parts; a status cached by an older gateway has none yet. */
  contentOf(site: SiteModel): SiteContentModel {
    return site.content ?? NO_CONTENT;
  }

  async banners(group: BannerGroup): Promise<BannerModel[]> {
    return (await this.allBanners()).filter((banner) => banner.group === group);
  }

  async banner(id: string): Promise<BannerModel | null> {
    return (await this.allBanners()).find((banner) => banner.id === id) ?? null;
  }

  /** The banner's picture on the platform's first image CDN (or the configured media origin). */
  async bannerImageUrl(banner: Pick<BannerModel, 'image'>): Promise<string> {
    const cdn = this.imageCdns(await this.site.sharedParts())[0] ?? this.settings.lobby.mediaOrigins[0];
    return mediaUrl(banner.image, cdn) ?? banner.image;
  }

  /** The platform's currency with the unit its amounts count; null when its public settings name none. */
  currency(site: SiteModel): Currency | null {
    const currency = this.contentOf(site).currency;
    return currency ? { ...currency, unitValue: this.unitValue(currency) } : null;
  }

  /**
   * How many of the currency's own units one platform amount counts: the merchant's setting, else 1,000 when the
   * platform writes amounts with "K" (thousands of đồng), else 1. A bank is asked for amount × this.
   */
  unitValue(currency: { symbol: string } | null | undefined): number {
    if (this.settings.moneyUnitValue !== undefined) return this.settings.moneyUnitValue;
    return currency?.symbol.trim().toUpperCase() === 'K' ? 1000 : 1;
  }

  /**
   * `amount` (a platform amount) as the bank must be asked for it, in units of the currency. Null when the unit
   * cannot be read now: it is asked on the answer of an accepted deposit, which must not fail for it (the order
   * stands; the page shows it without the QR code until it is read again), and a guessed unit could ask the bank
   * for a thousandth of the money.
   */
  async bankAmount(amount: string): Promise<string | null> {
    try {
      const unit = this.unitValue(this.contentOf(await this.site.site()).currency);
      return centsToDecimal(toCents(amount) * unit);
    } catch (error) {
      this.scope.logger.warn({ err: error }, 'money unit unreadable; transfer amount left out');
      return null;
    }
  }

  /** The platform's image CDNs the page may load from (the CSP's img-src: MEDIA_ORIGINS); the others would fail. */
  imageCdns(site: SiteModel): string[] {
    return allowedBases(this.contentOf(site).imageCdns, this.settings.lobby.mediaOrigins);
  }

  /** The platform's game CDNs the game frame may load from (the CSP's frame-src: GAME_ORIGINS). */
  async launchGameCdns(): Promise<string[]> {
    return allowedBases(this.contentOf(await this.site.sharedParts()).launchGameCdns ?? [], this.settings.lobby.gameOrigins);
  }

  async popupNotices(): Promise<NoticeModel[]> {
    return (await this.notices.announcements()).popup;
  }

  /** The site's lines and app packages: one PUBLIC router list for every visitor. */
  siteRoutes(): Promise<SiteRoutesModel> {
    return this.platform.shared('siteRoutes', calls.siteRoutes, { anyLanguage: true, map: (value: SiteRoutesValue) => toSiteRoutes(value) });
  }

  helpTopics(): Promise<HelpTopicModel[]> {
    return this.platform.shared('helpTopics', calls.helpCenter, {
      query: { device: 'WEB' },
      languageParam: 'lang',
      map: (value: HelpTopicValue[]) => toHelpTopics(value),
    });
  }

  /** Live chat for most; the VIP channel when the logged-in member's club rank is above 4 (spec 000 section 9). */
  async customerService(site: SiteModel): Promise<CustomerServiceModel | null> {
    const channels = this.contentOf(site).customerService;
    const vip = (await this.viewerIsVip()) ? channels.find((channel) => channel.kind === 'VIP') : undefined;
    return vip ?? channels.find((channel) => channel.kind === 'LIVE_CHAT') ?? channels.find((channel) => channel.kind !== 'VIP') ?? null;
  }

  private async allBanners(): Promise<BannerModel[]> {
    return (await this.notices.announcements()).banners ?? [];
  }

  private async viewerIsVip(): Promise<boolean> {
    const viewer = await this.account.viewer();
    if (viewer === null) return false;
    try {
      return ((await this.account.member(viewer)).rankLevel ?? 0) > VIP_SERVICE_RANK;
    } catch {
      // The member's rank only picks a channel: without it the visitor still gets live chat.
      return false;
    }
  }
}
