// The ejected theme components and the Docusaurus sources they started from
// (src/theme/upstream.json). An upgrade that changes one of those sources
// fails here, so the ejected copy is reviewed against the new source before
// the hash is updated.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'src/theme/upstream.json'), 'utf8'));
const require = createRequire(path.join(root, 'package.json'));
const packageDir = path.dirname(require.resolve(`${manifest.package}/package.json`));

/** src/theme files, as component names (`CodeBlock/Content`, `TOCItems/Tree`). */
function themeFiles(dir = path.join(root, 'src/theme'), out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) themeFiles(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const componentName = (file) =>
  path
    .relative(path.join(root, 'src/theme'), file)
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '')
    .split(path.sep)
    .join('/');

test(`the installed ${manifest.package} is the version the manifest describes`, () => {
  const installed = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  assert.equal(installed, manifest.version);
});

test('every ejected or replaced component is in the manifest, and only those', () => {
  const ejected = themeFiles()
    .filter((file) => /^\/\*\*\n \* (Ejected|Replaces)\b/.test(readFileSync(file, 'utf8')))
    .map(componentName)
    .sort();
  assert.deepEqual(ejected, Object.keys(manifest.components).sort());
});

test('every ejected component opens with one header: where it comes from, by name, and why it is not a wrapper', () => {
  const wrong = themeFiles()
    .filter((file) => /^\/\*\*\n \* Ejected\b/.test(readFileSync(file, 'utf8')))
    .filter((file) => {
      const header = readFileSync(file, 'utf8').split('\n').slice(1, 3).join(' ');
      const lead = ` * Ejected from ${manifest.package} ${manifest.version} (\`${componentName(file)}\`),`;
      return !header.startsWith(lead) || !/^,\s+(\* )?not wrapped: /.test(header.slice(lead.length - 1));
    })
    .map(componentName);
  assert.deepEqual(wrong, []);
});

for (const [component, {upstream, sha256}] of Object.entries(manifest.components)) {
  test(`${component}: its upstream source is unchanged`, () => {
    const actual = createHash('sha256')
      .update(readFileSync(path.join(packageDir, upstream)))
      .digest('hex');
    assert.equal(
      actual,
      sha256,
      `${manifest.package}/${upstream} changed: review src/theme/${component} against it, then set its sha256 in src/theme/upstream.json to ${actual}`,
    );
  });
}
