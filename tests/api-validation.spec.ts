/**
 * The declaration sources compile, and TypeDoc's own validation finds nothing:
 * no unresolved link, no referenced symbol left out, no declaration without a
 * description (scripts/api-validate.mjs). Prints the share of members described.
 */
import {execFileSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {runJson} from './support/run-node';

type Result = {id: string; messages: string[]; described: number; total: number; undescribed: string[]};

// TypeDoc runs with skipErrorChecking (typedoc.json): it reads the types but
// leaves the compiler's error pass to this test, which saves about 5 s a build.
test('the declaration sources type-check (tsc --noEmit)', () => {
  test.setTimeout(120_000);
  // Throws, with the compiler's messages, when tsc reports an error.
  execFileSync('npx', ['tsc', '-p', 'api-src/tsconfig.json'], {encoding: 'utf8', stdio: 'pipe'});
});

test('TypeDoc validation: no warning, and every member described', () => {
  test.setTimeout(180_000);
  const {status, output: results} = runJson<Result[]>('scripts/api-validate.mjs');
  for (const r of results) {
    console.log(`${r.id}: ${r.described} of ${r.total} members described (${((100 * r.described) / r.total).toFixed(1)}%)`);
  }
  expect(results.map((r) => r.id)).toEqual(['api-core', 'api-nodemod']);
  for (const r of results) {
    expect(r.messages, `${r.id}: TypeDoc warnings and errors`).toEqual([]);
    expect(r.undescribed, `${r.id}: members without a description`).toEqual([]);
    expect(r.total).toBeGreaterThan(100);
  }
  expect(status).toBe(0);
});
