import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E, E2E_WORKERS, STACK_ENV, stackOf } from './e2e-env.js';

const root = join(import.meta.dirname, '..', '..');
const systemChromium = '/usr/bin/chromium';
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** Real stack (sandbox + gateway serving the built web) in a real Chromium; nothing is downloaded. */
export default defineConfig({
  testDir: './specs',
  // A spec's tests run in order; specs spread over the workers, each on a stack of its own (e2e-env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // In CI a test that fails is run once more: a test that fails twice is red; one that passes on its retry is named
  // in the run's summary as flaky (scripts/test-all.mjs), to be mended, rather than sinking the whole run.
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy 2-core CI machine (builds and other suites share it); they only cost time on failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(root, 'test-results', 'playwright.json') }],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: join(root, 'playwright-report') }] as const]),
  ],
  outputDir: join(root, 'test-results', 'playwright'),
  use: {
    baseURL: E2E.gatewayUrl,
    locale: 'vi-VN',
    // No marquee, logo scrolling or banner autoplay burning frames in every test; the motion tests opt back in.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      // Chromium's own background traffic would be refused by this machine's closed network.
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, lane) => stackServer(lane)),
});

/** Sandbox + gateway (serving the built web) of one worker's lane. */
function stackServer(lane: number): WebServer {
  const stack = stackOf(lane);
  return {
    command: 'node scripts/start.mjs --source',
    cwd: root,
    url: `${stack.gatewayUrl}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(stack.gatewayPort),
      SANDBOX_PORT: String(stack.sandboxPort),
      SESSION_SECRET: stack.sessionSecret,
      CACHE_NAMESPACE: stack.cacheNamespace,
      ...STACK_ENV,
    },
  };
}
