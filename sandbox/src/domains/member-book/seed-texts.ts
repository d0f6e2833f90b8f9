import type { Localized } from '../../core/localized.js';
import type { InboxCategory, PointTransType } from './member-book.js';

export const POINT_REMARKS: Record<PointTransType, Localized> = {
  LIVE: { vi: 'Tích điểm cược live casino', en: 'Points for live casino bets' },
  LOTT: { vi: 'Tích điểm vé xổ số', en: 'Points for lottery tickets' },
  PVP: { vi: 'Tích điểm game bài', en: 'Points for card games' },
  RNG: { vi: 'Tích điểm slot', en: 'Points for slot games' },
  SPORTS: { vi: 'Tích điểm cược thể thao', en: 'Points for sports bets' },
  DEPOSIT: { vi: 'Tích điểm nạp tiền', en: 'Points for a deposit' },
  BONUS: { vi: 'Thưởng thành viên mới', en: 'New member bonus' },
  REDEEM: { vi: 'Đổi quà', en: 'Reward redeemed' },
  REFUND: { vi: 'Hoàn điểm đơn đổi quà bị từ chối', en: 'Points back for a rejected redeem' },
  CONVERT: { vi: 'Đổi điểm sang tiền', en: 'Points converted to money' },
  REWARD: { vi: 'Nhận thưởng điểm', en: 'Points reward claimed' },
};

export const INBOX_TEMPLATES: readonly { category: InboxCategory; title: Localized; content: Localized }[] = [
  {
    category: 'ACCOUNT',
    title: { vi: 'Nạp tiền thành công', en: 'Deposit received' },
    content: { vi: '<p>Khoản nạp của bạn đã được cộng vào ví chính.</p>', en: '<p>Your deposit has been added to your main wallet.</p>' },
  },
  {
    category: 'ACCOUNT',
    title: { vi: 'Rút tiền đã được duyệt', en: 'Withdrawal approved' },
    content: { vi: '<p>Yêu cầu rút tiền của bạn đã được chuyển khoản.</p>', en: '<p>Your withdrawal has been paid out.</p>' },
  },
  {
    category: 'PROMOTION',
    title: { vi: 'Khuyến mãi cuối tuần', en: 'Weekend promotion' },
    content: { vi: '<p>Nhận thêm <strong>10%</strong> cho mọi khoản nạp cuối tuần.</p>', en: '<p>Get <strong>10%</strong> extra on every weekend deposit.</p>' },
  },
  {
    category: 'PROMOTION',
    title: { vi: 'Điểm thưởng nhân đôi', en: 'Double points' },
    content: { vi: '<p>Cược xổ số hôm nay nhận gấp đôi điểm.</p>', en: '<p>Lottery bets earn double points today.</p>' },
  },
  {
    category: 'SYSTEM',
    title: { vi: 'Bảo trì định kỳ', en: 'Scheduled maintenance' },
    content: { vi: '<p>Hệ thống bảo trì từ 02:00 đến 04:00.</p>', en: '<p>The system is under maintenance from 02:00 to 04:00.</p>' },
  },
  {
    category: 'SYSTEM',
    title: { vi: 'Cập nhật điều khoản', en: 'Terms updated' },
    content: { vi: '<p>Điều khoản sử dụng đã được cập nhật.</p>', en: '<p>Our terms of use have been updated.</p>' },
  },
  {
    category: 'ACCOUNT',
    title: { vi: 'Chúc mừng thăng hạng VIP', en: 'Congratulations on your VIP upgrade' },
    content: { vi: '<p>Quà thăng hạng đang chờ bạn trong trung tâm thưởng.</p>', en: '<p>Your upgrade gift is waiting in the reward centre.</p>' },
  },
];

export const WELCOME_MESSAGE = {
  category: 'SYSTEM' as const,
  title: { vi: 'Chào mừng đến với Saola', en: 'Welcome to Saola' },
  content: {
    vi: '<p>Bạn đã nhận <strong>500 điểm</strong> thưởng thành viên mới. Điểm không bao giờ hết hạn.</p>',
    en: '<p>You received <strong>500 points</strong> as a new member. Points never expire.</p>',
  },
};

export const REWARD_TITLES = {
  vipUpgrade: { vi: 'Quà thăng hạng VIP', en: 'VIP upgrade gift' },
  dailyRebate: { vi: 'Hoàn trả hằng ngày', en: 'Daily rebate' },
} as const;
