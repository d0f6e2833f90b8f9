import type { BannerGroup } from '../../../__generated__/schema-types.js';
import type { BannerModel } from './notice-models.js';
import { toGlobalId } from '../../relay/global-id.js';
import { safeLink } from '../../values/safe-link.js';

/** The platform's banner group names, one per route of spec 001 section 2 (sandbox README). */
export const BANNER_GROUPS: Readonly<Record<BannerGroup, string>> = {
  HOME: 'w_home',
  RNG: 'w_rng',
  LIVE: 'w_live',
  FISH: 'w_fish',
  PVP: 'w_pvp',
  SPORTS: 'w_sports',
  ESPORTS: 'w_esports',
  ELOTT: 'w_elott',
  DOWNLOAD: 'w_down',
  PROMOTIONS: 'w_promotions',
  POINT_MALL: 'w_pointMall',
  HELP: 'w_help',
  REGISTER: 'w_reg',
};

const GROUP_BY_NAME = new Map(Object.entries(BANNER_GROUPS).map(([group, name]) => [name.toLowerCase(), group as BannerGroup]));

export interface BannerValue {
  bannerId?: number | string;
  announcementId?: number | string;
  title?: string;
  url?: string;
  linkage?: string | null;
  linkageType?: string | null;
  groupName?: string;
  externalLink?: string | null;
  redirectPromotionId?: number | string | null;
}

/** Banners of the announcements call; a banner of a group the site has no route for is left out. */
export function toBanners(values: readonly BannerValue[] | undefined): BannerModel[] {
  return (Array.isArray(values) ? values : []).flatMap((value): BannerModel[] => {
    const id = value.bannerId ?? value.announcementId;
    const group = GROUP_BY_NAME.get((value.groupName ?? '').toLowerCase());
    // The picture's address reaches the browser too: a banner without a safe one is left out.
    const image = safeLink(value.url);
    if (id === undefined || id === null || group === undefined || image === null) return [];
    return [{ id: String(id), title: value.title ?? '', group, image, ...linkOf(value) }];
  });
}

/** linkageType P opens a promotion's page, URL an outside address; anything else is not clickable. */
function linkOf(value: BannerValue): Pick<BannerModel, 'linkType' | 'link' | 'promotionId'> {
  if (value.linkageType === 'P') {
    const promotionId = String(value.redirectPromotionId ?? value.linkage ?? '').trim();
    if (/^[A-Za-z0-9_-]{1,40}$/.test(promotionId)) {
      // The site's detail page takes the Promotion's global id: clients never build ids themselves.
      const link = `/promoDetail?id=${encodeURIComponent(toGlobalId('Promotion', promotionId))}`;
      return { linkType: 'PROMOTION', link, promotionId };
    }
  }
  if (value.linkageType === 'URL') {
    const link = safeLink(value.externalLink || value.linkage);
    if (link !== null) return { linkType: 'URL', link, promotionId: null };
  }
  return { linkType: 'NONE', link: null, promotionId: null };
}
