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

/**
 * The selectors of a style sheet's rules (comments and at-rule preludes left out), each
 * split at its top-level commas.
 */
function selectors(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out = [];
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1].trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)$/.test(prelude)) continue;
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= prelude.length; i++) {
      const c = prelude[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if ((c === ',' && depth === 0) || i === prelude.length) {
        out.push(prelude.slice(start, i).trim());
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * Where a selector matches part of a class attribute (`[class*=…]`) other than on the
 * element it styles: on an ancestor or an earlier sibling, or inside `:has()`.
 */
function classAttributeAbove(selector) {
  const found = [];
  let depth = 0;
  const has = [];
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':has(', i)) has.push(depth + 1);
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') {
      if (has.at(-1) === depth) has.pop();
      depth--;
    } else if (c === '[' && /^\[class\s*[*^$|~]?=/.test(selector.slice(i))) {
      const end = selector.indexOf(']', i);
      if (has.length > 0) found.push(`inside :has(): ${selector}`);
      // The next combinator at the same depth: a descendant or child one puts the attribute on
      // an ancestor of what the rule styles (a sibling one, on an element beside it, is cheap).
      let d = 0;
      for (let j = end + 1; j < selector.length; j++) {
        const k = selector[j];
        if (k === '(' || k === '[') d++;
        else if (k === ')' || k === ']') {
          if (d === 0) break;
          d--;
        } else if (d === 0 && /[\s>+~]/.test(k)) {
          const combinator = selector.slice(j).match(/^\s*([>+~]?)\s*/);
          const rest = selector.slice(j + combinator[0].length);
          if (rest && !rest.startsWith(')') && !'+~'.includes(combinator[1] || ' ')) {
            found.push(`above the subject: ${selector}`);
          }
          break;
        }
      }
      i = end;
    }
  }
  return found;
}

test('the selector check finds a class attribute above the subject or inside :has()', () => {
  assert.deepEqual(classAttributeAbove(".navbar [class*='searchBar_'] [class*='suggestion_']"), [
    "above the subject: .navbar [class*='searchBar_'] [class*='suggestion_']",
  ]);
  assert.deepEqual(classAttributeAbove("html:has(.navbar[class*='navbarHidden_'])"), [
    "inside :has(): html:has(.navbar[class*='navbarHidden_'])",
  ]);
  assert.deepEqual(classAttributeAbove(".navbar [class*='x']:not([class*='y'])"), []);
  assert.deepEqual(classAttributeAbove(".navbar[class*='navbarHidden_'] ~ .main-wrapper"), []);
  assert.deepEqual(classAttributeAbove(".col[class*='col--'] > p"), ["above the subject: .col[class*='col--'] > p"]);
  assert.deepEqual(selectors('/* a, b */ .a, .b:is(.c, .d) { x: 1 } @media (width <= 1px) { .e { y: 2 } }'), [
    '.a',
    '.b:is(.c, .d)',
    '.e',
  ]);
});

test('no rule of the site matches part of a class attribute above the element it styles, or in :has()', () => {
  // A rule such as `.navbar [class*='searchBar_'] [class*='suggestion_']` made a change to any
  // element's classes (the root's, rewritten as a page hydrates) restyle every element with a
  // class below it: on the Engine page, five restyles of about 3,000 elements.
  const files = cssFiles('src');
  const found = files.flatMap((file) =>
    selectors(readFileSync(path.join(root, file), 'utf8')).flatMap((s) =>
      classAttributeAbove(s).map((f) => `${file}: ${f}`),
    ),
  );
  assert.deepEqual(found, []);
});
