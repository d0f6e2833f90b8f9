// An open-loop load at a steady rate: request i leaves at start + i / rate whatever became of the ones before it,
// and its time counts from that moment, so a stall of the server is never hidden by a generator that waited for
// it. autocannon cannot pace so: its overallRate lets each connection send its share of a second back to back
// from the top of each second, a burst of `connections` concurrent requests once a second, and then adds made-up
// samples for every millisecond a response took (coordinated-omission correction at a 1 ms interval).
// Run in a process of its own (argv[2]: PacedOptions as JSON; the result goes back over IPC), as autocannon is.
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadClient, quantileOf, type LoadClient, type LoadRequest } from './load-exchange.js';

export interface PacedOptions extends LoadRequest {
  rate: number;
  durationSeconds: number;
  /** Sockets the generator may open; a request finding them all busy waits, and the wait counts. */
  connections?: number;
  /** Time every answer, whatever its status (else a non-2xx answer counts as failed, untimed). */
  anyStatus?: boolean;
  /** Seconds of the same pace before the measured ones, unmeasured (default 2). */
  warmSeconds?: number;
}

export interface PacedResult {
  sent: number;
  /** Non-2xx answers, other bodies than the expected one and failed exchanges. */
  failed: number;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/** One paced load in a child process. */
export function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [JSON.stringify(options)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (result) => resolve(result as PacedResult));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the paced load exited with code ${String(code)}`)));
  });
}

interface Figures {
  times: number[];
  failed: number;
}

async function run(options: PacedOptions): Promise<PacedResult> {
  const load = loadClient(options, options.connections ?? 100);
  // The generator's own first moments (its code not yet compiled, its connections being opened) would count
  // against the server: the same pace runs unmeasured first.
  await pace(load, options, options.warmSeconds ?? 2);
  const figures: Figures = { times: [], failed: 0 };
  const elapsed = await pace(load, options, options.durationSeconds, figures);
  await load.close();
  const times = figures.times.sort((a, b) => a - b);
  const at = (p: number) => quantileOf(times, p);
  const sent = Math.round(options.rate * options.durationSeconds);
  return { sent, failed: figures.failed, rps: Math.round(sent / elapsed), p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99) };
}

/** `seconds` of requests at the options' rate; each answer's time (from when it was due) goes to `figures`. Returns the seconds taken. */
async function pace(load: LoadClient, options: PacedOptions, seconds: number, figures?: Figures): Promise<number> {
  const exchange = async (due: number) => {
    const { outcome } = await load.exchange();
    if (outcome === 'answered' || (outcome === 'non-2xx' && options.anyStatus === true)) figures?.times.push(performance.now() - due);
    else if (figures !== undefined) figures.failed++;
  };
  const total = Math.round(options.rate * seconds);
  const interval = 1000 / options.rate;
  const exchanges: Promise<void>[] = [];
  const start = performance.now();
  while (exchanges.length < total) {
    // Every request already due leaves now (timers fire late by a millisecond or so), timed from when it was due.
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    while (exchanges.length < due) exchanges.push(exchange(start + exchanges.length * interval));
    await sleep(Math.max(0, start + exchanges.length * interval - performance.now()));
  }
  await Promise.all(exchanges);
  return (performance.now() - start) / 1000;
}

if (process.argv[1] === import.meta.filename && process.send !== undefined) {
  const result = await run(JSON.parse(process.argv[2] ?? '{}') as PacedOptions);
  process.send(result, () => process.exit(0));
}
