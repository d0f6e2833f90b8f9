import { defineRoute } from '../../core/route-registry.js';
import { localize } from '../../core/localized.js';
import { page, pagingOf } from './agency-params.js';
import { agentOf } from './agent-guard.js';

/** The agent centre's announcement page: pinned first, then newest first; localised by `Language`. */
export const agentAnnouncementRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getAgentAnnouncements',
    moduleId: 'AGEANNOUNCE3',
    token: true,
    handle: ({ store, session, query, language }) => {
      agentOf(store, session);
      const paging = pagingOf(query);
      const notices = [...store.data.agency.agentNotices]
        .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt - a.publishedAt)
        .map((notice) => ({
          id: notice.id,
          title: localize(notice.title, language),
          content: localize(notice.content, language),
          publishedAt: notice.publishedAt,
          pinned: notice.pinned,
        }));
      return page(notices, paging);
    },
  }),
];
