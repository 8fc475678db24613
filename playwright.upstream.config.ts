/**
 * Tests of stock Docusaurus behaviour that our theme must keep, rather than of
 * our own code (`tests/upstream/`): configuration errors keep their messages
 * through our swizzled components. Each builds small fixture sites, so they take
 * minutes; they run with `npm run test:upstream` in the publish workflow and
 * after a Docusaurus upgrade, not in `npm test`.
 */
import {defineConfig} from '@playwright/test';

export default defineConfig({
  testDir: './tests/upstream',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 180_000,
  reporter: [['list']],
});
