import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEDGER_DIR, type AttackRow } from './ledger.js';

const COLUMNS = ['attack', 'tries', 'refused', 'money moved', 'data leaked'] as const;

/** Vitest global setup of the tests project: a run starts with an empty ledger and ends by printing it. */
export default function setup(): () => void {
  rmSync(LEDGER_DIR, { recursive: true, force: true });
  return printLedger;
}

function readRows(): AttackRow[] {
  let files: string[];
  try {
    files = readdirSync(LEDGER_DIR).filter((name) => name.startsWith('ledger-') && name.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return files
    .flatMap((name) => readFileSync(join(LEDGER_DIR, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AttackRow)
    .sort((left, right) => left.attack.localeCompare(right.attack));
}

function printLedger(): void {
  const rows = readRows();
  if (rows.length === 0) return;
  const cells = rows.map((row) => [row.attack, String(row.tries), String(row.refused), row.moneyMoved, String(row.dataLeaked)]);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((line) => (line[i] ?? '').length)));
  const line = (values: readonly string[]) => `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const leaks = rows.reduce((sum, row) => sum + row.dataLeaked, 0);
  const moved = rows.filter((row) => Number(row.moneyMoved) !== 0).length;
  const table = [
    '',
    'Attack suite (tests/attacks): what each attack tried and what it got',
    line(COLUMNS),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
    `${rows.length} attacks; data leaked in total: ${leaks}; attacks that moved money: ${moved}`,
    '',
  ].join('\n');
  mkdirSync(LEDGER_DIR, { recursive: true });
  writeFileSync(join(LEDGER_DIR, 'table.txt'), table);
  process.stdout.write(table);
}
