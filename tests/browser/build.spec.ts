import {expect, test} from '../support/fixtures';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {findBuildProblems, whyNotTheLogOf} from '../support/build-log';

/**
 * Written by scripts/test.sh, which runs the production build before the tests; a
 * build run otherwise (`npm run build`) leaves the log of an earlier one, or none.
 */
const logFile = '.test-output/build.log';

/** The stamp of the build in build/ (see `stampsInLog`). */
function stampOfBuild(): string {
  const manifest = 'build/offline.json';
  expect(existsSync(manifest), `${manifest} exists (the deploy step of the build writes it)`).toBe(true);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {build: string}).build;
}

test.describe('the production build', () => {
  test('the log check recognises link warnings and TypeDoc warnings', () => {
    // Samples in the shape Docusaurus 3.8 prints them.
    const samples = {
      'broken link':
        '[WARNING] Docusaurus found broken links!\n- Broken link on source page path = /docs/:\n   -> linking to /docs/nope',
      'broken anchor':
        '[WARNING] Docusaurus found broken anchors!\n- Broken anchor on source page path = /docs/:\n   -> linking to #nope',
      'broken markdown link':
        "[WARNING] Docs markdown link couldn't be resolved: (url=./nope.md) in source file path=docs/intro.md for version number=current",
      'TypeDoc warning':
        '\u001b[93m[warning]\u001b[0m The relative path Interface/Entity.md is not a file and will not be copied to the output directory',
    };
    for (const [kind, log] of Object.entries(samples)) {
      const problems = findBuildProblems(`[INFO] building\n${log}\n[SUCCESS] Generated static files in "build".`);
      expect(
        problems.some((p) => p.startsWith(kind)),
        `${kind} in ${JSON.stringify(problems)}`,
      ).toBe(true);
    }
    expect(
      findBuildProblems(
        '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".',
      ),
    ).toEqual([]);
  });

  test('the stamp check tells the log of the build in build/ from another or none', () => {
    const line = (stamp: string) =>
      `sw.js: build ${stamp} (554 files); offline.json: 161 docs pages, 557 files, 8.2 MiB`;
    const log = (...stamps: string[]) =>
      ['[INFO] [en] Creating an optimized production build...', ...stamps.map(line), '[SUCCESS] Generated'].join('\n');
    const built = '5a3f3766e1c402d6';
    expect(whyNotTheLogOf(log(built), logFile, built)).toBeUndefined();
    expect(whyNotTheLogOf(undefined, logFile, built)).toMatch(/^there is no \.test-output\/build\.log: /);
    expect(whyNotTheLogOf(log(), logFile, built)).toMatch(/names no build/);
    expect(whyNotTheLogOf(log('0123456789abcdef'), logFile, built)).toMatch(
      /is the log of build 0123456789abcdef, not of build 5a3f3766e1c402d6 in build\//,
    );
    expect(whyNotTheLogOf(log('0123456789abcdef', built), logFile, built)).toMatch(/is the log of build 0123/);
  });

  test('succeeded with no broken-link, broken-anchor, markdown-link or TypeDoc warning', () => {
    // The log must be the one of the build under test, not one that an earlier run left.
    const stamp = stampOfBuild();
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : undefined;
    expect(whyNotTheLogOf(log, logFile, stamp)).toBeUndefined();
    expect(log).toMatch(/\[SUCCESS\] Generated static files in "build"/);
    expect(findBuildProblems(log!)).toEqual([]);
  });

  test('no file a browser loads names the folder the site was built in', () => {
    // The site's config goes to the browser in main.js; options that hold paths of the
    // building machine stay in Node (plugins/options-in-node.mjs, the pages' rehype plugin).
    const folder = process.cwd();
    const files = [
      ...readdirSync('build/assets/js').map((name) => path.join('build/assets/js', name)),
      ...readdirSync('build/assets/css').map((name) => path.join('build/assets/css', name)),
      'build/index.html',
      'build/docs/installation/index.html',
    ].filter((file) => /\.(js|css|html)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    const naming = files.filter((file) => readFileSync(file, 'utf8').includes(folder));
    expect(naming, `files holding ${folder}`).toEqual([]);
  });
});
