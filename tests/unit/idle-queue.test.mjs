// The queue the page's prefetches wait in for the browser's idle time
// (src/lib/idle-queue.mjs). Run with `node --test tests/unit/`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SLICE_MS, idleQueue} from '../../src/lib/idle-queue.mjs';

/** An idle scheduler driven by the test, and a clock each run advances by `cost` ms. */
function harness(cost) {
  const slices = [];
  let clock = 0;
  const ran = [];
  const add = idleQueue(
    (key) => {
      ran.push(key);
      clock += cost;
    },
    (work) => slices.push(work),
    () => clock,
  );
  return {add, ran, slices, idle: (remaining = 50) => slices.shift()(() => remaining)};
}

test('nothing runs when a key is added, only when the browser is idle; each key once, in order', () => {
  const {add, ran, slices, idle} = harness(1);
  add('/docs/a');
  add('/docs/b');
  add('/docs/a');
  assert.deepEqual(ran, []);
  assert.equal(slices.length, 1, 'one slice asked for');
  idle();
  assert.deepEqual(ran, ['/docs/a', '/docs/b']);
  assert.equal(slices.length, 0, 'no slice asked for once the queue is empty');
});

test('a slice stops after its time and asks for the next', () => {
  const {add, ran, slices, idle} = harness(3);
  for (let i = 0; i < 10; i++) add(`/docs/${i}`);
  idle(50);
  // 3 ms a key: the slice ends once 8 ms have passed, after the third key.
  assert.equal(ran.length, Math.ceil(SLICE_MS / 3));
  assert.equal(slices.length, 1);
  idle(4);
  // A slice with less idle time left works less: 4 ms, two keys.
  assert.equal(ran.length, Math.ceil(SLICE_MS / 3) + 2);
  while (slices.length) idle();
  assert.equal(ran.length, 10);
  assert.deepEqual(
    ran,
    Array.from({length: 10}, (_, i) => `/docs/${i}`),
  );
});

test('a key added while a slice is waiting joins it; one added later asks for a new slice', () => {
  const {add, ran, slices, idle} = harness(1);
  add('/docs/a');
  add('/docs/b');
  assert.equal(slices.length, 1);
  idle();
  add('/docs/c');
  assert.equal(slices.length, 1);
  idle();
  assert.deepEqual(ran, ['/docs/a', '/docs/b', '/docs/c']);
});
