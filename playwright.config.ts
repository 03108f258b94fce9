import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {E2E_BASE_URL, E2E_PORT} from './tests/support/e2eServer';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser)
 * against the production build, served compressed on localhost by `serve`
 * like a real static host would.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: true,
  // At least two: Playwright's default is half the cores, one worker on the 2-core CI machine, where
  // the browser tests then take about twice as long (the CI job need not set CI=true).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // No retries: a test that fails once has a cause to fix, and a retry would hide it.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The site must work with no network: only the local server resolves.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `node_modules/.bin/serve build --listen ${E2E_PORT} --no-clipboard --no-request-logging`,
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
