// Text transforms of the TypeDoc plugin's Markdown (plugins/typedoc/plugin.mjs), one by one.
import assert from 'node:assert/strict';
import test from 'node:test';
import {dropVoidReturns} from '../../plugins/typedoc/plugin.mjs';

test('a "Returns `void`" section goes, wherever the member stands', () => {
  const member = (name) => `### ${name}\n\nDoes it.\n\n#### Returns\n\n\`void\`\n`;
  // Between two members, before a section's heading, and at the end of the page (the last
  // member: the section is followed by one newline, or none).
  assert.equal(
    dropVoidReturns(`${member('a')}\n***\n\n${member('b')}\n## Engine events\n\n${member('c')}`),
    '### a\n\nDoes it.\n\n***\n\n### b\n\nDoes it.\n\n## Engine events\n\n### c\n\nDoes it.\n\n',
  );
  assert.equal(dropVoidReturns('### d\n\nDoes it.\n\n#### Returns\n\n`void`'), '### d\n\nDoes it.\n\n');
});

test('a Returns section of any other type stays', () => {
  const text = '### e\n\n#### Returns\n\n`number`\n\nThe index.\n\n#### Returns\n\n`void`[]\n';
  assert.equal(dropVoidReturns(text), text);
});
