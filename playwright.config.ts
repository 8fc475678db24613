/**
 * Browser tests against the production build (`build/`), served by the site's own
 * static server (deploy/serve.mjs), which Playwright starts before the tests and
 * stops after them. Chromium is Debian's (/usr/bin/chromium): Playwright's own
 * browser download cannot work on the machines this project runs on.
 *
 * The checks of the sources that need no build (`tests/source/`) have their own
 * configuration, playwright.source.config.ts, and run before the build; the tests
 * of stock Docusaurus behaviour (`tests/upstream/`) run with
 * playwright.upstream.config.ts (`npm run test:upstream`).
 */
import {defineConfig, devices} from '@playwright/test';
import chromium from './tools/browser/chromium.json';

const port = Number(process.env.TEST_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/browser',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One more worker than this machine's two cores: while one test waits on the
  // network, a timer or a child process (nginx, wrk, the HTML checker), another runs.
  workers: 3,
  timeout: 30_000,
  // An assertion waits up to 15 s, not Playwright's default 5 s: in CI three workers
  // share two cores with the build's browsers and nginx, and a client-side move to one
  // of the reference's 300 KB pages has taken over 5 s there (seen failing twice). What
  // a page must do fast is measured by `npm run bench`, not by these waits.
  expect: {timeout: 15_000},
  // The list of tests as they end, and the worker time of each spec at the end.
  reporter: [['list'], ['./tests/support/spec-times.ts']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {executablePath: chromium.executablePath, args: chromium.args},
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
  ],
  webServer: {
    command: `node deploy/serve.mjs --dir build --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
