import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { signalContext } from '../../lib/apollo/reads-after-writes';

// Play moves the balance and the badges on the platform, which tells nobody: the gateway hears of it from this
// signal, re-reads the member's figures and pushes them to every open page of the member (their other tabs).
const GameWindowClosedMutation = graphql(`
  mutation GameWindowClosed {
    gameWindowClosed {
      userErrors {
        code
      }
    }
  }
`);

/**
 * Sends the signal when the game window closes: the frame page left (Back, the game's own exit) or the tab closed
 * (pagehide; a keepalive request outlives the page).
 */
export function useGameWindowClosedSignal(): void {
  const [signal] = useMutation(GameWindowClosedMutation);
  useEffect(() => {
    // A signal, not a write: the header's read of what play moved need not be asked again around it.
    const send = (keepalive: boolean) => void signal({ context: { ...signalContext, fetchOptions: { keepalive } } }).catch(() => undefined);
    const onPageHide = () => send(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      send(false);
    };
  }, [signal]);
}
