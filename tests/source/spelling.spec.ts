/**
 * Spelling, with cspell and the project word list (cspell.json,
 * cspell-words.txt): the pages, the blog, the components and the prose of the
 * API declarations' doc comments. No build needed.
 */
import {spawnSync} from 'node:child_process';
import {expect, test} from '@playwright/test';

test('spelling: cspell with the project word list finds nothing', () => {
  test.setTimeout(120_000);
  const run = spawnSync('npx', ['cspell', '--no-progress', '--no-color'], {encoding: 'utf8'});
  const report = `${run.stdout}\n${run.stderr}`.trim();
  console.log(
    report
      .split('\n')
      .filter((l) => l.startsWith('CSpell:'))
      .join('\n'),
  );
  expect(report).toMatch(/CSpell: Files checked: \d+, Issues found: 0 in 0 files/);
  expect(run.status, report).toBe(0);
});

test('spelling covers the doc comments of the API declarations, and only their prose', () => {
  // A declaration file with a misspelt comment and misspelt identifiers, checked as if it
  // were in api-src/: only the comment's word is reported.
  const probe = [
    '/**',
    ' * The engine recieves this value.',
    ' * @param pEntidty - the entity',
    ' */',
    'declare function probeFnx(pEntidty: number): void;',
  ].join('\n');
  const run = spawnSync('npx', ['cspell', '--no-progress', '--no-color', 'stdin://api-src/nodemod/probe.d.ts'], {
    input: probe,
    encoding: 'utf8',
  });
  const report = `${run.stdout}\n${run.stderr}`;
  expect(report).toMatch(/probe\.d\.ts:2:\d+ - Unknown word \(recieves\)/);
  expect(report).not.toMatch(/pEntidty|probeFnx/);
  expect(run.status).toBe(1);
});
