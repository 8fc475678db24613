/**
 * The page shell's states and transitions (colour mode, announcement bar, mobile
 * sidebar, dropdowns, page and route loading) and the specification's constants on the
 * production build, in Chromium. Faults are induced from the tests (request
 * interception, init scripts), never with test pages in the site.
 */
import {type Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {layOutEveryBlock, waitForHydration, watchConsole} from '../support/page';
import {routes} from '../support/routes';

const themeChoice = (page: Page) => page.locator('html').getAttribute('data-theme-choice');
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode (respectPrefersColorScheme on)', () => {
  test('the toggle cycles system -> light -> dark -> system and stores the choice', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const stored = () => page.evaluate(() => localStorage.getItem('theme'));

    expect(await themeChoice(page)).toBe('system');
    expect(await stored()).toBeNull();
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
    expect(await theme(page)).toBe('light');
    expect(await stored()).toBe('light');

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
    expect(await theme(page)).toBe('dark');
    expect(await stored()).toBe('dark');

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    expect(await stored()).toBeNull();
  });

  test('the choice follows into a second tab', async ({context}) => {
    const first = await context.newPage();
    await first.emulateMedia({colorScheme: 'dark'});
    await first.goto('/docs/');
    const second = await context.newPage();
    await second.emulateMedia({colorScheme: 'dark'});
    await second.goto('/blog');
    await waitForHydration(first);
    await waitForHydration(second);
    expect(await theme(second)).toBe('dark');

    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
    // The storage event carries the choice to the other tab without a reload.
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`clearing the stored choice returns to the system preference (${scheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/docs/');
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.evaluate((v) => localStorage.setItem('theme', v), other);
      await page.reload();
      expect(await theme(page)).toBe(other);
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.reload();
      expect(await theme(page)).toBe(scheme);
      expect(await themeChoice(page)).toBe('system');
    });
  }

  test('no flash: the stored mode is set before the page content exists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      const record = () => {
        (window as unknown as {themeAtBody: string | null}).themeAtBody =
          document.documentElement.getAttribute('data-theme');
      };
      // The inline colour-mode script is the first thing in <body>; the page's
      // content (#__docusaurus) comes after it and must see the right mode.
      const observer = new MutationObserver(() => {
        if (document.getElementById('__docusaurus')) {
          record();
          observer.disconnect();
        }
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/installation');
    const atBody = await page.evaluate(() => (window as unknown as {themeAtBody: string | null}).themeAtBody);
    expect(atBody).toBe('light');
  });

  test('the toggle is disabled until the page has hydrated', async ({browser}) => {
    // Without JavaScript the page never hydrates: the server-rendered toggle stays disabled.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/');
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeDisabled();
    await context.close();
  });
});

test.describe('announcement bar', () => {
  test('shows again when its id changes', async ({page}) => {
    await page.goto('/');
    // A reader who dismissed an earlier announcement.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('NodeMod has been modernized')).toBeVisible();
    // The same id, dismissed, keeps it hidden.
    await page.getByRole('button', {name: 'Close'}).click();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      'nodemod-modernized-2025',
    );
    await page.reload();
    await expect(page.getByText('NodeMod has been modernized')).toHaveCount(0);
  });
});

test.describe('docs version choice', () => {
  test('a stored choice is kept in localStorage while it names an existing version', async ({page}) => {
    await page.goto('/docs/');
    const key = 'docs-preferred-version-default';
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
    // The Documentation item still leads to the (only) version's docs.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation'}),
    ).toHaveAttribute('href', '/docs/');
    // A choice naming a version that no longer exists is dropped.
    await page.evaluate((k) => localStorage.setItem(k, 'no-such-version'), key);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  });
});

test.describe('navbar', () => {
  test('a dropdown opened with Enter closes on an outside click and when focus leaves', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const github = nav.getByRole('button', {name: 'GitHub'});
    const item = nav.getByRole('link', {name: 'core-goldsrc (@nodemod/core)'});

    await github.focus();
    await page.keyboard.press('Enter');
    await expect(github).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 500);
    await expect(github).toHaveAttribute('aria-expanded', 'false');

    await github.focus();
    await page.keyboard.press('Enter');
    await expect(item).toBeVisible();
    // Tab through the three items and out of the dropdown.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(github).toHaveAttribute('aria-expanded', 'false');
  });

  test('items sit on the right unless they say otherwise', async ({page}) => {
    await page.goto('/');
    const left = await page.locator('.navbar__items:not(.navbar__items--right) .navbar__item').allInnerTexts();
    const right = await page.locator('.navbar__items--right .navbar__item').allInnerTexts();
    expect(left.map((t) => t.trim())).toEqual(['Documentation', 'Examples', 'Blog']);
    expect(right.map((t) => t.trim())).toContain('GitHub');
  });
});

test.describe('mobile, below the 996 px breakpoint', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the sidebar opens from the toggle and shows the docs menu with a way back', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
    // On a docs page the secondary (docs) menu shows first, with the way back.
    const back = sidebar.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Quick start'})).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    // The GitHub dropdown is a collapsible in the mobile menu.
    const expand = sidebar.getByRole('button', {name: 'Expand the dropdown'});
    await expect(expand).toBeVisible();
    await expand.click();
    await expect(sidebar.getByRole('button', {name: 'Collapse the dropdown'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'nodemod-goldsrc (the plugin)'})).toBeVisible();
  });

  test('the sidebar closes on back navigation', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    // The link is in the article's first block. Blocks are laid out only near the screen,
    // and one laid out between the click's aim and the click moves the link away from the
    // pointer (seen beside the quality sweep): every block is laid out first.
    await layOutEveryBlock(page);
    await page.getByRole('link', {name: 'Installation'}).first().click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    // Back closes the open sidebar instead of leaving the page; a second back leaves.
    await page.goBack();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('the sidebar closes when the viewport grows past the breakpoint', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 995, height: 844});
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test.describe('collapsible sidebar categories', () => {
  /** Records every inline `transition` the collapsible gets while it animates. */
  async function watchTransitions(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as {transitions: string[]};
      w.transitions = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const t = (r.target as HTMLElement).style?.transition;
          if (t) w.transitions.push(t);
        }
      }).observe(document.querySelector('.theme-doc-sidebar-menu')!, {
        attributes: true,
        attributeFilter: ['style'],
        subtree: true,
      });
    });
    return () => page.evaluate(() => (window as unknown as {transitions: string[]}).transitions);
  }

  test('expand and collapse, animating their height', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const transitions = await watchTransitions(page);
    const guides = page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('button', {name: 'Guides', exact: true});
    const quickStart = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start'});
    await expect(quickStart).toBeVisible();
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(quickStart).toBeHidden();
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(quickStart).toBeVisible();
    const seen = await transitions();
    expect(seen.length).toBeGreaterThan(0);
    // The duration is computed from the content height: more than a millisecond here.
    expect(seen.every((t) => /height \d+ms/.test(t) && !/height 1ms/.test(t))).toBe(true);
  });

  test('with reduced motion preferred the animation takes 1 ms', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/docs/');
    await waitForHydration(page);
    const transitions = await watchTransitions(page);
    const guides = page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('button', {name: 'Guides', exact: true});
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    const seen = await transitions();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((t) => t.includes('height 1ms'))).toBe(true);
  });
});

test.describe('route changes', () => {
  /** Delays every script chunk request by `ms` from now on. */
  async function delayChunks(page: Page, ms: number) {
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  test('the old page stays until the next is ready, and the progress bar waits 200 ms', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await delayChunks(page, 1500);
    // The page's own clock: when the link is clicked and when the progress bar appears.
    await page.evaluate(() => {
      const times = {click: 0, bar: 0};
      Object.assign(window, {nmTimes: times});
      document.addEventListener('click', () => (times.click = performance.now()), {capture: true, once: true});
      new MutationObserver((_, observer) => {
        if (!document.getElementById('nprogress')) return;
        times.bar = performance.now();
        observer.disconnect();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).click();
    // Shortly after the click: still the old page.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is NodeMod?');
    // Past the delay: the progress bar shows while the old page is still there, and it came
    // no sooner than 200 ms after the click, however slow the machine.
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1200});
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What is NodeMod?');
    const times = await page.evaluate(() => (window as unknown as {nmTimes: {click: number; bar: number}}).nmTimes);
    expect(times.click).toBeGreaterThan(0);
    expect(times.bar - times.click).toBeGreaterThanOrEqual(195);
    // Then the switch.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Debugger', {timeout: 5000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('after the switch the page is at the top, or at the hash target', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Quick start'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick start');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A link to a heading on another page lands on that heading.
    const target = await page.evaluate(() => {
      const h2 = document.querySelectorAll('main h2[id]');
      return h2[h2.length - 1]?.id;
    });
    expect(target).toBeTruthy();
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.evaluate((id) => {
      // Follow an in-site link the way a reader would, through the router.
      const a = document.createElement('a');
      a.href = `/docs/guides/quick-start#${id}`;
      a.textContent = 'jump';
      a.id = 'jump-link';
      document.querySelector('main article')!.prepend(a);
    }, target);
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload: (p: string) => Promise<void>}}).docusaurus.preload(
        '/docs/guides/quick-start',
      ),
    );
    await page.evaluate((id) => {
      window.history.pushState(null, '', `/docs/guides/quick-start#${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick start');
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  });
});

test.describe('slow connections', () => {
  for (const [name, connection] of [
    ['effectiveType 2g', {effectiveType: '2g', saveData: false}],
    ['effectiveType slow-2g', {effectiveType: 'slow-2g', saveData: false}],
    ['save-data on', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`${name}: route prefetching is skipped`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
      const prefetched: string[] = [];
      await page.goto('/docs/');
      await waitForHydration(page);
      // The page's own code loads on demand after hydration (its code blocks' renderer, for
      // one): let that settle, so only what the hover and the prefetch call ask for is counted.
      await page.waitForLoadState('networkidle');
      page.on('request', (r) => {
        if (r.url().includes('/assets/js/')) prefetched.push(r.url());
      });
      await page.evaluate(() =>
        (window as unknown as {docusaurus: {prefetch: (p: string) => boolean}}).docusaurus.prefetch(
          '/docs/guides/debugger',
        ),
      );
      await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).hover();
      await page.waitForTimeout(500);
      expect(prefetched).toEqual([]);
    });
  }

  test('on a fast connection the same hover prefetches the route', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '4g', saveData: false},
        configurable: true,
      });
    });
    const prefetched: string[] = [];
    await page.goto('/docs/');
    await waitForHydration(page);
    page.on('request', (r) => {
      if (r.url().includes('/assets/js/')) prefetched.push(r.url());
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Debugger'}).hover();
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test('every page shows its content from the static HTML', async ({browser}) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    // Every non-API route, with its own heading, and pages of each API kind.
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page, route.path).toHaveTitle(route.title);
      if (route.heading) await expect(page.getByRole('heading', {level: 1}), route.path).toHaveText(route.heading);
      await expect(page.locator('#__docusaurus_skipToContent_fallback p').first(), route.path).toBeVisible();
    }
    for (const [path, text] of [
      ['/', 'How it fits together'],
      ['/docs/installation', 'plugins.ini'],
      ['/docs/api/nodemod/Enumeration/FL', 'FL_ONGROUND'],
      ['/docs/api/core/cmd/Class/default', 'register'],
      ['/blog/nodemod-modernized', 'Node.js v24.6.0'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#__docusaurus_skipToContent_fallback'), path).toContainText(text);
    }
    await context.close();
  });
});

test.describe('keyboard only', () => {
  test('every control of the shell is reachable by Tab and shows a focus ring', async ({page}) => {
    const problems = watchConsole(page);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const reached = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
          ring,
          visible: el.matches(':focus-visible'),
        };
      });
      if (!info) continue;
      expect(info.visible, `${info.name} matches :focus-visible`).toBe(true);
      expect(info.ring, `${info.name} has a visible focus outline`).toBe(true);
      reached.add(info.name);
    }
    for (const name of [
      'Skip to main content',
      'what changed for plugin authors',
      'Close',
      'NodeMod',
      'Documentation',
      'Examples',
      'Blog',
      'GitHub',
    ]) {
      expect(reached.has(name), `${name} reached (reached: ${[...reached].join(' | ')})`).toBe(true);
    }
    expect([...reached].some((r) => /Switch between dark and light mode/.test(r))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('prefetching the pages a page links to (src/client/idle-prefetch.ts)', () => {
  const prefetched = (page: Page) =>
    page.evaluate(() => Array.from(document.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute('href')));

  test('waits for the browser to be idle, then fetches each page once', async ({page}) => {
    await page.goto('/docs/api/nodemod/Interface/Engine');
    await waitForHydration(page);
    // The links in view (sidebar, navbar, article) get their pages prefetched once the page is idle.
    await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(3);

    // A call adds nothing at once: the page's chunk of the debugger guide is fetched when idle.
    const before = await prefetched(page);
    const added = await page.evaluate(() => {
      const links = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const start = links();
      const answer = window.docusaurus.prefetch('/docs/guides/debugger');
      window.docusaurus.prefetch('/docs/guides/debugger');
      return {answer, now: links() - start};
    });
    expect(added).toEqual({answer: false, now: 0});
    await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(before.length);
    const after = await prefetched(page);
    expect(new Set(after).size, 'no chunk asked for twice').toBe(after.length);
  });
});
