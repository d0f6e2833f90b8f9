import { DAY_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { Localized } from '../../core/localized.js';

/** The agent centre's own announcements (page agentAnnouncement), separate from the player notices. */
export interface AgentNotice {
  id: number;
  title: Localized;
  content: Localized;
  publishedAt: number;
  pinned: boolean;
}

export function seedAgentNotices(): AgentNotice[] {
  const notice = (id: number, daysAgo: number, pinned: boolean, title: Localized, content: Localized): AgentNotice => ({
    id,
    title,
    content,
    publishedAt: SEED_EPOCH_MS - daysAgo * DAY_MS,
    pinned,
  });
  return [
    notice(9_001, 1, true,
      { vi: 'Chính sách hợp đồng đại lý 2025', en: 'Agent contract policy 2025' },
      { vi: '<p>Lương ngày, lương giờ, lương thời gian thực và chia cổ tức được ký giữa tuyến trên và tuyến dưới trực tiếp.</p>', en: '<p>Daily, hourly and real-time salary and dividends are signed between an upline and its direct downline.</p>' }),
    notice(9_002, 4, false,
      { vi: 'Lương thời gian thực: quyết toán mỗi 5 phút', en: 'Real-time salary: settled every 5 minutes' },
      { vi: '<p>Lương được quyết toán và phát mỗi 5 phút. Nền tảng giữ quyền giải thích cuối cùng.</p>', en: '<p>Wages are settled and paid every 5 minutes. The platform keeps final interpretation and modification rights.</p>' }),
    notice(9_003, 9, false,
      { vi: 'Chuyển tiền cho tuyến dưới', en: 'Transfers to your downline' },
      { vi: '<p>Chuyển khoản cho tuyến dưới cần mật khẩu thanh toán; mỗi mã đơn chỉ được dùng một lần.</p>', en: '<p>Transfers to your downline need your payment password; each order number is used once.</p>' }),
    notice(9_004, 20, false,
      { vi: 'Bảo trì hệ thống báo cáo đội nhóm', en: 'Team report maintenance' },
      { vi: '<p>Báo cáo đội nhóm cập nhật chậm hơn 10 phút trong giờ cao điểm.</p>', en: '<p>Team reports may lag by up to 10 minutes at peak hours.</p>' }),
  ];
}
