import {expect, test} from '../support/fixtures';
import {existsSync, readFileSync} from 'node:fs';
import {findBuildProblems} from '../support/build-log';

/** Written by scripts/test.sh, which runs the production build before the tests. */
const logFile = '.test-output/build.log';

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

  test('succeeded with no broken-link, broken-anchor, markdown-link or TypeDoc warning', () => {
    expect(existsSync(logFile), `${logFile} exists (run the suite with npm test)`).toBe(true);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toMatch(/\[SUCCESS\] Generated static files in "build"/);
    expect(findBuildProblems(log)).toEqual([]);
  });
});
