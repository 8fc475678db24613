/**
 * Tests of stock Docusaurus behaviour that our theme must keep, rather than of
 * our own code alone (`tests/upstream/`): configuration errors keep their
 * messages through our swizzled components, and a page that throws while
 * rendering is caught by our error page. Each builds a small fixture site with
 * this site's theme; they run in the fast stage of `npm test`, and alone with
 * `npm run test:upstream` (after a Docusaurus upgrade, for example).
 */
import {defineConfig} from '@playwright/test';
import chromium from './tools/browser/chromium.json';

export default defineConfig({
  testDir: './tests/upstream',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 180_000,
  // The list of tests as they end, and the worker time of each spec at the end.
  reporter: [['list'], ['./tests/support/spec-times.ts']],
  use: {
    trace: 'off',
    launchOptions: {executablePath: chromium.executablePath, args: chromium.args},
  },
});
