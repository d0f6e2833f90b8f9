import { DAY_MS, HOUR_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { Localized } from '../../core/localized.js';
import { BANKS, PLAYER_TOPICS, REGIONS, VENDORS } from './notice-topics.js';
import type { TopicSlots } from './notice-topics.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';

/** PL player notice, PU popup, PR promotion, H hot (announcement types of spec 001 section 3). */
export type NoticeType = 'PL' | 'PU' | 'PR' | 'H';

export interface Notice {
  id: number;
  type: NoticeType;
  title: Localized;
  content: Localized;
  startDate: number;
  endDate: number;
  priority: number;
  sortIndex: number;
}

export const PLAYER_NOTICE_COUNT = 32;

function slots(random: Random): TopicSlots {
  return {
    vendor: pick(random, VENDORS),
    bank: pick(random, BANKS),
    region: pick(random, REGIONS),
    hour: randomInt(random, 1, 20),
    number: randomInt(random, 3, 28),
  };
}

/** Active from a few days before the epoch until years after it, so the seed stays current for a long time. */
function window(random: Random, daysBeforeEpoch: number): { startDate: number; endDate: number } {
  const startDate = SEED_EPOCH_MS - daysBeforeEpoch * DAY_MS + randomInt(random, 0, 23) * HOUR_MS;
  return { startDate, endDate: SEED_EPOCH_MS + randomInt(random, 1500, 1800) * DAY_MS };
}

function playerNotices(random: Random): Notice[] {
  return Array.from({ length: PLAYER_NOTICE_COUNT }, (_, index) => {
    const topic = pick(random, PLAYER_TOPICS);
    const filled = slots(random);
    return {
      id: 1001 + index,
      type: 'PL',
      title: topic.title(filled),
      content: topic.content(filled),
      ...window(random, index * 2 + 1),
      priority: randomInt(random, 1, 3),
      sortIndex: index + 1,
    };
  });
}

function fixedNotices(random: Random, type: NoticeType, firstId: number, texts: readonly [Localized, Localized][]) {
  return texts.map(([title, content], index): Notice => ({
    id: firstId + index,
    type,
    title,
    content,
    ...window(random, index + 1),
    priority: texts.length - index,
    sortIndex: index + 1,
  }));
}

const POPUPS: readonly [Localized, Localized][] = [
  [
    { vi: 'Chào mừng đến với Saola', en: 'Welcome to Saola' },
    {
      vi: '<p>Chúc quý khách có những giây phút giải trí vui vẻ!</p><p>Hỗ trợ <strong>24/7</strong>.</p>',
      en: '<p>Have a great time with us!</p><p>Support is available <strong>24/7</strong>.</p>',
    },
  ],
  [
    { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' },
    {
      vi: '<p>Nạp lần đầu nhận thưởng <strong>100%</strong>, tối đa <strong>8.888 K</strong>.</p>',
      en: '<p>Get a <strong>100%</strong> bonus on your first deposit, up to <strong>8,888 K</strong>.</p>',
    },
  ],
  [
    { vi: 'Tải ứng dụng nhận quà', en: 'Download the app for a gift' },
    {
      vi: '<p>Đăng nhập lần đầu trên ứng dụng để nhận <strong>58 K</strong>.</p>',
      en: '<p>Log in on the app for the first time to receive <strong>58 K</strong>.</p>',
    },
  ],
];

const PROMOTIONS: readonly [Localized, Localized][] = [
  [
    { vi: 'Hoàn trả không giới hạn 1,5%', en: 'Unlimited 1.5% rebate' },
    { vi: '<p>Hoàn trả mỗi ngày cho mọi cược hợp lệ.</p>', en: '<p>Daily rebate on every valid bet.</p>' },
  ],
  [
    { vi: 'Thưởng nạp hằng ngày 10%', en: '10% daily deposit bonus' },
    { vi: '<p>Nạp mỗi ngày, nhận thêm <strong>10%</strong>.</p>', en: '<p>Deposit daily and get <strong>10%</strong> extra.</p>' },
  ],
  [
    { vi: 'Giới thiệu bạn bè', en: 'Refer a friend' },
    { vi: '<p>Mời bạn bè và nhận hoa hồng trọn đời.</p>', en: '<p>Invite friends and earn lifetime commission.</p>' },
  ],
  [
    { vi: 'Vòng quay may mắn', en: 'Lucky wheel' },
    { vi: '<p>Quay miễn phí mỗi ngày khi nạp từ 200 K.</p>', en: '<p>A free spin every day you deposit 200 K or more.</p>' },
  ],
  [
    { vi: 'Đặc quyền VIP', en: 'VIP privileges' },
    { vi: '<p>Quà sinh nhật, thưởng thăng hạng và hỗ trợ riêng.</p>', en: '<p>Birthday gifts, upgrade bonuses and a personal host.</p>' },
  ],
  [
    { vi: 'Xổ số cào trúng lớn', en: 'Lottery jackpot week' },
    { vi: '<p>Giải thưởng nhân đôi cho mọi vé xổ số.</p>', en: '<p>Double prizes on every lottery ticket.</p>' },
  ],
];

const HOT: readonly [Localized, Localized][] = [
  [
    { vi: 'Nổ hũ 2.000.000 K', en: '2,000,000 K jackpot won' },
    { vi: '<p>Chúc mừng thành viên may mắn!</p>', en: '<p>Congratulations to our lucky member!</p>' },
  ],
  [
    { vi: 'Giải đấu slot tuần này', en: 'Slot tournament this week' },
    { vi: '<p>Tổng giải thưởng <strong>500.000 K</strong>.</p>', en: '<p>Total prize pool <strong>500,000 K</strong>.</p>' },
  ],
];

export const PROMOTION_FIRST_ID = 3001;

export function seedNotices(random: Random): Notice[] {
  return [
    ...playerNotices(random),
    ...fixedNotices(random, 'PU', 2001, POPUPS),
    ...fixedNotices(random, 'PR', PROMOTION_FIRST_ID, PROMOTIONS),
    ...fixedNotices(random, 'H', 4001, HOT),
  ];
}
