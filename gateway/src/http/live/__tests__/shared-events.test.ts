import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RequestExposure } from '../../../graphql/platform/request-exposure.js';
import { SharedEvents } from '../stream-events.js';

/** An execution that answers for `who`, recording what it read as a context would. */
function executionFor(who: string, runs: string[], read: (exposure: RequestExposure) => void = () => undefined) {
  return async (exposure?: RequestExposure): Promise<ExecutionResult> => {
    runs.push(who);
    if (exposure !== undefined) read(exposure);
    return { data: { for: who } };
  };
}

describe('shared event executions', () => {
  it('executes an event once for alike streams when the answer read nothing of the visitor', async () => {
    const shared = new SharedEvents();
    const event = { latest: [{ player: 'vip01', amount: '10.00' }] };
    const runs: string[] = [];
    const answers = await Promise.all(['a', 'b', 'c'].map((who) => shared.result(event, 'winners|vi', executionFor(who, runs))));
    expect(runs).toEqual(['a']);
    expect(answers.map((answer) => answer.data)).toEqual([{ for: 'a' }, { for: 'a' }, { for: 'a' }]);
    // Another language (or plan, variables, host) is not alike, and a new event is executed again.
    await shared.result(event, 'winners|en', executionFor('d', runs));
    await shared.result({ ...event }, 'winners|vi', executionFor('e', runs));
    expect(runs).toEqual(['a', 'd', 'e']);
  });

  it("never hands one stream's answer to another when the execution asked who the viewer is or read their own data", async () => {
    const shared = new SharedEvents();
    const event = { balance: '1.00' };
    const runs: string[] = [];
    const asksWho = (exposure: RequestExposure) => exposure.sessionRead();
    const readsPrivately = (exposure: RequestExposure) => exposure.privateRead();
    const first = await shared.result(event, 'wallet|vi', executionFor('member-1', runs, asksWho));
    const second = await shared.result(event, 'wallet|vi', executionFor('member-2', runs, asksWho));
    expect([first.data, second.data]).toEqual([{ for: 'member-1' }, { for: 'member-2' }]);
    const third = await shared.result(event, 'counts|vi', executionFor('member-3', runs, readsPrivately));
    const fourth = await shared.result(event, 'counts|vi', executionFor('member-4', runs, readsPrivately));
    expect([third.data, fourth.data]).toEqual([{ for: 'member-3' }, { for: 'member-4' }]);
    expect(runs).toEqual(['member-1', 'member-2', 'member-3', 'member-4']);
  });
});
