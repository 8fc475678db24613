/**
 * The re-pointer of line citations (scripts/repoint-citations.mjs), on texts and files
 * written here: a cited block found again at the new commit moves the link and its label;
 * of several copies, the one nearest the old line wins; a changed line or a vanished file
 * leaves the link as it was and is reported for a person to read.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findBlock, repoint} from '../../scripts/repoint-citations.mjs';

const before = ['int a;', 'void f() {', '  call();', '}', 'void g() {', '  callG();', '}'].join('\n');
// Two lines added on top, and g's body changed.
const after = ['// one', '// two', 'int a;', 'void f() {', '  call();', '}', 'void g() {', '  other();', '}'].join(
  '\n',
);
const files = {
  old: {'src/x.cpp': before, 'src/gone.cpp': 'x'},
  new: {'src/x.cpp': after},
};
const show = (commit, file) => files[commit][file] ?? null;
const url = (commit, anchor, file = 'src/x.cpp') => `https://github.com/o/r/blob/${commit}/${file}#${anchor}`;

test('findBlock finds the lines, ignoring indentation, nearest the old place, or gives null', () => {
  const lines = ['a', '  b', 'c', 'a', 'b', 'c'];
  assert.equal(findBlock(lines, ['a', 'b'], 1), 1);
  assert.equal(findBlock(lines, ['a', 'b'], 5), 4);
  assert.equal(findBlock(lines, ['b', 'x'], 1), null);
});

test('a block found again moves the link and a label that named its line', () => {
  const text = `[\`x.cpp:2-3\`](${url('old', 'L2-L3')}) and ${url('old', 'L1')}`;
  const {text: out, report} = repoint(text, {repo: 'o/r', from: 'old', to: 'new', show});
  assert.equal(out, `[\`x.cpp:4-5\`](${url('new', 'L4-L5')}) and ${url('new', 'L3')}`);
  assert.deepEqual(report, ['src/x.cpp#L2 -> #L4', 'src/x.cpp#L1 -> #L3']);
});

test('changed lines and vanished files stay as they were and are reported', () => {
  const text = `${url('old', 'L6')} ${url('old', 'L1', 'src/gone.cpp')} ${url('old', 'L1', 'src/none.cpp')}`;
  const {text: out, report} = repoint(text, {repo: 'o/r', from: 'old', to: 'new', show});
  assert.equal(out, text);
  assert.deepEqual(report, [
    'src/x.cpp#L6: the lines changed (callG();)',
    'src/gone.cpp: gone at new',
    'src/none.cpp: not at old',
  ]);
});

test('links of another repository or commit are left alone', () => {
  const text = `https://github.com/o/other/blob/old/src/x.cpp#L1 ${url('new', 'L1')}`;
  const {text: out, report} = repoint(text, {repo: 'o/r', from: 'old', to: 'new', show});
  assert.equal(out, text);
  assert.deepEqual(report, []);
});
