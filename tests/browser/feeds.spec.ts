import {type Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';
import {routes} from '../support/routes';

/**
 * Parses an XML document with the browser's own XML parser and returns the text
 * of every element matching `selector`; fails on a parse error.
 */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ({xml, selector}) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return {
        root: doc.documentElement.localName,
        values: Array.from(doc.getElementsByTagName(selector)).map((el) =>
          selector === 'link' && el.getAttribute('href') ? el.getAttribute('href')! : el.textContent!.trim(),
        ),
      };
    },
    {xml, selector},
  );
}

const postUrl = 'https://nodemod.org/blog/nodemod-modernized';

test('the RSS feed parses and lists the post', async ({page, request}) => {
  const res = await request.get('/blog/rss.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const titles = await parseXml(page, xml, 'title');
  expect(titles.root).toBe('rss');
  expect(titles.values).toContain('NodeMod modernized');
  expect((await parseXml(page, xml, 'link')).values).toContain(postUrl);
});

test('the Atom feed parses and lists the post', async ({page, request}) => {
  const res = await request.get('/blog/atom.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const titles = await parseXml(page, xml, 'title');
  expect(titles.root).toBe('feed');
  expect(titles.values).toContain('NodeMod modernized');
  expect((await parseXml(page, xml, 'link')).values).toContain(postUrl);
});

test('the sitemap parses and lists every page', async ({page, request}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const {root, values} = await parseXml(page, await res.text(), 'loc');
  expect(root).toBe('urlset');
  const paths = values.map((loc) => {
    const url = new URL(loc);
    expect(url.origin).toBe('https://nodemod.org');
    return url.pathname;
  });
  // Each route once, in its canonical form (`/docs/api` is the same page as `/docs/api/`).
  const expected = new Set(routes.map((r) => r.path).filter((p) => p !== '/docs/api'));
  for (const path of expected) expect(paths).toContain(path);
  expect(new Set(paths).size).toBe(paths.length);
});
