import type { Language } from '../../protocol/headers.js';
import type { PromotionApplication } from '../member-book/member-book.js';
import { localize } from '../../core/localized.js';
import type { SandboxStore } from '../../core/store.js';

export function applicationValue(store: SandboxStore, application: PromotionApplication, language: Language) {
  const notice = store.data.notices.find((item) => item.type === 'PR' && item.id === application.promotionId);
  return {
    applicationId: application.applicationId,
    promotionId: application.promotionId,
    promotionTitle: notice === undefined ? '' : localize(notice.title, language),
    requestId: application.requestId,
    comment: application.comment,
    images: application.images.map((image) => ({ ...image })),
    status: application.status,
    remark: application.remark === null ? null : localize(application.remark, language),
    createdAt: application.createdAt,
    reviewedAt: application.reviewedAt,
  };
}
