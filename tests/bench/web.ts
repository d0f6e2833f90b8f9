// Prints the home page's first-visit figures: compressed JS transferred, LCP, CLS, long tasks and GraphQL requests.
// Run: pnpm bench:web   (builds the web client once, starts sandbox + gateway like the e2e config, opens the home
// page in /usr/bin/chromium with a fresh context; loopback only; stops by itself). WEB_BENCH_RUNS sets the runs;
// WEB_BENCH_SHIFTS=1 prints each layout shift with the elements that moved, and the LCP element.
// WEB_BENCH_VIEWPORT=390x844 measures at a phone's size (issue 33's figures); 1366x768 by default.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.WEB_BENCH_PORT ?? 4480);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
const [viewportWidth, viewportHeight] = (process.env.WEB_BENCH_VIEWPORT ?? '1366x768').split('x').map(Number);
const viewport = { width: viewportWidth ?? 1366, height: viewportHeight ?? 768 };

interface Figures {
  /** The scripts the HTML names (entry and modulepreloads): what the page waits for before it can render. */
  blockingJsBytes: number;
  /** Every script of the visit, also those loaded on demand just after the first paint. */
  jsBytes: number;
  jsFiles: number;
  lcpMs: number;
  cls: number;
  longestTaskMs: number;
  graphqlRequests: number;
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('gateway did not become ready');
}

// Installed before any page script: buffered observers see everything from navigation start.
const OBSERVERS = `
  window.__perf = { lcp: 0, lcpElement: '', cls: 0, longest: 0, shifts: [] };
  const describe = (node) => {
    if (!node || !node.tagName) return String(node && node.nodeName);
    const id = node.getAttribute('data-testid');
    return node.tagName.toLowerCase() + (id ? '[data-testid=' + id + ']' : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '');
  };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__perf.lcp = e.startTime; window.__perf.lcpElement = describe(e.element) + (e.url ? ' ' + e.url : ''); } })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__perf.cls += e.value;
      window.__perf.shifts.push(Math.round(e.startTime) + ' ms ' + e.value.toFixed(3) + ': ' + e.sources.map((s) => describe(s.node) + ' ' + s.previousRect.y + '→' + s.currentRect.y).join(', '));
    }
  })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longest = Math.max(window.__perf.longest, e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

async function visitHome(browser: Browser): Promise<Figures> {
  const context = await browser.newContext({ viewport, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  let jsBytes = 0;
  let jsFiles = 0;
  const scripts = new Map<string, number>();
  let graphqlRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests++;
  });
  const sizeReads: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizeReads.push(
      request.sizes().then((sizes) => {
        // The compressed body, what the budget is about (each reply's headers, mostly the security policy, add ~1 KB).
        const bytes = sizes.responseBodySize;
        jsBytes += bytes;
        jsFiles++;
        scripts.set(new URL(request.url()).pathname, bytes);
      }),
    );
  });
  // Not 'networkidle': the page's live feeds keep one stream open, so the network is never idle. The scripts loaded
  // after the first paint and the hydration are over within a few seconds of the load event.
  const html = (await (await page.goto(`${origin}/`, { waitUntil: 'load' }))?.text()) ?? '';
  // LCP is final once the page is interacted with or hidden; settle, then read.
  await page.waitForTimeout(4000);
  const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; lcpElement: string; cls: number; longest: number; shifts: string[] } }).__perf);
  // WEB_BENCH_SHIFTS=1 names what moved, to find the cause of a CLS figure.
  if (process.env.WEB_BENCH_SHIFTS) {
    console.log(`  largest contentful paint: ${perf.lcpElement}`);
    for (const shift of perf.shifts) console.log(`  shift at ${shift}`);
  }
  await Promise.all(sizeReads);
  await context.close();
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const blockingJsBytes = named.reduce((sum, path) => sum + (scripts.get(path) ?? 0), 0);
  return { blockingJsBytes, jsBytes, jsFiles, lcpMs: perf.lcp, cls: perf.cls, longestTaskMs: perf.longest, graphqlRequests };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  if (!process.env.WEB_BENCH_SKIP_BUILD || !existsSync(join(root, 'web/dist/index.html'))) {
    execFileSync('pnpm', ['--filter', './web', 'run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  const stack = spawn('node', ['scripts/start.mjs', '--source'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 10),
      SESSION_SECRET: 'bench-session-secret-with-at-least-32-characters',
      LOG_LEVEL: 'warn',
      CACHE_NAMESPACE: 'saola-bench-web',
      NODE_ENV: 'production',
    },
  });
  const stopStack = (): void => {
    if (stack.pid && stack.exitCode === null) process.kill(-stack.pid, 'SIGTERM');
  };
  try {
    await waitReady();
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    });
    // One warm-up visit fills the gateway's data cache and JIT, as a deployed gateway would be; each measured visit
    // still has an empty browser cache (fresh context).
    await visitHome(browser);
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) results.push(await visitHome(browser));
    await browser.close();
    for (const [i, r] of results.entries()) {
      console.log(
        `run ${i + 1}: initial JS ${(r.blockingJsBytes / 1024).toFixed(1)} KB, all JS ${(r.jsBytes / 1024).toFixed(1)} KB in ${r.jsFiles} files, LCP ${r.lcpMs.toFixed(0)} ms, ` +
          `CLS ${r.cls.toFixed(3)}, longest task ${r.longestTaskMs.toFixed(0)} ms, /graphql requests ${r.graphqlRequests}`,
      );
    }
    const pick = (key: keyof Figures): number => median(results.map((r) => r[key]));
    console.log(
      `home at ${viewport.width}x${viewport.height} (median of ${runs}): initial JS ${(pick('blockingJsBytes') / 1024).toFixed(1)} KB transferred (budget 170; all JS of the visit ${(pick('jsBytes') / 1024).toFixed(1)} KB), ` +
        `LCP ${pick('lcpMs').toFixed(0)} ms (budget 1000), CLS ${pick('cls').toFixed(3)} (budget 0.05), ` +
        `longest task ${pick('longestTaskMs').toFixed(0)} ms (budget 200), /graphql requests ${pick('graphqlRequests')}`,
    );
  } finally {
    stopStack();
  }
}

await main();
