import {expect, test} from '../support/fixtures';
import {corePackagePage, repositories} from '../../plugins/site-data/links';
import {waitForHydration, watchConsole} from '../support/page';

test.describe('navbar', () => {
  test('holds Documentation, Examples, Blog and the GitHub dropdown', async ({page}) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', {name: 'NodeMod logo NodeMod'})).toHaveAttribute('href', '/');

    // Documentation opens the sidebar's first doc.
    await expect(nav.getByRole('link', {name: 'Documentation', exact: true})).toHaveAttribute('href', '/docs/');
    // Examples goes to the examples repository, in a new tab.
    const examples = nav.getByRole('link', {name: 'Examples', exact: true});
    await expect(examples).toHaveAttribute('href', repositories.examples);
    await expect(examples).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');

    // The GitHub dropdown, on the right, lists the three repositories.
    await expect(nav.getByRole('button', {name: 'GitHub'})).toBeVisible();
    const hrefs = await page
      .locator('.navbar__items--right .dropdown .dropdown__menu a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([repositories.plugin, repositories.core, repositories.examples]);
    expect(problems).toEqual([]);
  });

  test('Documentation is marked current on the docs pages of its sidebar, and only there', async ({page}) => {
    // The item reads the page's sidebar from its route (src/theme/NavbarItem/DocSidebarNavbarItem):
    // the docs plugin's list of every doc is not shipped (plugins/lean-docs).
    const documentation = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Documentation', exact: true});
    for (const path of ['/docs/', '/docs/installation', '/docs/api/core/cmd/', '/docs/api/nodemod/Interface/Entity']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(documentation, path).toHaveClass(/navbar__link--active/);
    }
    // After a client-side navigation out of the docs, and on a docs address that is no page.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(documentation).not.toHaveClass(/navbar__link--active/);
    await page.goto('/docs/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(documentation).not.toHaveClass(/navbar__link--active/);
  });

  test('the GitHub dropdown opens on hover', async ({page}) => {
    // Keyboard and outside-click behaviour: shell-behaviour.spec.ts.
    await page.goto('/docs/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const core = nav.getByRole('link', {name: 'core-goldsrc (@nodemod/core)'});
    await expect(core).toBeHidden();
    await nav.getByRole('button', {name: 'GitHub'}).hover();
    await expect(core).toBeVisible();
    await page.mouse.move(0, 500);
    await expect(core).toBeHidden();
  });

  test('is fixed at the top and set to hide on scroll', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toHaveClass(/navbar--fixed-top/);
    await expect(navbar).toHaveClass(/navbar--dark/);
    // hideOnScroll: scrolling down past the navbar hides it, scrolling up shows it.
    await page.setViewportSize({width: 1280, height: 400});
    // Scroll in steps, as a reader does: the navbar compares each position with the last.
    const scrollThrough = async (positions: number[]) => {
      for (const top of positions) {
        await page.evaluate((y) => window.scrollTo({top: y}), top);
        await page.waitForTimeout(80);
      }
    };
    await scrollThrough([50]);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await scrollThrough([150, 250, 350, 450]);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollThrough([400, 350, 300]);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('footer', () => {
  test('holds the Documentation, Repositories and More columns, logo and copyright', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();

    const columns = footer.locator('.footer__col');
    await expect(columns.locator('.footer__title')).toHaveText(['Documentation', 'Repositories', 'More']);

    const docs = columns.nth(0);
    for (const [name, href] of [
      ['Introduction', '/docs/'],
      ['Installation', '/docs/installation'],
      ['Quick start', '/docs/guides/quick-start'],
      ['Debugger', '/docs/guides/debugger'],
      ['Examples', '/docs/examples/'],
      ['API reference', '/docs/api/'],
    ]) {
      await expect(docs.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }

    const repos = columns.nth(1);
    await expect(repos.getByRole('link', {name: /nodemod-goldsrc/})).toHaveAttribute('href', repositories.plugin);
    await expect(repos.getByRole('link', {name: /core-goldsrc/})).toHaveAttribute('href', repositories.core);
    await expect(repos.getByRole('link', {name: /examples-goldsrc/})).toHaveAttribute('href', repositories.examples);

    const more = columns.nth(2);
    await expect(more.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    await expect(more.getByRole('link', {name: /@nodemod\/core on npm/})).toHaveAttribute('href', corePackagePage);

    await expect(footer.getByRole('img', {name: 'NodeMod logo'})).toBeVisible();
    await expect(footer.locator('.footer__copyright')).toHaveText('Copyright © 2025 the NodeMod Team.');
  });
});

test.describe('announcement bar', () => {
  test('points to the modernization post, has its colours and can be closed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').first();
    await expect(bar).toContainText('NodeMod has been modernized');
    await expect(bar).toHaveCSS('background-color', 'rgb(31, 61, 43)');
    await expect(bar).toHaveCSS('color', 'rgb(242, 247, 243)');

    await bar.getByRole('link', {name: 'what changed for plugin authors'}).click();
    await expect(page).toHaveURL(/\/blog\/nodemod-modernized$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('NodeMod modernized');
    // The bar's link is plain HTML, so that was a full page load: wait for it to start.
    await waitForHydration(page);

    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText('NodeMod has been modernized')).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('NodeMod has been modernized')).toHaveCount(0);
  });
});

test.describe('page shell', () => {
  test('the skip link is the first focusable element and moves focus to the content', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for an instant and removes its tabindex again, so
    // what a keyboard user sees is that the next Tab lands inside the content,
    // past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(active && active !== document.body && active.closest('main'));
    });
    expect(inMain, 'the next focused element is inside <main>').toBe(true);
  });

  test('site metadata: language, direction, favicon and social card', async ({page, request}) => {
    await page.goto('/docs/installation');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://nodemod.org/img/nodemod-social-card.png',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://nodemod.org/docs/installation',
    );
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(icons).toEqual(expect.arrayContaining(['/img/favicon.svg', '/img/favicon-32.png']));
    for (const href of [...icons, '/img/nodemod-social-card.png']) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toMatch(/^image\//);
    }
  });
});

test.describe('colour mode', () => {
  // respectPrefersColorScheme: with no stored choice the system preference wins.
  for (const [scheme, expected] of [
    ['dark', 'dark'],
    ['light', 'light'],
  ] as const) {
    test(`with system preference "${scheme}" the site opens in ${expected} mode`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
      await context.close();
    });
  }

  test('the toggle is enabled and switches the mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toBeEnabled();
    const before = await page.locator('html').getAttribute('data-theme');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  });
});
