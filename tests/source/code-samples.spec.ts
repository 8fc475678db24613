/**
 * Every TypeScript or JavaScript code block of the hand-written content and of
 * the declaration sources' doc comments compiles against the API declarations
 * (tests/checkers/code-samples.mjs).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {runJson} from '../support/run-node';

type Report = {samples: number; partial: string[]; problems: string[]};

/** Fragments marked `partial` are not compiled, so they must stay few. */
const maxPartial = 5;

test('every code sample compiles against the API declarations', () => {
  test.setTimeout(120_000);
  const {status, output} = runJson<Report>('tests/checkers/code-samples.mjs');
  console.log(
    `code samples: ${output.samples - output.partial.length} type-checked, ${output.partial.length} marked partial` +
      (output.partial.length ? ` (${output.partial.join(', ')})` : ''),
  );
  expect(output.problems).toEqual([]);
  expect(status).toBe(0);
  expect(output.samples).toBeGreaterThan(10);
  expect(output.partial.length).toBeLessThanOrEqual(maxPartial);
});

test('the check catches a sample that does not match the API', () => {
  test.setTimeout(120_000);
  mkdirSync('.test-output', {recursive: true});
  const file = '.test-output/bad-sample.md';
  writeFileSync(
    file,
    [
      '# A page with a wrong sample',
      '',
      '```ts',
      "import nodemodCore from '@nodemod/core';",
      'nodemodCore.cmd.register(42, () => {});',
      "nodemod.eng.precacheModels('x');",
      '```',
      '',
      'A fragment, marked as such, is not compiled:',
      '',
      '```ts partial',
      'nodemodCore.cmd.register(',
      '```',
      '',
    ].join('\n'),
  );
  const {status, output} = runJson<Report>('tests/checkers/code-samples.mjs', [file]);
  expect(status).toBe(1);
  expect(output.samples).toBe(2);
  expect(output.partial).toEqual(['.test-output/bad-sample.md:12']);
  expect(output.problems).toHaveLength(2);
  expect(output.problems[0]).toMatch(/bad-sample\.md:5: Argument of type 'number'/);
  expect(output.problems[1]).toMatch(/bad-sample\.md:6: Property 'precacheModels' does not exist/);
});
