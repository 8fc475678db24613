/**
 * The HTML of a page's islands in the browser (plugins/static-islands/hoist.mjs):
 * the default export of the module that stands in for the page's
 * `<hash>.json`, evaluated once, when the page's module first loads.
 *
 * For the page the browser opened, its islands are in the document the server
 * wrote (the first carries `data-islands="<hash>"`), and React keeps that HTML
 * as it is while it hydrates: nothing to fetch, and the answer is an empty list,
 * so each island's `html` is undefined (src/components/StaticIsland keeps those elements for a later move back to
 * the page). For any other page, its module loads when a move in the browser
 * shows it (or a link to it is hovered): the strings are fetched then, before
 * the router shows the page. A failed fetch fails the module's loading as a
 * missing chunk does, which the site's chunk error notice reports.
 */
export async function islandHtml(hash: string, url: string): Promise<string[]> {
  if (document.querySelector(`.nm-island[data-islands="${hash}"]`)) return [];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as string[];
}
