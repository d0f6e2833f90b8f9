import { Writable } from 'node:stream';

export interface LogCapture {
  /** A stream for a pino logger: every line written to it lands in `lines`. */
  sink: Writable;
  lines: string[];
  /** The lines parsed as JSON log entries. */
  entries(): Record<string, unknown>[];
}

export function captureLog(): LogCapture {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { sink, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
