import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MarkAllInboxReadDocument, MessageRouteDocument, ReadInboxMessageDocument } from '../../../../gql/graphql';
import { countsFixture } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { memberRouteMock } from './member-centre-kit';
import { connection, inboxMessage, viewerWithCounts } from './rewards-fixtures';

const welcome = inboxMessage('SW5ib3g6MQ==', 'Welcome to Saola');
const approved = inboxMessage('SW5ib3g6Mg==', 'Redemption approved');
const older = inboxMessage('SW5ib3g6Mw==', 'Weekly news', true);

const route = (unread: number, messages = [welcome, approved, older]) =>
  memberRouteMock(MessageRouteDocument, {
    viewer: viewerWithCounts({ inbox: unread }, { inbox: connection('InboxMessage', messages) }),
    variables: { filter: null, first: 20 },
  });

const rows = () => screen.getAllByTestId('inbox-message');

/**
 * The page with `unread` messages, whose counts the tab's stream also answers first (the gateway's fresh read): a
 * test that moves the badge waits for that answer, which would otherwise land on top of the move.
 */
async function inboxPage(unread: number, mocks: Parameters<typeof renderApp>[1] = []) {
  const app = renderApp('/member/messageV2', [route(unread), ...mocks]);
  app.live.answers.set('COUNTS', countsFixture({ inbox: unread }));
  await screen.findByTestId('inbox');
  await waitFor(() => expect(app.live.openFeeds()).toContain('COUNTS'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return app;
}

describe('inbox', () => {
  it('lists the messages, unread ones marked, with the unread count in the menu badge', async () => {
    await inboxPage(2);
    expect(rows().map((row) => row.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(screen.getByTestId('inbox-unread').textContent).toBe('2 unread messages');
    expect(screen.getByTestId('member-menu-badge-inbox').textContent).toContain('2');
  });

  it('reads a message as it opens: it turns read and the badge count drops', async () => {
    const sent: Array<Record<string, unknown>> = [];
    await inboxPage(2, [
      {
        request: { query: ReadInboxMessageDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return {
            data: {
              readInboxMessage: {
                __typename: 'ReadInboxMessagePayload',
                message: { __typename: 'InboxMessage', id: welcome.id, read: true },
                viewer: { __typename: 'Viewer', counts: countsFixture({ inbox: 1 }) },
                userErrors: [],
              },
            },
          };
        },
      },
    ]);
    fireEvent.click(rows()[0] as HTMLElement);
    const dialog = within(await screen.findByTestId('inbox-message-dialog'));
    expect(dialog.getByRole('heading', { name: 'Welcome to Saola' })).toBeTruthy();
    expect(dialog.getByText('details').tagName).toBe('STRONG');
    await waitFor(() => expect(screen.getByTestId('member-menu-badge-inbox').textContent).toContain('1'));
    expect(rows()[0]?.dataset.read).toBe('true');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('1 unread message');
    expect(sent).toEqual([{ input: { messageId: welcome.id } }]);
  });

  it('opens a read message without asking the gateway again', async () => {
    const { requests } = renderApp('/member/messageV2', [route(2)]);
    await screen.findByTestId('inbox');
    fireEvent.click(rows()[2] as HTMLElement);
    await screen.findByTestId('inbox-message-dialog');
    expect(requests.map((request) => request.name)).not.toContain('ReadInboxMessage');
  });

  it('marks everything read, and the badge goes', async () => {
    await inboxPage(2, [
      {
        request: { query: MarkAllInboxReadDocument },
        result: {
          data: {
            markInboxMessagesRead: {
              __typename: 'MarkInboxMessagesReadPayload',
              updatedCount: 2,
              viewer: { __typename: 'Viewer', counts: countsFixture({ inbox: 0 }) },
              userErrors: [],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(rows().every((row) => row.dataset.read === 'true')).toBe(true));
    expect(screen.queryByTestId('member-menu-badge-inbox')).toBeNull();
    expect(screen.getByTestId('inbox-unread').textContent).toBe('No unread messages');
  });

  it('says so when there is nothing in a category', async () => {
    renderApp('/member/messageV2?category=PROMOTION', [
      memberRouteMock(MessageRouteDocument, {
        viewer: viewerWithCounts({}, { inbox: connection('InboxMessage', []) }),
        variables: { filter: { category: 'PROMOTION' }, first: 20 },
      }),
    ]);
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe('There are no messages here.');
    expect(screen.getByRole('tab', { name: 'Promotions' }).getAttribute('aria-selected')).toBe('true');
  });
});
