import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContract, formatReport, passes, readAcceptedBreaks, RELEASED_SCHEMA } from './schema-contract.js';
import { SCHEMA_DIR, sdlOfDir } from './sdl.js';

const released = () => readFileSync(RELEASED_SCHEMA, 'utf8');
const copies: string[] = [];

/** A copy of schema/ with one file's text changed: what a pull request would bring. */
function changedSchema(file: string, change: (sdl: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-pr-'));
  copies.push(dir);
  cpSync(SCHEMA_DIR, dir, { recursive: true });
  const before = readFileSync(join(dir, file), 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(join(dir, file), after);
  return dir;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the schema contract', () => {
  it('holds for the schema as it is: no break against the last release, every deprecation dated', async () => {
    const report = await checkContract(sdlOfDir(SCHEMA_DIR), released(), readAcceptedBreaks());
    expect(formatReport(report)).not.toContain('BREAKING');
    expect(passes(report)).toBe(true);
  });

  it('fails a pull request that removes a field, with the breaking report', async () => {
    const dir = changedSchema('wallet/wallet.graphql', (sdl) => sdl.replace(/\n[^\n]*\n {2}sumBalance: Decimal!(?=\n)/, ''));
    const report = await checkContract(sdlOfDir(dir), released(), readAcceptedBreaks());
    expect(passes(report)).toBe(false);
    expect(report.breaking.map((change) => change.path)).toEqual(['Wallet.sumBalance']);
    expect(formatReport(report)).toMatch(/^BREAKING {2}Wallet\.sumBalance: Field 'sumBalance' .*removed/m);
  });

  it('fails a changed argument type', async () => {
    const dir = changedSchema('inbox/inbox.graphql', (sdl) => sdl.replace('messageId: ID!', 'messageId: String!'));
    const report = await checkContract(sdlOfDir(dir), released(), readAcceptedBreaks());
    expect(report.breaking.map((change) => change.path)).toEqual(['ReadInboxMessageInput.messageId']);
  });

  it('lets a removal through once it is recorded as an accepted break', async () => {
    const dir = changedSchema('account/account.graphql', (sdl) => sdl.replace(/\n[^\n]*\n {2}balance: Decimal! @deprecated\([^\n]*\)/, ''));
    const accepted = [{ path: 'Wallet.balance', deprecatedOn: '2026-11-27', reason: 'Replaced by sumBalance.' }];
    expect(passes(await checkContract(sdlOfDir(dir), released(), []))).toBe(false);
    expect(passes(await checkContract(sdlOfDir(dir), released(), accepted))).toBe(true);
  });

  it('fails a deprecation without a removal date', async () => {
    const dir = changedSchema('wallet/wallet.graphql', (sdl) => sdl.replace(/^( {2}heldAmount: Decimal!)/m, '$1 @deprecated(reason: "Use mainBalance.")'));
    const report = await checkContract(sdlOfDir(dir), released(), []);
    expect(report.deprecations).toEqual([expect.stringContaining('Wallet.heldAmount')]);
    expect(passes(report)).toBe(false);
  });

  it('records every accepted break in the changelog', () => {
    const changelog = readFileSync(join(SCHEMA_DIR, 'CHANGELOG.md'), 'utf8');
    for (const entry of readAcceptedBreaks()) expect(changelog).toContain(entry.path);
  });
});
