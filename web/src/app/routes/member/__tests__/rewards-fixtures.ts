import { aliceViewer, countsFixture } from '../../../../test/fixtures';

// The rewards pages' data as the gateway answers it (typenames included), for route mocks.

export function referralFixture(overrides: Partial<{ enabled: boolean; invitees: Array<{ account: string; nickname: string | null; joinedAt: string }> }> = {}) {
  const invitees = overrides.invitees ?? [{ account: 'pla***02', nickname: 'Bình', joinedAt: '2026-01-12T03:00:00.000Z' }];
  return {
    __typename: 'Referral' as const,
    enabled: overrides.enabled ?? true,
    code: '52RRTTEG',
    link: 'https://saola.example/register?referralCode=52RRTTEG',
    qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    invitees: {
      __typename: 'ReferralInviteeConnection' as const,
      edges: invitees.map((invitee, index) => ({
        __typename: 'ReferralInviteeEdge' as const,
        cursor: `c${index}`,
        node: { __typename: 'ReferralInvitee' as const, ...invitee },
      })),
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: invitees.length ? `c${invitees.length - 1}` : null },
      totalCount: invitees.length,
    },
  };
}

/** A Relay connection of nodes, one page, as the gateway answers it. */
export function connection<T extends object>(typename: string, nodes: T[], extra: Record<string, unknown> = {}, hasNextPage = false) {
  return {
    __typename: `${typename}Connection`,
    edges: nodes.map((node, index) => ({ __typename: `${typename}Edge`, cursor: `${typename}:${index}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `${typename}:${nodes.length - 1}` : null },
    totalCount: nodes.length,
    ...extra,
  };
}

export function rewardItem(id: string, title: string, fields: Partial<{ kind: string; amount: string; points: number; status: string; source: string }> = {}) {
  return {
    __typename: 'RewardItem' as const,
    id,
    source: fields.source ?? 'MISSION',
    title,
    kind: fields.kind ?? 'CASH',
    amount: fields.amount ?? '28.00',
    points: fields.points ?? 0,
    status: fields.status ?? 'UNCLAIMED',
    createdAt: '2026-01-14T03:00:00.000Z',
    claimedAt: null as string | null,
  };
}

export function inboxMessage(id: string, title: string, read = false) {
  return {
    __typename: 'InboxMessage' as const,
    id,
    category: 'SYSTEM',
    title,
    content: `<p>${title}: <strong>details</strong></p>`,
    read,
    createdAt: '2026-01-14T03:00:00.000Z',
  };
}

export function mission(id: string, title: string, fields: Partial<{ state: string; progress: string; target: string; unit: string; period: string }> = {}) {
  return {
    __typename: 'Mission' as const,
    id,
    title,
    period: fields.period ?? 'DAILY',
    unit: fields.unit ?? 'BET_AMOUNT',
    progress: fields.progress ?? '320.00',
    target: fields.target ?? '500.00',
    state: fields.state ?? 'IN_PROGRESS',
    periodEndsAt: '2026-01-15T17:00:00.000Z',
    reward: { __typename: 'MissionReward' as const, kind: 'POINTS', points: 50, amount: '0.00' },
  };
}

/** The viewer of a member page with the badge counts given. */
export function viewerWithCounts(counts: Partial<Record<'missions' | 'inbox' | 'rewards', number>>, fields: Record<string, unknown> = {}) {
  return { ...aliceViewer, counts: countsFixture(counts), ...fields };
}
