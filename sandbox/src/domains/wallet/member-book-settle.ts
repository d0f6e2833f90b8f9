import type { Account } from '../../core/accounts.js';
import type { MemberBook, PromotionApplication, RedeemOrder } from '../member-book/member-book.js';
import { DELIVERY_DELAY_MS } from '../member-book/point-config.js';
import { addPoints, flpData, mainWallet, memberBook, nextId, notify } from '../member-book/funds-lottery-points-books.js';
import { LINE_REMARKS } from './funds-texts.js';
import { recordLine } from './funds-books.js';
import type { SandboxStore } from '../../core/store.js';

const TEXT = {
  redeemApproved: { vi: 'Đơn đổi quà đã được duyệt', en: 'Redeem approved' },
  redeemApprovedBody: { vi: '<p>Đơn đổi quà của bạn đã được duyệt.</p>', en: '<p>Your redeem order has been approved.</p>' },
  redeemRejected: { vi: 'Đơn đổi quà bị từ chối', en: 'Redeem rejected' },
  redeemRejectedBody: { vi: '<p>Điểm đã được hoàn lại.</p>', en: '<p>Your points have been returned.</p>' },
  applicationApproved: { vi: 'Đơn khuyến mãi đã được duyệt', en: 'Promotion application approved' },
  applicationApprovedBody: { vi: '<p>Thưởng đang chờ trong trung tâm thưởng.</p>', en: '<p>Your bonus is waiting in the reward centre.</p>' },
  applicationRejected: { vi: 'Đơn khuyến mãi bị từ chối', en: 'Promotion application rejected' },
  noProof: { vi: 'Cần ảnh chứng từ', en: 'Proof images are required' },
} as const;

/** Approval pays out: cash to the main wallet, a bonus into the reward centre, a physical gift goes to delivery. */
function approveOrder(store: SandboxStore, account: Account, book: MemberBook, order: RedeemOrder): void {
  const reward = flpData(store).pointRewards.find((item) => item.id === order.rewardId);
  order.status = 'APPROVED';
  order.updatedAt = order.reviewAt;
  if (reward?.type === 'CASH') {
    mainWallet(account).availCents += order.amountCents;
    recordLine(store, account, { transType: 'ADJUSTMENT', orderNo: order.orderNo, amountCents: order.amountCents, status: 'SUCCESS', remark: LINE_REMARKS.pointsMallCash(reward.name) }, order.reviewAt);
  }
  if (reward?.type === 'BONUS') {
    book.rewards.push({
      rewardId: nextId(store), source: 'POINTS_MALL', sourceId: reward.id, title: reward.name, kind: 'CASH',
      amountCents: order.amountCents, points: 0, status: 'UNCLAIMED', createdAt: order.reviewAt, claimedAt: null,
    });
  }
  notify(store, book, 'ACCOUNT', TEXT.redeemApproved, TEXT.redeemApprovedBody, order.reviewAt);
}

/** A rejection returns the points and the stock. */
export function rejectOrder(store: SandboxStore, book: MemberBook, order: RedeemOrder, remark: { vi: string; en: string }, at: number): void {
  const reward = flpData(store).pointRewards.find((item) => item.id === order.rewardId);
  order.status = 'REJECTED';
  order.remark = remark;
  order.updatedAt = at;
  if (reward !== undefined) reward.stock += order.quantity;
  addPoints(store, book, 'REFUND', order.points, at, order.orderNo);
  notify(store, book, 'ACCOUNT', TEXT.redeemRejected, TEXT.redeemRejectedBody, at);
}

/** Applications without proof images are rejected; the others pay the promotion's bonus into the reward centre. */
function reviewApplication(store: SandboxStore, book: MemberBook, application: PromotionApplication): void {
  const promotion = flpData(store).promotions.find((item) => item.promotionId === application.promotionId);
  application.reviewedAt = application.reviewAt;
  if (application.images.length === 0) {
    application.status = 'REJECTED';
    application.remark = TEXT.noProof;
    notify(store, book, 'PROMOTION', TEXT.applicationRejected, { vi: `<p>${TEXT.noProof.vi}</p>`, en: `<p>${TEXT.noProof.en}</p>` }, application.reviewAt);
    return;
  }
  application.status = 'APPROVED';
  book.rewards.push({
    rewardId: nextId(store), source: 'PROMOTION', sourceId: application.promotionId,
    title: TEXT.applicationApproved, kind: 'CASH', amountCents: promotion?.prizeCents[0] ?? 0, points: 0,
    status: 'UNCLAIMED', createdAt: application.reviewAt, claimedAt: null,
  });
  notify(store, book, 'PROMOTION', TEXT.applicationApproved, TEXT.applicationApprovedBody, application.reviewAt);
}

/**
 * Moves the member's pending work along the sandbox clock: redeem orders are approved at `reviewAt` and
 * physical ones delivered later; applications are reviewed at `reviewAt`. Lazy (on every read of this
 * group's calls), with the timestamps of when each step was due, so it is exact whenever it runs.
 */
export function settledBook(store: SandboxStore, account: Account): MemberBook {
  const book = memberBook(store, account);
  const now = store.clock.now();
  for (const order of book.redeemOrders) {
    if (order.status === 'PENDING' && order.reviewAt <= now) approveOrder(store, account, book, order);
    const physical = flpData(store).pointRewards.find((item) => item.id === order.rewardId)?.type === 'PHYSICAL';
    if (order.status === 'APPROVED' && physical && order.reviewAt + DELIVERY_DELAY_MS <= now) {
      order.status = 'DELIVERED';
      order.updatedAt = order.reviewAt + DELIVERY_DELAY_MS;
    }
  }
  for (const application of book.applications) {
    if (application.status === 'PENDING' && application.reviewAt <= now) reviewApplication(store, book, application);
  }
  return book;
}
