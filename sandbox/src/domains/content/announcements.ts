import { PlatformError } from '../../protocol/errors.js';
import type { Language } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import type { Banner } from './banners.js';
import { localize } from '../../core/localized.js';
import type { Notice, NoticeType } from './notices.js';

const TYPE_CODES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type TypeCode = (typeof TYPE_CODES)[number];

/** `types=B,PL,PU,PR`: required, comma-separated, each one of the five known codes. */
function requestedTypes(types: string | undefined): Set<TypeCode> {
  const codes = (types ?? '').split(',').map((code) => code.trim()).filter((code) => code !== '');
  if (codes.length === 0) throw PlatformError.of('requestParam', { message: 'types is required' });
  const known = codes.map((code) => TYPE_CODES.find((typeCode) => typeCode === code));
  if (known.some((code) => code === undefined)) throw PlatformError.of('requestParam', { message: 'Unknown type' });
  return new Set(known.filter((code) => code !== undefined));
}

function noticeValue(notice: Notice, language: Language) {
  return {
    id: notice.id,
    title: localize(notice.title, language),
    content: localize(notice.content, language),
    type: notice.type,
    startDate: notice.startDate,
    endDate: notice.endDate,
    priority: notice.priority,
    sortIndex: notice.sortIndex,
  };
}

/** A banner is an announcement of type B; its link is a promotion (P) or an address (URL). */
function bannerValue(banner: Banner, language: Language) {
  return {
    bannerId: banner.bannerId,
    announcementId: banner.bannerId,
    title: localize(banner.title, language),
    url: banner.imagePath,
    linkage: banner.target ?? '',
    linkageType: banner.linkageType,
    groupName: banner.groupName,
    redirect: banner.linkageType === 'P' ? 'PROMO' : banner.linkageType === 'URL' ? 'REDIRECT_URL' : null,
    externalLink: banner.linkageType === 'URL' ? (banner.target ?? '') : '',
    redirectPromotionId: banner.linkageType === 'P' ? Number(banner.target) : null,
  };
}

export const announcementRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'AGEANNOUNCE3',
    token: false,
    handle: ({ store, query, language }) => {
      const wanted = requestedTypes(query.types);
      const notices = (type: NoticeType) =>
        wanted.has(type)
          ? store.data.notices
              .filter((notice) => notice.type === type)
              .sort((left, right) => left.sortIndex - right.sortIndex || left.id - right.id)
              .map((notice) => noticeValue(notice, language))
          : [];
      return {
        player: notices('PL'),
        promotion: notices('PR'),
        popup: notices('PU'),
        hot: notices('H'),
        banners: wanted.has('B') ? store.data.banners.map((banner) => bannerValue(banner, language)) : [],
      };
    },
  }),
];
