/**
 * A Playwright reporter that prints, at the end of a run, the time each spec file
 * kept a test worker busy (the sum of its tests' durations, retries included), the
 * largest first, with its share of the whole and its number of tests. The wall time
 * of a run is about this sum divided by the workers; the table says where it goes.
 */
import path from 'node:path';
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

class SpecTimes implements Reporter {
  private readonly specs = new Map<string, {ms: number; tests: number}>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? {ms: 0, tests: 0};
    spec.ms += result.duration;
    spec.tests += 1;
    this.specs.set(file, spec);
  }

  onEnd(result: FullResult) {
    if (this.specs.size === 0) return;
    const total = [...this.specs.values()].reduce((sum, spec) => sum + spec.ms, 0);
    const lines = [...this.specs.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(
        ([file, spec]) =>
          `${(spec.ms / 1000).toFixed(1).padStart(7)} s ${((spec.ms / total) * 100).toFixed(0).padStart(3)}% ` +
          `${String(spec.tests).padStart(4)} tests  ${file}`,
      );
    console.log(
      `\nWorker time by spec (${(total / 1000).toFixed(0)} s in all; ${(result.duration / 1000).toFixed(0)} s of wall time):\n` +
        lines.join('\n'),
    );
  }

  printsToStdio() {
    return false;
  }
}

export default SpecTimes;
