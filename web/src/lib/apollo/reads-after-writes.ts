import { ApolloLink, type ApolloCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { defer, finalize, first, mergeMap, of, Subject, tap, type Observable } from 'rxjs';
import { sessionsEnded } from './session-epoch';

/** Writes (mutations) seen by each cache: how many were sent, and how many still wait for their answer. */
interface WriteClock {
  sent: number;
  pending: number;
  /** Told each time the last pending write is answered. */
  settled: Subject<void>;
}

const clocks = new WeakMap<ApolloCache, WriteClock>();

function clockOf(cache: ApolloCache): WriteClock {
  let clock = clocks.get(cache);
  if (!clock) {
    clock = { sent: 0, pending: 0, settled: new Subject<void>() };
    clocks.set(cache, clock);
  }
  return clock;
}

/** Sent with a mutation that changes nothing a read answers (a signal to the gateway): reads around it stand. */
export const signalContext = { signalOnly: true } as const;

/** A read that keeps overlapping writes (a member clicking fast) is delivered after this many re-reads anyway. */
const maxRereads = 3;

/**
 * A read whose flight overlapped a write may carry what the platform held before that write: delivered after
 * the write's own answer, it would put old balances back over the payload's new ones (a refetch started by the
 * previous transfer, landing after "all back to main"). Apollo also joins a refetch asked while the same query is
 * in flight to that older request, so the write's own refetch cannot correct it. Such a read is asked again, below
 * Apollo's de-duplication, once the writes are answered; only a read that overlapped no write is delivered.
 */
export const readsAfterWritesLink = new ApolloLink((operation, forward) => {
  const clock = clockOf(operation.client.cache);
  if (operation.operationType === OperationTypeNode.MUTATION && operation.getContext().signalOnly !== true) {
    clock.sent += 1;
    clock.pending += 1;
    let answered = false;
    const settle = () => {
      if (answered) return;
      answered = true;
      clock.pending -= 1;
      if (clock.pending === 0) clock.settled.next();
    };
    // Settled on the answer itself, before Apollo writes it and starts the mutation's refetches.
    return forward(operation).pipe(tap({ next: settle, error: settle }), finalize(settle));
  }
  if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);


  const read = (rereadsLeft: number): Observable<ApolloLink.Result> =>
    defer(() => {
      const sentAfter = clock.sent;
      const overlapsWrite = clock.pending > 0;
      const sessionsEndedAtSend = sessionsEnded(operation.client.cache);
      let firstAnswer = true;
      return forward(operation).pipe(
        mergeMap((result) => {
          // After a logout, asking again would only ask as nobody (and a session-bound answer is dropped anyway).
          const sessionGoesOn = sessionsEnded(operation.client.cache) === sessionsEndedAtSend;
          const stale = firstAnswer && rereadsLeft > 0 && sessionGoesOn && (overlapsWrite || clock.sent !== sentAfter);
          firstAnswer = false;
          if (!stale) return of(result);
          // Asked again once no write is waiting for its answer, so the re-read comes after them all.
          const noWritePending = clock.pending === 0 ? of(undefined) : clock.settled.pipe(first());
          return noWritePending.pipe(mergeMap(() => read(rereadsLeft - 1)));
        }),
      );
    });
  return read(maxRereads);
});
