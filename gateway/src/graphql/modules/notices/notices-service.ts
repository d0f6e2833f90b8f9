import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { AnnouncementsModel, NoticeModel } from './notice-models.js';
import { sanitiseHtml } from '../../html/sanitise-html.js';
import { toBanners, type BannerValue } from './banners.js';

interface UpstreamNotice {
  id?: number | string;
  title?: string;
  content?: string;
  startDate?: number | null;
  endDate?: number | null;
  priority?: number;
  sortIndex?: number;
}

interface AnnouncementsValue {
  player?: UpstreamNotice[];
  popup?: UpstreamNotice[];
  promotion?: UpstreamNotice[];
  banners?: BannerValue[];
}

// The announcement types the site shows: banners, player notices, popups, promotions (spec 001 section 7).
export const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

export class NoticesService {
  constructor(private readonly platform: Platform) {}

  async playerNotices(): Promise<NoticeModel[]> {
    return (await this.announcements()).player;
  }

  async byId(id: string): Promise<NoticeModel | null> {
    const { player, popup } = await this.announcements();
    return player.find((n) => n.id === id) ?? popup.find((n) => n.id === id) ?? null;
  }

  /** Shared by every visitor of a language: a thousand home-page loads make one upstream call. */
  announcements(): Promise<AnnouncementsModel> {
    return this.platform.shared('announcements', calls.announcements, {
      query: ANNOUNCEMENT_QUERY,
      map: (value: AnnouncementsValue) => ({
        player: toNotices(value.player),
        popup: toNotices(value.popup),
        promotions: toNotices(value.promotion),
        banners: toBanners(value.banners),
      }),
    });
  }
}

const toDateTime = (ms: number | null | undefined): string | null =>
  typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null;

function toNotices(list: UpstreamNotice[] | undefined): NoticeModel[] {
  return (list ?? [])
    .filter((n) => n.id !== undefined && n.id !== null)
    .map((n) => ({
      id: String(n.id),
      title: n.title ?? '',
      content: sanitiseHtml(n.content ?? ''),
      startsAt: toDateTime(n.startDate),
      endsAt: toDateTime(n.endDate),
      priority: n.priority ?? 0,
    }));
}
