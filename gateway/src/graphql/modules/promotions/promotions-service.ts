import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { PromotionType } from '../../../__generated__/schema-types.js';
import type { ContentService } from '../content/index.js';
import type { NoticesService } from '../notices/index.js';
import { orderedTypes, toPromotion, toPromotionDetails, type PromotionDetailsValue } from './promotion-mapping.js';
import type { PromotionDetailsModel, PromotionModel } from './promotion-models.js';

/**
 * Promotions are the PR announcements (from the announcements entry notices already caches) joined with
 * `MCSFE_getPromotionDetails` for type, badge and state: two PUBLIC resources, each one cached call.
 */
export class PromotionsService {
  constructor(
    private readonly platform: Platform,
    private readonly notices: NoticesService,
    private readonly content: ContentService,
  ) {}

  async promotions(type: PromotionType | null | undefined): Promise<PromotionModel[]> {
    const all = await this.all();
    return type === null || type === undefined ? all : all.filter((promotion) => promotion.type === type);
  }

  /** Types that have at least one promotion, in the page's filter order. */
  async promotionTypes(): Promise<PromotionType[]> {
    return orderedTypes((await this.all()).flatMap((promotion) => promotion.type ?? []));
  }

  async byId(id: string): Promise<PromotionModel | null> {
    return (await this.all()).find((promotion) => promotion.id === id) ?? null;
  }

  async imageUrl(promotion: PromotionModel): Promise<string | null> {
    return promotion.image === null ? null : this.content.bannerImageUrl({ image: promotion.image });
  }

  private async all(): Promise<PromotionModel[]> {
    const [announcements, details] = await Promise.all([this.notices.announcements(), this.details()]);
    const byId = new Map(details.map((entry) => [entry.id, entry]));
    const now = Date.now();
    return (announcements.promotions ?? []).map((notice) => toPromotion(notice, byId.get(notice.id), announcements.banners ?? [], now));
  }

  private details(): Promise<PromotionDetailsModel[]> {
    return this.platform.shared('promotionDetails', calls.promotionDetails, { languageParam: 'language', map: (value: PromotionDetailsValue[]) =>
      toPromotionDetails(value) });
  }
}
