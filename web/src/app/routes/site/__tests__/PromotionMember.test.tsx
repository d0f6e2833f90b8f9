import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApplyPromotionDocument, ClaimRafflePromotionDocument } from '../../../../gql/graphql';
import { aliceViewer, countsFixture } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { promotion, promotionsMocks, routeResult } from './site-route-fixtures';

const wheel = promotion(3004, 'Lucky wheel', 'NEWBIE', 'NEWBIE', 'ACTIVE', { memberState: 'CLAIM', claimMode: 'RAFFLE', ticketKind: 'PRIZE_WHEEL' });
const deposit = promotion(3002, '10% daily deposit bonus', 'DEPOSIT', 'DAILY', 'ACTIVE', { memberState: 'JOIN', claimMode: 'APPLY' });
const rebate = promotion(3001, 'Unlimited 1.5% rebate', 'REBATE', 'HIGH_REBATE', 'ACTIVE', { memberState: 'JOINED', claimMode: 'AUTO' });
const vip = promotion(3005, 'VIP privileges', 'RANKING', 'VIP', 'ACTIVE', { memberState: 'REJECTED', claimMode: 'APPLY' });

const route = promotionsMocks(null, routeResult({ promotionTypes: ['REBATE', 'DEPOSIT', 'RANKING', 'NEWBIE'], promotions: [wheel, deposit, rebate, vip] }, aliceViewer));


