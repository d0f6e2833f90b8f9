import { DAY_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { Localized } from '../../core/localized.js';

/** Filter categories of the promotions page (spec 001 §2). */
export const PROMOTION_CATEGORIES = [
  'OTHERS',
  'SPORTS',
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'LOTT',
  'REBATE',
  'POINT_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Badges of spec 001 §2, spelled as enum values. */
export type PromotionBadge = 'NEWBIE' | 'LIMITED' | 'SPECIAL_OFFER' | 'DAILY' | 'HIGH_REBATE' | 'VIP';

/**
 * AUTO: nothing to do, the platform pays by itself; APPLY: the member sends an application (comment and
 * proof images) that is reviewed; RAFFLE: one claim per member draws a prize (MCS2_claimRafflePromotion).
 */
export type ClaimMode = 'AUTO' | 'APPLY' | 'RAFFLE';
export type TicketKind = 'GOLDEN_EGG' | 'RED_ENVELOPE' | 'PRIZE_WHEEL';

/** What the promotions page needs beyond the announcement (type PR) with the same id. */
export interface PromotionDetail {
  promotionId: number;
  category: PromotionCategory;
  badge: PromotionBadge | null;
  claimMode: ClaimMode;
  ticketKind: TicketKind | null;
  startTime: number;
  endTime: number;
  minVipLevel: number;
  maxVipLevel: number;
  rules: Localized;
  /** RAFFLE: the prizes a claim draws from; APPLY: the bonus paid on approval (one entry). */
  prizeCents: number[];
}

const LONG_RUNNING_END = SEED_EPOCH_MS + 5 * 365 * DAY_MS;

/** Keyed by the seeded promotion notices 3001–3006 (domains/content/notices.ts). */
export function seedPromotionDetails(): PromotionDetail[] {
  const active = { startTime: SEED_EPOCH_MS - 10 * DAY_MS, endTime: LONG_RUNNING_END };
  return [
    {
      promotionId: 3001,
      category: 'REBATE',
      badge: 'HIGH_REBATE',
      claimMode: 'AUTO',
      ticketKind: null,
      ...active,
      minVipLevel: 0,
      maxVipLevel: 10,
      rules: { vi: 'Hoàn trả tự động lúc 12:00 mỗi ngày.', en: 'Paid automatically at 12:00 every day.' },
      prizeCents: [],
    },
    {
      promotionId: 3002,
      category: 'DEPOSIT',
      badge: 'DAILY',
      claimMode: 'APPLY',
      ticketKind: null,
      ...active,
      minVipLevel: 0,
      maxVipLevel: 10,
      rules: {
        vi: 'Gửi đơn đăng ký sau khi nạp; ghi chú và ảnh chụp giao dịch nạp là không bắt buộc (tối đa 3 ảnh png/jpg, mỗi ảnh ≤ 5MB).',
        en: 'Apply after your deposit; a comment and screenshots of the deposit are optional (up to 3 png/jpg images, 5MB each).',
      },
      prizeCents: [5_000],
    },
    {
      promotionId: 3003,
      category: 'OTHERS',
      badge: 'SPECIAL_OFFER',
      claimMode: 'AUTO',
      ticketKind: null,
      ...active,
      minVipLevel: 0,
      maxVipLevel: 10,
      rules: { vi: 'Hoa hồng được tính tự động.', en: 'Commission is calculated automatically.' },
      prizeCents: [],
    },
    {
      promotionId: 3004,
      category: 'NEWBIE',
      badge: 'NEWBIE',
      claimMode: 'RAFFLE',
      ticketKind: 'PRIZE_WHEEL',
      ...active,
      minVipLevel: 0,
      maxVipLevel: 1,
      rules: { vi: 'Mỗi thành viên VIP 0–1 được quay một lần.', en: 'One spin per VIP 0–1 member.' },
      prizeCents: [800, 1_800, 2_800, 5_800, 8_800],
    },
    {
      promotionId: 3005,
      category: 'RANKING',
      badge: 'VIP',
      claimMode: 'APPLY',
      ticketKind: null,
      ...active,
      minVipLevel: 3,
      maxVipLevel: 10,
      rules: { vi: 'Dành cho VIP 3 trở lên; gửi đơn để nhận quà.', en: 'For VIP 3 and above; apply to receive your gift.' },
      prizeCents: [38_800],
    },
    {
      promotionId: 3006,
      category: 'LOTT',
      badge: 'LIMITED',
      claimMode: 'RAFFLE',
      ticketKind: 'RED_ENVELOPE',
      // A week-long event that ended soon after the seed epoch.
      startTime: SEED_EPOCH_MS - 10 * DAY_MS,
      endTime: SEED_EPOCH_MS + 20 * DAY_MS,
      minVipLevel: 0,
      maxVipLevel: 10,
      rules: { vi: 'Mỗi thành viên mở một bao lì xì.', en: 'One red envelope per member.' },
      prizeCents: [1_000, 2_000, 5_000],
    },
  ];
}
