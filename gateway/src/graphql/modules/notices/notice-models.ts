export interface NoticeModel {
  /** The platform's notice id (the global id is made by the resolver). */
  id: string;
  title: string;
  content: string;
  startsAt: string | null;
  endsAt: string | null;
  priority: number;
}

/** Everything one announcements call yields; later modules read banners and popups from the same entry. */
export interface AnnouncementsModel {
  player: NoticeModel[];
  popup: NoticeModel[];
}
