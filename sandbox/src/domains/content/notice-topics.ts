import type { Localized } from '../../core/localized.js';

/** Words the notice templates are filled with. */
export interface TopicSlots {
  vendor: string;
  bank: string;
  region: Localized;
  hour: number;
  number: number;
}

export interface NoticeTopic {
  title(slots: TopicSlots): Localized;
  content(slots: TopicSlots): Localized;
}

export const VENDORS = ['PG Soft', 'JILI', 'CQ9', 'SABA Sports', 'AE Sexy', 'Evolution', 'WM Casino', 'KA Gaming'];
export const BANKS = ['Vietcombank', 'Techcombank', 'MB Bank', 'ACB', 'VietinBank', 'BIDV', 'MoMo', 'ZaloPay'];
export const REGIONS: readonly Localized[] = [
  { vi: 'Miền Bắc', en: 'Northern' },
  { vi: 'Miền Trung', en: 'Central' },
  { vi: 'Miền Nam', en: 'Southern' },
];

const hh = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Player-notice templates: routine operator messages a real site posts every few days. */
export const PLAYER_TOPICS: readonly NoticeTopic[] = [
  {
    title: (s) => ({ vi: `Bảo trì định kỳ ${s.vendor}`, en: `Scheduled maintenance: ${s.vendor}` }),
    content: (s) => ({
      vi: `<p>Kính gửi quý khách,</p><p><strong>${s.vendor}</strong> sẽ bảo trì từ <strong>${hh(s.hour)}</strong> đến <strong>${hh(s.hour + 2)}</strong>.</p><p>Trong thời gian này quý khách không thể vào trò chơi. Xin cảm ơn!</p>`,
      en: `<p>Dear members,</p><p><strong>${s.vendor}</strong> will be under maintenance from <strong>${hh(s.hour)}</strong> to <strong>${hh(s.hour + 2)}</strong>.</p><p>Its games cannot be opened during this time. Thank you!</p>`,
    }),
  },
  {
    title: (s) => ({ vi: `Cập nhật kênh nạp tiền ${s.bank}`, en: `Deposit channel update: ${s.bank}` }),
    content: (s) => ({
      vi: `<p>Kênh nạp tiền <strong>${s.bank}</strong> đã được cập nhật tài khoản nhận mới.</p><ul><li>Vui lòng lấy thông tin tài khoản mới trước mỗi lần nạp.</li><li>Không chuyển vào tài khoản cũ.</li></ul>`,
      en: `<p>The <strong>${s.bank}</strong> deposit channel has a new receiving account.</p><ul><li>Please fetch the account details before every deposit.</li><li>Do not transfer to the old account.</li></ul>`,
    }),
  },
  {
    title: () => ({ vi: 'Cảnh báo lừa đảo mạo danh', en: 'Security reminder: beware of impostors' }),
    content: () => ({
      vi: '<p>Nhân viên chăm sóc khách hàng <strong>không bao giờ</strong> hỏi mật khẩu hoặc mã OTP của quý khách.</p><p>Chỉ liên hệ qua kênh chính thức trên trang web.</p>',
      en: '<p>Customer service staff will <strong>never</strong> ask for your password or OTP code.</p><p>Only use the official channels listed on the site.</p>',
    }),
  },
  {
    title: (s) => ({ vi: `Lịch quay xổ số ${s.region.vi}`, en: `${s.region.en} lottery draw schedule` }),
    content: (s) => ({
      vi: `<p>Xổ số <strong>${s.region.vi}</strong> quay thưởng lúc <strong>${hh(s.hour)}</strong> hằng ngày.</p><p>Cổng đặt cược đóng trước giờ quay 15 phút.</p>`,
      en: `<p>The <strong>${s.region.en}</strong> lottery is drawn daily at <strong>${hh(s.hour)}</strong>.</p><p>Betting closes 15 minutes before the draw.</p>`,
    }),
  },
  {
    title: (s) => ({ vi: `Trò chơi mới từ ${s.vendor}`, en: `New games from ${s.vendor}` }),
    content: (s) => ({
      vi: `<p><strong>${s.vendor}</strong> vừa ra mắt <strong>${s.number}</strong> trò chơi mới.</p><p>Trải nghiệm ngay tại sảnh trò chơi!</p>`,
      en: `<p><strong>${s.vendor}</strong> has launched <strong>${s.number}</strong> new games.</p><p>Try them now in the lobby!</p>`,
    }),
  },
  {
    title: () => ({ vi: 'Thời gian xử lý rút tiền', en: 'Withdrawal processing times' }),
    content: (s) => ({
      vi: `<p>Yêu cầu rút tiền được xử lý trong vòng <strong>${s.number} phút</strong>.</p><p>Vào giờ cao điểm thời gian có thể lâu hơn.</p>`,
      en: `<p>Withdrawals are processed within <strong>${s.number} minutes</strong>.</p><p>It may take longer at peak hours.</p>`,
    }),
  },
  {
    title: () => ({ vi: 'Cập nhật ứng dụng di động', en: 'Mobile app update' }),
    content: (s) => ({
      vi: `<p>Phiên bản ứng dụng <strong>3.${s.number}</strong> đã sẵn sàng trên iOS và Android.</p><p>Vui lòng cập nhật để có trải nghiệm tốt nhất.</p>`,
      en: `<p>App version <strong>3.${s.number}</strong> is available for iOS and Android.</p><p>Please update for the best experience.</p>`,
    }),
  },
  {
    title: () => ({ vi: 'Nâng cấp hạng VIP', en: 'VIP level upgrades' }),
    content: (s) => ({
      vi: `<p>Hạng VIP được xét lại vào ngày <strong>${s.number}</strong> hằng tháng dựa trên tổng cược hợp lệ.</p>`,
      en: `<p>VIP levels are reviewed on day <strong>${s.number}</strong> of every month from your valid bets.</p>`,
    }),
  },
];
