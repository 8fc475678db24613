/**
 * Debian's Chromium with the flags this project starts it with, headless
 * (chromium.json beside this file, which playwright.config.ts reads too), for
 * the tools that drive a browser outside the Playwright runner: the page-weight
 * checker, the benchmark and the image renderer.
 */
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

/** The command-line flags of every headless start. */
export const chromiumArgs = settings.args;

export function launchChromium() {
  return chromium.launch({executablePath: settings.executablePath, args: chromiumArgs});
}
