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
