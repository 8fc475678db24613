// The site's style sheets key no rule on the classes of <html>. While a page
// hydrates, Docusaurus rewrites that class attribute three times (each
// HtmlClassNameProvider adds its classes in turn); a rule such as
// `html[class*='docs-doc-id-…'] .markdown h3` made each rewrite restyle the
// laid-out part of the article: on EventCallbacks five style recalculations of
// about 800 elements each. A page's own look is keyed on its markup instead
// (a wrapper class in the page, or the markup the build writes).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

function cssFiles(dir, out = []) {
  for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) cssFiles(rel, out);
    else if (entry.name.endsWith('.css')) out.push(rel);
  }
  return out;
}

test('no rule of the site is keyed on the class attribute of <html>', () => {
  const files = cssFiles('src');
  assert.ok(files.length > 0);
  const found = files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/html\s*(\[class[^\]]*\]|\.[\w-]+)/g)].map(
      (match) => `${file}: ${match[0]}`,
    ),
  );
  assert.deepEqual(found, []);
});
