import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CustomerServiceChatDocument as ChatQuery } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { useCustomerServiceChat } from '../hooks/useCustomerServiceChat';

function ChatButton() {
  const openChat = useCustomerServiceChat();
  return (
    <button type="button" onClick={() => void openChat()}>
      chat
    </button>
  );
}

function fakePopup() {
  return { close: vi.fn(), opener: {} as unknown, location: { replace: vi.fn() } };
}

describe('useCustomerServiceChat', () => {
  it('opens a popup at once and sends it to the channel, without a handle on this window', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<ChatButton />, {
      mocks: [
        {
          request: { query: ChatQuery },
          result: {
            data: {
              site: {
                __typename: 'Site',
                customerService: { __typename: 'CustomerServiceChannel', kind: 'VIP', url: 'https://chat.example/vip' },
              },
            },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'chat' }));
    expect(open).toHaveBeenCalledWith('', 'saola-customer-service', expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example/vip'));
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup when the channel cannot be fetched', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<ChatButton />, {
      mocks: [{ request: { query: ChatQuery }, result: { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'chat' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('closes the popup when the site has no channel', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<ChatButton />, {
      mocks: [{ request: { query: ChatQuery }, result: { data: { site: { __typename: 'Site', customerService: null } } } }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'chat' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
  });
});
