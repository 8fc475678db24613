/**
 * The checks of the sources that need no build and no browser
 * (`tests/source/`): the API declarations against the reference data, the code
 * samples, spelling, statements about NodeMod, and the workflow lint. `npm test`
 * runs them first, before the build, so a fault there answers within a minute.
 * The Playwright runner is used for its reports; nothing here starts a browser.
 */
import {defineConfig} from '@playwright/test';

export default defineConfig({
  testDir: './tests/source',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 120_000,
  // The list of tests as they end, and the worker time of each spec at the end.
  reporter: [['list'], ['./tests/support/spec-times.ts']],
});
