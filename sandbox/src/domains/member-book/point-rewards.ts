import type { Localized } from '../../core/localized.js';

export type PointRewardType = 'CASH' | 'PHYSICAL' | 'BONUS';

/** An item of the points mall; `stock` goes down with each redeem and back up when a redeem is rejected. */
export interface PointReward {
  id: number;
  name: Localized;
  description: Localized;
  type: PointRewardType;
  pointsRequirement: number;
  /** Money credited per unit for CASH and BONUS; the shop price for PHYSICAL (shown only). */
  amountCents: number;
  stock: number;
  minVipLevel: number;
  /** Drives the generated picture. */
  colour: string;
}

const reward = (
  id: number,
  type: PointRewardType,
  [vi, en]: [string, string],
  [descVi, descEn]: [string, string],
  pointsRequirement: number,
  amountCents: number,
  stock: number,
  colour: string,
  minVipLevel = 0,
): PointReward => ({
  id,
  type,
  name: { vi, en },
  description: { vi: descVi, en: descEn },
  pointsRequirement,
  amountCents,
  stock,
  minVipLevel,
  colour,
});

export function seedPointRewards(): PointReward[] {
  return [
    reward(101, 'CASH', ['Tiền thưởng 10', 'Cash 10'], ['Đổi điểm lấy tiền mặt.', 'Turn your points into cash.'], 100, 1_000, 9_999, '#1e9e6a'),
    reward(102, 'CASH', ['Tiền thưởng 50', 'Cash 50'], ['Đổi điểm lấy tiền mặt.', 'Turn your points into cash.'], 480, 5_000, 500, '#15875a'),
    reward(103, 'CASH', ['Tiền thưởng 200', 'Cash 200'], ['Đổi điểm lấy tiền mặt.', 'Turn your points into cash.'], 1_900, 20_000, 100, '#0f6e49'),
    reward(104, 'BONUS', ['Vé xổ số miễn phí 20', 'Free lottery ticket 20'], ['Một vé xổ số miễn phí.', 'A free lottery ticket.'], 150, 2_000, 1_000, '#d4532b'),
    reward(105, 'BONUS', ['Thưởng slot 30', 'Slot bonus 30'], ['Tiền thưởng chơi slot.', 'A bonus to play slots with.'], 250, 3_000, 800, '#b8452a'),
    reward(106, 'PHYSICAL', ['Áo thun Saola', 'Saola T-shirt'], ['Áo cotton, giao tận nhà.', 'Cotton T-shirt, delivered to your door.'], 800, 25_000, 50, '#3a6fd8'),
    reward(107, 'PHYSICAL', ['Bình giữ nhiệt', 'Thermos flask'], ['Giữ nhiệt 12 giờ.', 'Keeps drinks hot for 12 hours.'], 1_200, 39_000, 30, '#2c5bb8'),
    reward(108, 'PHYSICAL', ['Tai nghe không dây', 'Wireless earbuds'], ['Dành cho thành viên VIP 2 trở lên.', 'For VIP 2 members and above.'], 5_000, 120_000, 10, '#6142bf', 2),
    reward(109, 'PHYSICAL', ['Điện thoại iPhone 16', 'iPhone 16'], ['Dành cho thành viên VIP 5 trở lên.', 'For VIP 5 members and above.'], 150_000, 2_299_000, 2, '#4a2f9e', 5),
    reward(110, 'PHYSICAL', ['Xe máy Honda Vision', 'Honda Vision scooter'], ['Dành cho thành viên VIP 6.', 'For VIP 6 members.'], 400_000, 3_190_000, 1, '#8a1f4d', 6),
    reward(111, 'PHYSICAL', ['Mũ bảo hiểm', 'Helmet'], ['Tạm hết hàng.', 'Temporarily out of stock.'], 600, 18_000, 0, '#7a7a7a'),
    reward(112, 'BONUS', ['Thưởng thể thao 15', 'Sports bonus 15'], ['Tiền thưởng cược thể thao.', 'A bonus for sports bets.'], 130, 1_500, 2_000, '#c98a12'),
  ];
}
