import type { AppPlatform, BannerGroup, BannerLinkType, CustomerServiceKind, SocialNetwork } from '../../../__generated__/resolvers-types.js';

export interface BannerModel {
  /** The platform's bannerId, also the Banner's local id. */
  id: string;
  title: string;
  group: BannerGroup;
  /** As the platform sends it: usually a path to prefix with an image CDN. */
  image: string;
  linkType: BannerLinkType;
  link: string | null;
  /** The promotion a PROMOTION banner opens (promotions borrow its picture). */
  promotionId: string | null;
}

export interface JackpotModel {
  currencySymbol: string;
  baseValue: string;
  growthPerSecond: string;
  startedAt: string;
}

export interface AppDownloadModel {
  platform: AppPlatform;
  label: string;
  url: string;
}

export interface SocialLinkModel {
  network: SocialNetwork;
  url: string;
}

export interface CustomerServiceModel {
  kind: CustomerServiceKind;
  title: string;
  url: string;
}

/** The content parts of the system status call (`info`), cached with the site's status. */
export interface SiteContentModel {
  jackpot: JackpotModel | null;
  appDownloads: AppDownloadModel[];
  socialLinks: SocialLinkModel[];
  /** Every channel, encrypted links already decrypted; the resolver picks one per viewer. */
  customerService: CustomerServiceModel[];
  imageCdns: string[];
}

export interface HelpTopicModel {
  id: string;
  title: string;
  tag: string | null;
  content: string;
  children: HelpTopicModel[];
}
