/**
 * Addresses a reader may bring from elsewhere, each leading on to a page of the site
 * (`/docs/intro`, where the stock Docusaurus site keeps its first doc, leads to the
 * introduction at `/docs/`).
 *
 * After the build, each address gets a small page of its own (`docs/intro/index.html`)
 * that moves on at once with a meta refresh (no script, so the site's Content-Security-
 * Policy needs nothing for it), tells search engines the page's canonical address, and
 * links to it, titled as that page is, for a reader whose browser does not move on. The
 * page it leads to must be one of the build's; an address that is already a page of the
 * site, or is given twice, stops the build.
 */
import {readFile, mkdir, writeFile, access} from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{from: string, to: string}} Redirect */

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);

/** An address under the site's base URL (`/docs/` with base `/nodemod/` is `/nodemod/docs/`). */
const underBase = (baseUrl, address) => `${baseUrl.replace(/\/$/, '')}${address}`;

/**
 * The page that sends a reader from an old address to `href`.
 * @param {{href: string, canonical: string, title: string}} target
 */
export function redirectPage({href, canonical, title}) {
  const h = escapeHtml(href);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${h}">`,
    '</head>',
    '<body>',
    `<p>This page is now at <a href="${h}">${escapeHtml(title)}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The file of the build a page's address is served from: `/docs/intro` →
 * `docs/intro/index.html`. The build's folder is what is served at the base URL, so
 * the base URL is not part of the path.
 */
export const builtFile = (outDir, address) => path.join(outDir, address.replace(/^\//, ''), 'index.html');

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{redirects: Redirect[]}} options
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function redirectsPlugin(context, {redirects}) {
  const {baseUrl, url} = context.siteConfig;
  return {
    name: 'nodemod-redirects',
    async postBuild({outDir, routesPaths}) {
      const routes = new Set(routesPaths);
      const seen = new Set();
      for (const {from, to} of redirects) {
        const source = underBase(baseUrl, from);
        const target = underBase(baseUrl, to);
        if (seen.has(source)) throw new Error(`redirects: ${from} is given twice`);
        seen.add(source);
        if (routes.has(source) || routes.has(`${source}/`))
          throw new Error(`redirects: ${from} is a page of the site, not an old address`);
        if (!routes.has(target)) throw new Error(`redirects: ${from} leads to ${to}, which is no page of the site`);
        const file = builtFile(outDir, from);
        if (
          await access(file).then(
            () => true,
            () => false,
          )
        )
          throw new Error(`redirects: the build already has ${path.relative(outDir, file)}`);
        const built = await readFile(builtFile(outDir, to), 'utf8');
        const title = built.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? to;
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(
          file,
          redirectPage({href: target, canonical: new URL(target, url).href, title: decodeEntities(title)}),
        );
      }
    },
  };
}

/** The text of a title as the built HTML escapes it. */
function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"})[name]);
}
