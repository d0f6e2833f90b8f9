import { describe, expect, it } from 'vitest';
import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Subject } from 'rxjs';
import { createApolloClient } from '../client';
import { signalContext } from '../reads-after-writes';

// Parsed, not graphql() documents: codegen must not take a test's made-up operations into the manifest.
const Balance: TypedDocumentNode<{ wallet: { id: string; sum: number } }> = parse(`
  query Balance {
    wallet {
      id
      sum
    }
  }
`);
const Move: TypedDocumentNode<{ move: { id: string; sum: number } }> = parse(`
  mutation Move {
    move {
      id
      sum
    }
  }
`);

/** A network whose answers the test sends by hand, in the order it chooses. */
function heldNetwork() {
  const asked: { name: string; answer: Subject<ApolloLink.Result> }[] = [];
  const link = new ApolloLink((operation) => {
    const answer = new Subject<ApolloLink.Result>();
    asked.push({ name: operation.operationName ?? '', answer });
    return answer;
  });
  const reply = (index: number, data: Record<string, unknown>) => {
    const request = asked[index];
    if (!request) throw new Error(`no request ${index}; asked ${asked.map((a) => a.name).join(', ')}`);
    request.answer.next({ data });
    request.answer.complete();
  };
  return { link, asked, reply };
}

const wallet = (sum: number) => ({ __typename: 'Wallet', id: 'w1', sum });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a read that overlapped a write', () => {
  it('is asked again, so an older balance never lands over the write’s answer', async () => {
    const network = heldNetwork();
    const client = createApolloClient({ getLocale: () => 'vi', terminatingLink: network.link });

    const read = client.query({ query: Balance, fetchPolicy: 'network-only' });
    await settle();
    const write = client.mutate({ mutation: Move });
    await settle();
    expect(network.asked.map((a) => a.name)).toEqual(['Balance', 'Move']);

    network.reply(1, { move: wallet(5) });
    await write;
    // The read answers with what the platform held before the move: it must not be delivered.
    network.reply(0, { wallet: wallet(10) });
    await settle();
    expect(network.asked.map((a) => a.name)).toEqual(['Balance', 'Move', 'Balance']);
    expect(client.cache.extract()).toMatchObject({ 'Wallet:w1': { sum: 5 } });

    network.reply(2, { wallet: wallet(5) });
    expect((await read).data?.wallet.sum).toBe(5);
  });

  it('is asked again when it was sent while a write was still unanswered', async () => {
    const network = heldNetwork();
    const client = createApolloClient({ getLocale: () => 'vi', terminatingLink: network.link });

    const write = client.mutate({ mutation: Move });
    await settle();
    const read = client.query({ query: Balance, fetchPolicy: 'network-only' });
    await settle();
    network.reply(1, { wallet: wallet(10) });
    network.reply(0, { move: wallet(5) });
    await write;
    await settle();
    expect(network.asked.map((a) => a.name)).toEqual(['Move', 'Balance', 'Balance']);
    network.reply(2, { wallet: wallet(5) });
    expect((await read).data?.wallet.sum).toBe(5);
  });

  it('is not: a read with no write in its flight is delivered as it came, once', async () => {
    const network = heldNetwork();
    const client = createApolloClient({ getLocale: () => 'vi', terminatingLink: network.link });

    const write = client.mutate({ mutation: Move });
    await settle();
    network.reply(0, { move: wallet(5) });
    await write;
    const read = client.query({ query: Balance, fetchPolicy: 'network-only' });
    await settle();
    network.reply(1, { wallet: wallet(7) });
    expect((await read).data?.wallet.sum).toBe(7);
    expect(network.asked.map((a) => a.name)).toEqual(['Move', 'Balance']);
  });

  it('is delivered after a few re-reads when writes keep overlapping it', async () => {
    const network = heldNetwork();
    const client = createApolloClient({ getLocale: () => 'vi', terminatingLink: network.link });

    const read = client.query({ query: Balance, fetchPolicy: 'network-only' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await settle();
      const write = client.mutate({ mutation: Move });
      await settle();
      const writeIndex = network.asked.length - 1;
      const readIndex = network.asked.map((a) => a.name).lastIndexOf('Balance');
      network.reply(writeIndex, { move: wallet(attempt) });
      await write;
      network.reply(readIndex, { wallet: wallet(100 + attempt) });
    }
    expect((await read).data?.wallet.sum).toBe(103);
    expect(network.asked.filter((a) => a.name === 'Balance')).toHaveLength(4);
  });
});

describe('a signal mutation', () => {
  it('leaves the reads around it alone', async () => {
    const network = heldNetwork();
    const client = createApolloClient({ getLocale: () => 'vi', terminatingLink: network.link });

    const read = client.query({ query: Balance, fetchPolicy: 'network-only' });
    await settle();
    const signal = client.mutate({ mutation: Move, context: signalContext });
    await settle();
    network.reply(1, { move: wallet(5) });
    await signal;
    network.reply(0, { wallet: wallet(10) });
    expect((await read).data?.wallet.sum).toBe(10);
    expect(network.asked.map((a) => a.name)).toEqual(['Balance', 'Move']);
  });
});
