// The last update of docs pages (plugins/last-update), in a git repository made for
// the test: the commit that last changed a page's source, or, for a generated page,
// the newest commit of the files its `source_files` name.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {lastCommit, lastUpdateFrontMatter, pageSources} from '../../plugins/last-update/index.mjs';

/** A stand-in for Docusaurus's own front matter reader: `key: JSON` lines between `---`. */
async function defaultParseFrontMatter({fileContent}) {
  const block = fileContent.match(/^---\n([\s\S]*?)\n---\n/);
  /** @type {Record<string, unknown>} */
  const frontMatter = {};
  for (const line of block?.[1].split('\n') ?? []) {
    const at = line.indexOf(': ');
    frontMatter[line.slice(0, at)] = JSON.parse(line.slice(at + 2));
  }
  return {frontMatter, content: fileContent.slice(block?.[0].length ?? 0)};
}

test('pages are dated by the commit that last changed their sources', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'last-update-'));
  t.after(() => rmSync(root, {recursive: true, force: true}));
  const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
  const commit = (message, date) => {
    git('add', '-A');
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '-qm', message], {
      cwd: root,
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q');
  mkdirSync(path.join(root, 'docs', 'api'), {recursive: true});
  mkdirSync(path.join(root, 'api-src'));
  mkdirSync(path.join(root, 'blog'));
  writeFileSync(path.join(root, 'docs', 'guide.md'), '---\ntitle: "Guide"\n---\n\nText.\n');
  writeFileSync(path.join(root, 'api-src', 'a.d.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'blog', 'post.md'), '---\ntitle: "Post"\n---\n');
  const first = commit('first', '2025-03-01T10:00:00+00:00');
  writeFileSync(path.join(root, 'api-src', 'b.d.ts'), 'export {};\n');
  const second = commit('second', '2025-04-02T12:30:00+00:00');

  assert.deepEqual(lastCommit(root, ['docs/guide.md']), {commit: first, date: '2025-03-01T10:00:00+00:00'});
  assert.equal(lastCommit(root, ['api-src/a.d.ts', 'api-src/b.d.ts'])?.commit, second);
  assert.equal(lastCommit(root, ['docs/not-committed.md']), undefined);

  const parse = lastUpdateFrontMatter({root, docsDir: 'docs'});
  const guide = await parse({
    filePath: path.join(root, 'docs', 'guide.md'),
    fileContent: '---\ntitle: "Guide"\n---\n\nText.\n',
    defaultParseFrontMatter,
  });
  assert.deepEqual(guide.frontMatter, {
    title: 'Guide',
    last_update: {date: '2025-03-01T10:00:00+00:00'},
    last_update_commit: first,
  });

  // A generated page (never committed) is dated by the files it names, which it no longer carries.
  const generated = '---\ntitle: "A"\nsource_files: ["api-src/a.d.ts","api-src/b.d.ts"]\n---\n';
  assert.deepEqual(pageSources(root, path.join(root, 'docs', 'api', 'A.md'), {source_files: ['api-src/a.d.ts']}), [
    'api-src/a.d.ts',
  ]);
  const page = await parse({
    filePath: path.join(root, 'docs', 'api', 'A.md'),
    fileContent: generated,
    defaultParseFrontMatter,
  });
  assert.deepEqual(page.frontMatter, {
    title: 'A',
    last_update: {date: '2025-04-02T12:30:00+00:00'},
    last_update_commit: second,
  });

  // Outside the docs, and for a file git does not know, the front matter is left as it is.
  const post = await parse({
    filePath: path.join(root, 'blog', 'post.md'),
    fileContent: '---\ntitle: "Post"\n---\n',
    defaultParseFrontMatter,
  });
  assert.deepEqual(post.frontMatter, {title: 'Post'});
  const fresh = await parse({
    filePath: path.join(root, 'docs', 'new.md'),
    fileContent: '---\ntitle: "New"\n---\n',
    defaultParseFrontMatter,
  });
  assert.deepEqual(fresh.frontMatter, {title: 'New'});
});
