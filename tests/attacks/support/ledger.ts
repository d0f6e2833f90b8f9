import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where each test worker appends its rows; the global teardown (ledger-table.ts) reads them back. */
export const LEDGER_DIR = join(import.meta.dirname, '..', '..', '..', 'test-results', 'attacks');

/** One attack as the suite's closing table shows it. */
export interface AttackRow {
  attack: string;
  /** Requests the attacker sent. */
  tries: number;
  /** Of those, the ones the site refused (an error, a userError, a closed connection, nothing served). */
  refused: number;
  /** Money that moved beyond what one honest request would have moved (a decimal string: "0.00"). */
  moneyMoved: string;
  /** Answers that carried another member's (or a private) piece of data: must be 0. */
  dataLeaked: number;
}

/**
 * Records an attack's outcome. Tests record before they assert, so a failed attack shows its numbers too; a worker
 * writes JSON lines of its own file, which no other worker touches.
 */
export function recordAttack(row: AttackRow): void {
  mkdirSync(LEDGER_DIR, { recursive: true });
  appendFileSync(join(LEDGER_DIR, `ledger-${process.pid}.jsonl`), `${JSON.stringify(row)}\n`);
}

/** A count of cents as the ledger's money column. */
export const centsMoved = (cents: number): string => (cents / 100).toFixed(2);
