/**
 * Gives each member of the API reference its link to where it is declared in
 * `api-src/`, at the commit the site was built from. Loaded by
 * ./declaration-links.ts on the reference's pages only.
 *
 * The build writes each member's declaration as a link without an address, its
 * text the file and line (`events.d.ts:123`, plugins/typedoc/member-notes.mjs):
 * written out, the address would weigh about 100 bytes a member in the HTML. Here,
 * after each move to a page, those of the page's article get their address from
 * the site's repository (the build's global data, plugins/site-repository) and the
 * page's reference: the reference at `/docs/api/<name>/` is declared in
 * `api-src/<name>/`. The text does not change, so nothing moves on the screen.
 * A build without a repository writes no such link, and this does nothing.
 */
import globalData from '@generated/globalData';
import {globalDataName, lineLink, type SiteRepository} from '@site/src/lib/site-repository.mjs';

const repository = globalData[globalDataName]?.default as SiteRepository | undefined;

/** A declaration's text: a path relative to the reference's folder (`../` allowed), and a line. */
const declaration = /^((?:\.\.\/)?[\w./-]+\.d\.ts):(\d+)$/;

/** `api-src/<name>/<file>` with `..` segments resolved, or undefined when it would leave `api-src/`. */
function sourcePath(reference: string, file: string): string | undefined {
  const parts = ['api-src', reference];
  for (const part of file.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts[0] === 'api-src' && parts.length > 2 ? parts.join('/') : undefined;
}

/** Gives the declarations of the page's article their addresses. */
export function linkDeclarations(pathname: string): void {
  if (!repository) return;
  const reference = /\/docs\/api\/([\w-]+)\//.exec(pathname)?.[1];
  if (!reference) return;
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('article .nm-also > a:not([href])'))) {
    const found = declaration.exec(link.textContent ?? '');
    const file = found && sourcePath(reference, found[1]!);
    if (file) link.href = lineLink(repository, file, Number(found[2]));
  }
}
