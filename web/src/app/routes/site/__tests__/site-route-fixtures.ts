import type { MockLink } from '@apollo/client/testing';
import { PromotionsMemberDocument, PromotionsRouteDocument } from '../../../../gql/graphql';
import { siteChromeFields, siteFixture, type ViewerFixture } from '../../../../test/fixtures';

/** A mocked route result: the shell's data (header, navigation, footer) and the route's own fields. */
export function routeResult(fields: Record<string, unknown>, viewer: ViewerFixture | null = null) {
  const { site, ...rest } = fields;
  return {
    data: {
      site: { ...siteFixture(), ...(site as object | undefined) },
      viewer,
      ...siteChromeFields(),
      ...rest,
    },
  };
}

/** A promotion as a visitor sees it; `member` adds the logged-in member's state and how it is taken. */
export const promotion = (
  local: number,
  title: string,
  type: string,
  badge: string | null,
  state = 'ACTIVE',
  member: { memberState?: string | null; claimMode?: string | null; ticketKind?: string | null } = {},
) => ({
  __typename: 'Promotion',
  id: `UHJvbW90aW9uOj${local}`,
  title,
  type,
  badge,
  state,
  imageUrl: null,
  startsAt: '2026-01-05T01:00:00.000Z',
  endsAt: '2026-12-31T01:00:00.000Z',
  rules: null as string | null,
  memberState: null as string | null,
  claimMode: null as string | null,
  ticketKind: null as string | null,
  ...member,
});

/**
 * The promotions page's two requests over one made-up answer (issue 33): its public part (PromotionsRoute) and its
 * member part (PromotionsMember: the shell, the member's state on each card, their applications), each taking from
 * the answer the fields it selects. The member part is read afresh on each visit.
 */
export function promotionsMocks(type: string | null, result: { data: Record<string, unknown> }, { applications = false } = {}): MockLink.MockedResponse[] {
  return [
    { request: { query: PromotionsRouteDocument, variables: { type } }, result },
    { request: { query: PromotionsMemberDocument, variables: { type, applications, first: 20 } }, result, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}

export const helpTopic = (id: string, title: string) => ({
  __typename: 'HelpTopic',
  id,
  title,
  tag: null,
  content: `<p>${title} explained</p>`,
  children: [],
});
