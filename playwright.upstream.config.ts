/**
 * Tests of stock Docusaurus behaviour that our theme must keep, rather than of
 * our own code (`tests/upstream/`): configuration errors keep their messages
 * through our swizzled components. Each builds a small fixture site that fails
 * within seconds; they run in the fast stage of `npm test`, and alone with
 * `npm run test:upstream` (after a Docusaurus upgrade, for example).
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
