import {spawnSync} from 'node:child_process';

/**
 * Runs one of the repository's Node scripts with `--json` and returns its exit
 * code and parsed output. The scripts are ES modules that the test runner's own
 * module loader cannot import, so the tests run them as a user would.
 */
export function runJson<T>(script: string, args: string[] = []): {status: number | null; output: T; stderr: string} {
  const result = spawnSync(process.execPath, [script, '--json', ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
  const line = result.stdout.trim().split('\n').pop() ?? '';
  let output: T;
  try {
    output = JSON.parse(line) as T;
  } catch {
    throw new Error(`${script} printed no JSON (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return {status: result.status, output, stderr: result.stderr};
}