function recording(query: unknown, sent: Array<Record<string, unknown>>, data: Record<string, unknown>) {
  return {
    request: { query: query as never, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return { data };
    },
    delay: 20,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const card = (title: string) => within(screen.getAllByTestId('promotion-card').find((element) => element.textContent?.includes(title)) as HTMLElement);

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe("promotions for a member", () => {
  it("shows the member's state on each card with the action it allows", async () => {
    renderApp('/promotions', [...route]);
    await screen.findAllByTestId('promotion-card');
    expect(card('Lucky wheel').getByTestId('promotion-member-state').textContent).toBe('Claim');
    expect(card('Lucky wheel').getByRole('button', { name: 'Claim ticket' })).toBeTruthy();
    expect(card('deposit').getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(card('rebate').getByTestId('promotion-member-state').textContent).toBe('Joined');
    expect(card('rebate').queryByRole('button')).toBeNull();
    expect(card('VIP').getByTestId('promotion-member-state').textContent).toBe('Rejected');
    expect(card('VIP').getByRole('button', { name: 'Apply again' })).toBeTruthy();
    // A member may see their applications.
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/promotions?view=applications');
  });

  it("lists the member's applications on ?view=applications, from the page's member part", async () => {
    const application = {
      __typename: 'PromotionApplication',
      id: 'QXBwOjE=',
      promotionTitle: '10% daily deposit bonus',
      comment: 'Deposited 200,000 at 10:00',
      imageCount: 2,
      status: 'PENDING',
      remark: null,
      createdAt: '2026-11-20T03:00:00.000Z',
      reviewedAt: null,
    };
    const promotionApplications = {
      __typename: 'PromotionApplicationConnection',
      edges: [{ __typename: 'PromotionApplicationEdge', cursor: 'c1', node: application }],
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
    };
    const viewer = { ...aliceViewer, promotionApplications } as typeof aliceViewer;
    const { requests } = renderApp('/promotions?view=applications', [
      ...promotionsMocks(null, routeResult({ promotionTypes: ['DEPOSIT'], promotions: [deposit] }, viewer), { applications: true }),
    ]);
    const row = await screen.findByTestId('promotion-application');
    expect(row.textContent).toContain('10% daily deposit bonus');
    expect(row.dataset.status).toBe('PENDING');
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('promotion-list')).toBeNull();
    expect(requests.map((request) => request.name)).toEqual(['PromotionsRoute', 'PromotionsMember']);
  });

  it('claims a raffle ticket: the wheel shows what was won and the card turns claimed', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderApp('/promotions', [
      ...route,
      recording(ClaimRafflePromotionDocument, sent, {
        claimRafflePromotion: {
          __typename: 'ClaimRafflePromotionPayload',
          claim: {
            __typename: 'RaffleClaim',
            id: 'UmFmZmxlOjE=',
            ticketKind: 'PRIZE_WHEEL',
            prize: '28.00',
            promotion: { __typename: 'Promotion', id: wheel.id, memberState: 'CLAIMED' },
          },
          viewer: { __typename: 'Viewer', counts: countsFixture({ rewards: 1 }) },
          userErrors: [],
        },
      }),
    ]);
    await screen.findAllByTestId('promotion-card');
    const claim = card('Lucky wheel').getByRole('button', { name: 'Claim ticket' });
    fireEvent.click(claim);
    expect(claim.hasAttribute('disabled')).toBe(true);
    fireEvent.click(claim);
    const result = within(await screen.findByTestId('raffle-result'));
    expect(result.getByTestId('ticket-reveal').dataset.kind).toBe('PRIZE_WHEEL');
    expect(result.getByTestId('raffle-prize').textContent).toBe('You won 28.00!');
    expect(result.getByRole('link', { name: 'Open the reward centre' }).getAttribute('href')).toBe('/member/rewardCenter');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toEqual({ promotionId: wheel.id, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    fireEvent.click(result.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card('Lucky wheel').getByTestId('promotion-member-state').textContent).toBe('Claimed'));
  });

  it('says why a claim is refused, in the player language', async () => {
    renderApp(
      '/promotions',
      [
        ...route,
        recording(ClaimRafflePromotionDocument, [], {
          claimRafflePromotion: {
            __typename: 'ClaimRafflePromotionPayload',
            claim: null,
            viewer: null,
            userErrors: [{ __typename: 'UserError', field: 'promotionId', code: 'ALREADY_CLAIMED', details: null }],
          },
        }),
      ],
      'vi',
    );
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(card('Lucky wheel').getByRole('button', { name: 'Nhận vé' }));
    expect((await card('Lucky wheel').findByRole('alert')).textContent).toBe('Bạn đã nhận phần thưởng này rồi');
  });

  /** The gateway taking an application, recording what was sent. */
  const appliedAnswer = (sent: Array<Record<string, unknown>>) => ({
    request: { query: ApplyPromotionDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return {
        data: {
          applyPromotion: {
            __typename: 'ApplyPromotionPayload',
            application: {
              __typename: 'PromotionApplication',
              id: 'QXBwOjE=',
              status: 'PENDING',
              promotion: { __typename: 'Promotion', id: deposit.id, memberState: 'APPLYING' },
            },
            userErrors: [],
          },
        },
      };
    },
  });

  it('applies with a comment and two images, sent as files with the preflight header', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const { requests } = renderApp('/promotions', [
      ...route,
      appliedAnswer(sent),
    ]);
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(card('deposit').getByRole('button', { name: 'Apply' }));
    const dialog = within(screen.getByTestId('apply-promotion-dialog'));
    fireEvent.change(dialog.getByLabelText('Comment (optional)'), { target: { value: 'Deposited 200,000 at 10:00' } });
    expect(dialog.getByText('26/140')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Proof images, optional (png or jpg, up to 3, 5MB each)'), { target: { files: [png('a.png'), png('b.png')] } });
    expect(dialog.getAllByTestId('chosen-image')).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await dialog.findByTestId('apply-promotion-sent')).toBeTruthy();
    const input = sent[0]?.input as { promotionId: string; comment: string; proofImages: File[]; idempotencyKey: string };
    expect(input.promotionId).toBe(deposit.id);
    expect(input.comment).toBe('Deposited 200,000 at 10:00');
    expect(input.proofImages.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(input.proofImages[0]).toBeInstanceOf(File);
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Files make it a multipart request, which the gateway takes only with this header (CSRF).
    expect(requests.find((request) => request.name === 'ApplyPromotion')?.headers['Apollo-Require-Preflight']).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(card('deposit').getByTestId('promotion-member-state').textContent).toBe('Applying'));
  });

  it('sends an application with neither comment nor pictures, as the form says both are optional (spec 001 §3)', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderApp('/promotions', [...route, appliedAnswer(sent)]);
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(card('deposit').getByRole('button', { name: 'Apply' }));
    const dialog = within(screen.getByTestId('apply-promotion-dialog'));
    expect(dialog.getByLabelText('Comment (optional)')).toBeTruthy();
    expect(dialog.getByLabelText('Proof images, optional (png or jpg, up to 3, 5MB each)')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await dialog.findByTestId('apply-promotion-sent')).toBeTruthy();
    expect(sent[0]?.input).toEqual({ promotionId: deposit.id, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
  });

  it('refuses a 141-character comment and a fourth image in the browser, sending nothing', async () => {
    const { requests } = renderApp('/promotions', [...route]);
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(card('deposit').getByRole('button', { name: 'Apply' }));
    const dialog = within(screen.getByTestId('apply-promotion-dialog'));
    fireEvent.change(dialog.getByLabelText('Comment (optional)'), { target: { value: 'x'.repeat(141) } });
    fireEvent.change(dialog.getByLabelText('Proof images, optional (png or jpg, up to 3, 5MB each)'), {
      target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] },
    });
    expect(await dialog.findByText('Cannot upload more than 3 images')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send application' }));
    expect(await dialog.findByText('The comment can be at most 140 characters')).toBeTruthy();
    // Removing the fourth picture takes its message away.
    fireEvent.click(dialog.getByRole('button', { name: 'Remove 4.png' }));
    await waitFor(() => expect(dialog.queryByText('Cannot upload more than 3 images')).toBeNull());
    expect(requests.map((request) => request.name)).not.toContain('ApplyPromotion');
  });

  it('refuses a picture that is not png or jpg by its bytes, whatever its name', async () => {
    renderApp('/promotions', [...route]);
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(card('deposit').getByRole('button', { name: 'Apply' }));
    const dialog = within(screen.getByTestId('apply-promotion-dialog'));
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'proof.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('Proof images, optional (png or jpg, up to 3, 5MB each)'), { target: { files: [gif] } });
    expect(await dialog.findByText('Only png or jpg images are accepted')).toBeTruthy();
  });
});
