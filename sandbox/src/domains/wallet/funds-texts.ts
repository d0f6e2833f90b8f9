import type { Localized } from '../../core/localized.js';
import type { BonusType } from './funds-book.js';

/** Account line remarks, in the member's language. */
export const LINE_REMARKS = {
  deposit: (channel: Localized): Localized => ({ vi: `Nạp tiền qua ${channel.vi}`, en: `Deposit by ${channel.en}` }),
  withdraw: (bankName: string, masked: string): Localized => ({ vi: `Rút tiền về ${bankName} ${masked}`, en: `Withdrawal to ${bankName} ${masked}` }),
  toGameWallet: (wallet: Localized): Localized => ({ vi: `Ví chính → ${wallet.vi}`, en: `Main wallet → ${wallet.en}` }),
  fromGameWallet: (wallet: Localized): Localized => ({ vi: `${wallet.vi} → Ví chính`, en: `${wallet.en} → Main wallet` }),
  toDownline: (account: string): Localized => ({ vi: `Chuyển cho tuyến dưới ${account}`, en: `Transfer to downline ${account}` }),
  fromUpline: (account: string): Localized => ({ vi: `Nhận từ đại lý ${account}`, en: `Transfer from agent ${account}` }),
  toUpline: (account: string): Localized => ({ vi: `Chuyển cho tuyến trên ${account}`, en: `Transfer to upline ${account}` }),
  fromDownline: (account: string): Localized => ({ vi: `Nhận từ tuyến dưới ${account}`, en: `Transfer from downline ${account}` }),
  rebate: (rate: number): Localized => ({ vi: `Hoàn trả ${rate.toLocaleString('vi-VN')}%`, en: `Rebate ${rate.toLocaleString('en-US')}%` }),
  bonus: (name: Localized): Localized => ({ vi: `Thưởng: ${name.vi}`, en: `Bonus: ${name.en}` }),
  adjustment: { vi: 'Điều chỉnh số dư', en: 'Balance adjustment' } satisfies Localized,
  pointsConverted: (points: number): Localized => ({
    vi: `Đổi ${points.toLocaleString('vi-VN')} điểm thành tiền`,
    en: `${points.toLocaleString('en-US')} points converted to money`,
  }),
  pointsMallCash: (reward: Localized): Localized => ({ vi: `Đổi quà: ${reward.vi}`, en: `Points mall: ${reward.en}` }),
  salary: { vi: 'Lương thời gian thực', en: 'Real-time salary' } satisfies Localized,
  dividend: { vi: 'Chia cổ tức', en: 'Dividend' } satisfies Localized,
};

export const BONUS_NAMES: Record<BonusType, Localized> = {
  PROMOTION: { vi: 'Khuyến mãi thành viên', en: 'Member promotion' },
  VIP_UPGRADE: { vi: 'Thưởng thăng cấp VIP', en: 'VIP upgrade bonus' },
  VIP_MONTHLY: { vi: 'Thưởng VIP hằng tháng', en: 'VIP monthly bonus' },
  MISSION: { vi: 'Thưởng nhiệm vụ', en: 'Mission reward' },
  DEPOSIT_BONUS: { vi: 'Thưởng nạp hằng ngày 10%', en: '10% daily deposit bonus' },
};

export const BONUS_CANCELLED_REMARK: Localized = { vi: 'Không đủ điều kiện nhận thưởng', en: 'Conditions for this bonus were not met' };
export const WITHDRAW_REFUSED_REMARK = 'Receiving account details do not match';
export const DEPOSIT_FAILED_REMARK = 'Payment not received';

/** Family names for the holders of seeded bound accounts (upper case without diacritics, as banks print them). */
export const FAMILY_NAMES = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'VU', 'DANG', 'BUI', 'DO', 'HO'] as const;

/** Upper case without Vietnamese diacritics: how a bank writes an account holder's name. */
export function bankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}
