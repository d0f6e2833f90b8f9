import { describe, expect, it } from 'vitest';
import { specCallPaths } from './spec-calls.js';

describe('specCallPaths', () => {
  it('reads table rows and prose lists of the call section only, without markers', () => {
    const text = [
      '## 6. Roles',
      '| /wps/not/a/call | GET |',
      '## 7. Calls',
      '| Path | Method |',
      '| /wps/session/login (E) | POST |',
      '| /lotto/lgw/games/opened/numero | T | opened numbers |',
      'All T: /wps/relay/MCS2_a, /wps/relay/MCS2_b (POST).',
      '## 8. Errors',
      '/wps/after/section',
    ].join('\n');
    expect(specCallPaths(text)).toEqual(['/wps/session/login', '/lotto/lgw/games/opened/numero', '/wps/relay/MCS2_a', '/wps/relay/MCS2_b']);
  });

  it('refuses a document without a call section', () => {
    expect(() => specCallPaths('# nothing here')).toThrow(/Calls/);
  });
});
