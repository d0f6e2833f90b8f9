import type { BannerModel } from '../content/content-models.js';

export interface NoticeModel {
  /** The platform's notice id (the global id is made by the resolver). */
  id: string;
  title: string;
  content: string;
  startsAt: string | null;
  endsAt: string | null;
  priority: number;
}

/** Everything one announcements call yields; banners and promotions are read from the same cached entry. */
export interface AnnouncementsModel {
  player: NoticeModel[];
  popup: NoticeModel[];
  /** PR announcements; optional because an entry cached by an older gateway may lack it. */
  promotions?: NoticeModel[];
  banners?: BannerModel[];
}
