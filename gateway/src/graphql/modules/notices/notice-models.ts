import type { BannerGroup, BannerLinkType } from '../../../__generated__/schema-types.js';

export interface NoticeModel {
  /** The platform's notice id (the global id is made by the resolver). */
  id: string;
  title: string;
  content: string;
  startsAt: string | null;
  endsAt: string | null;
  priority: number;
}

/** Everything one announcements call yields; banners and promotions are read from the same cached entry. */
export interface AnnouncementsModel {
  player: NoticeModel[];
  popup: NoticeModel[];
  /** PR announcements; optional because an entry cached by an older gateway may lack it. */
  promotions?: NoticeModel[];
  banners?: BannerModel[];
}

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
