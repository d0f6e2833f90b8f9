import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Asked at the click, not with the page: the channel depends on who is logged in now (VIP service above rank 4).
const CustomerServiceChatQuery = graphql(`
  query CustomerServiceChat {
    site {
      customerService {
        kind
        url
      }
    }
  }
`);

/** The chat window's name, so a second click reuses the open window. */
export const chatWindowName = 'saola-customer-service';
const chatWindowFeatures = 'popup,width=420,height=680';

/**
 * Opens customer service (spec 000 §2, §8): a popup window opens at once (so no blocker stops it), the
 * channel is fetched, and the window goes to it; if the fetch fails or there is no channel, the popup closes.
 */
export function useCustomerServiceChat(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    const popup = window.open('', chatWindowName, chatWindowFeatures);
    let url: string | null = null;
    try {
      const { data } = await client.query({ query: CustomerServiceChatQuery, fetchPolicy: 'network-only' });
      url = data?.site.customerService?.url ?? null;
    } catch {
      url = null;
    }
    if (url === null) {
      popup?.close();
      return;
    }
    if (popup) {
      // The chat is another site: it gets no handle on this window.
      popup.opener = null;
      popup.location.replace(url);
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  }, [client]);
}
