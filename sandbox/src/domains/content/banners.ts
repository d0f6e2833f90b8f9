import type { Localized } from '../../core/localized.js';
import { PROMOTION_FIRST_ID } from './notices.js';

/** P opens a promotion, URL an address; null is a picture that does nothing when clicked. */
export type LinkageType = 'P' | 'URL' | null;

export interface Banner {
  bannerId: number;
  groupName: string;
  title: Localized;
  /** Path of the picture; the client prefixes one of `info.imageCDNs`. */
  imagePath: string;
  linkageType: LinkageType;
  /** The promotion id (P) or address (URL) the banner opens. */
  target: string | null;
}

interface BannerRow {
  group: string;
  title: Localized;
  linkageType: LinkageType;
  target?: string;
}

/** One group per route that shows a carousel (spec 001 section 2); w_reg is the register form's banner. */
const ROWS: readonly BannerRow[] = [
  { group: 'w_home', title: { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' }, linkageType: 'P', target: String(PROMOTION_FIRST_ID + 1) },
  { group: 'w_home', title: { vi: 'Hoàn trả 1,5%', en: '1.5% rebate' }, linkageType: 'P', target: String(PROMOTION_FIRST_ID) },
  { group: 'w_home', title: { vi: 'Tải ứng dụng', en: 'Get the app' }, linkageType: 'URL', target: 'https://saola.example/download' },
  { group: 'w_rng', title: { vi: 'Nổ hũ slot', en: 'Slot jackpots' }, linkageType: null },
  { group: 'w_live', title: { vi: 'Sòng bài trực tiếp', en: 'Live casino' }, linkageType: null },
  { group: 'w_fish', title: { vi: 'Bắn cá đổi thưởng', en: 'Fishing games' }, linkageType: null },
  { group: 'w_pvp', title: { vi: 'Game bài đối kháng', en: 'Card games' }, linkageType: null },
  { group: 'w_sports', title: { vi: 'Thể thao đỉnh cao', en: 'Top sports' }, linkageType: 'P', target: String(PROMOTION_FIRST_ID + 3) },
  { group: 'w_esports', title: { vi: 'Thể thao điện tử', en: 'E-sports' }, linkageType: null },
  { group: 'w_elott', title: { vi: 'Xổ số điện toán', en: 'E-lottery' }, linkageType: 'P', target: String(PROMOTION_FIRST_ID + 5) },
  { group: 'w_down', title: { vi: 'Ứng dụng Saola', en: 'The Saola app' }, linkageType: null },
  { group: 'w_promotions', title: { vi: 'Khuyến mãi tháng này', en: "This month's offers" }, linkageType: 'P', target: String(PROMOTION_FIRST_ID + 4) },
  { group: 'w_pointMall', title: { vi: 'Đổi điểm nhận quà', en: 'Redeem points for gifts' }, linkageType: null },
  { group: 'w_help', title: { vi: 'Trung tâm trợ giúp', en: 'Help centre' }, linkageType: 'URL', target: 'https://saola.example/help' },
  { group: 'w_reg', title: { vi: 'Đăng ký nhận quà', en: 'Sign up for a gift' }, linkageType: null },
];

export function seedBanners(): Banner[] {
  return ROWS.map((row, index) => {
    const bannerId = 5001 + index;
    return {
      bannerId,
      groupName: row.group,
      title: row.title,
      imagePath: `/__sandbox/assets/banners/${bannerId}.png`,
      linkageType: row.linkageType,
      target: row.target ?? null,
    };
  });
}
