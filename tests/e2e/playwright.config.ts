import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E } from './e2e-env.js';

const root = join(import.meta.dirname, '..', '..');
const systemChromium = '/usr/bin/chromium';

/** Real stack (sandbox + gateway serving the built web) in a real Chromium; nothing is downloaded. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // The sandbox is one shared, stateful platform: tests take turns.
  workers: 1,
  retries: 0,
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
  webServer: {
    command: 'node scripts/start.mjs --source',
    cwd: root,
    url: `${E2E.gatewayUrl}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.gatewayPort),
      SANDBOX_PORT: String(E2E.sandboxPort),
      SESSION_SECRET: E2E.sessionSecret,
      LOG_LEVEL: 'warn',
      // Apart from any other gateway on the same Redis (CI exports REDIS_URL).
      CACHE_NAMESPACE: 'saola-e2e',
      // Every test browser comes from one address; the per-IP budgets are tested in the gateway's own suite.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_USERNAME: '100000',
      FREE_PLAY_LIMIT_PER_IP: '100000',
      PASSWORD_RESET_LIMIT_PER_IP: '100000',
      PASSWORD_RESET_LIMIT_PER_ACCOUNT: '100000',
      PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The header's figures ride with each page's query unless the platform is slower than this (1 s in
      // production): on a loaded CI machine a slow sandbox must not turn a page's one request into two. Below
      // the 4 s wallet fault of identity-site's "updating" test, which must still pass the deadline.
      HEADER_FIGURES_DEADLINE_MS: '2000',
      // Identity specs give each test its own X-Forwarded-For address, so the per-client budgets (one SMS
      // and one captcha a second) and the per-visitor status cache start fresh in every test.
      TRUST_PROXY: 'true',
      NODE_ENV: 'development',
    },
  },
});
