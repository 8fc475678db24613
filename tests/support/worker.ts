import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * Waits until the newest worker (that of build `id`, the one the server has) is
 * active and controls the page: nothing installing or waiting, and the page's
 * controller is the active worker. Used by offline.spec.ts and offline-deploy.spec.ts.
 */
export async function controlledBy(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(
            registration &&
            !registration.installing &&
            !registration.waiting &&
            registration.active?.state === 'activated' &&
            navigator.serviceWorker.controller === registration.active,
          );
        }),
      {timeout: 20_000, message: `the worker of build ${id} controls the page`},
    )
    .toBe(true);
}
