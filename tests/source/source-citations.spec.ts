/**
 * The line citations of the hand-written pages (`docs/`, `blog/`): every link to a
 * line of a source file on GitHub names the commit pinned for its repository
 * (plugins/site-data/pinned-sources.json), a file that exists there and a line that file has,
 * checked against the committed indexes of those files (tests/fixtures/source-files.json
 * for NodeMod's two repositories, tests/fixtures/cited-source-files.json for ReHLDS,
 * the HLSDK, Metamod-R and AMX Mod X). The generated API pages (docs/api/core,
 * docs/api/nodemod) are not here: their source links are checked by member-data.spec.ts.
 * And no page, component or declaration but the API changes page links to a commit of
 * NodeMod's repositories other than the pinned release.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import pinned from '../../plugins/site-data/pinned-sources.json';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Lines of each file, by repository (owner/name). */
const lineCounts = new Map<string, Record<string, number>>();
const nodemodFiles = read('tests/fixtures/source-files.json') as {
  files: {plugin: Record<string, number>; core: Record<string, number>};
};
lineCounts.set(pinned.plugin.repo, nodemodFiles.files.plugin);
lineCounts.set(pinned.core.repo, nodemodFiles.files.core);
const cited = read('tests/fixtures/cited-source-files.json') as {
  repositories: Record<string, {commit: string; files: Record<string, number>}>;
};
for (const [repo, {files}] of Object.entries(cited.repositories)) lineCounts.set(repo, files);

/** The pinned commit of each repository. */
const commitOf = new Map(
  Object.values(pinned)
    .filter((entry) => typeof entry === 'object')
    .map(({repo, commit}) => [repo, commit]),
);

/** The generated API pages: their links are checked elsewhere. */
const generated = ['docs/api/core', 'docs/api/nodemod', 'docs/messages'];

function pages(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return generated.includes(rel) ? [] : pages(rel);
    return /\.mdx?$/.test(entry.name) ? [rel] : [];
  });
}

const citation = /https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/blob\/([0-9a-f]{7,40})\/([^)#\s]+)#L(\d+)(?:-L(\d+))?/g;

/** What is wrong with each citation of a text, one line each; `checked` counts the citations read. */
function problems(file: string, text: string, counts: {checked: number}): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(citation)) {
    counts.checked++;
    const [link, repo, commit, filePath, first, last] = m;
    const where = `${file}: ${link}`;
    const files = lineCounts.get(repo!);
    if (!files) {
      found.push(`${where}: no index of ${repo}'s files (tests/fixtures)`);
      continue;
    }
    if (commit !== commitOf.get(repo!)) found.push(`${where}: not the pinned commit ${commitOf.get(repo!)}`);
    const lines = files[filePath!];
    if (lines === undefined) found.push(`${where}: no such file at the pinned commit`);
    else if (Number(last ?? first) > lines || Number(first) < 1) found.push(`${where}: the file has ${lines} lines`);
  }
  return found;
}

test('every line a hand-written page cites is a line of the pinned commit', () => {
  const counts = {checked: 0};
  const found = [...pages('docs'), ...pages('blog')].flatMap((file) =>
    problems(file, readFileSync(path.join(root, file), 'utf8'), counts),
  );
  console.log(`${counts.checked} line citations checked`);
  expect(found).toEqual([]);
  // The timeline of the server's life cites its every step.
  expect(counts.checked).toBeGreaterThan(60);
});

test('a citation of another commit, a missing file, a line past the end or an unknown repository is caught', () => {
  const rehlds = `https://github.com/${pinned.rehlds.repo}/blob`;
  const text = [
    `[a](${rehlds}/${pinned.rehlds.commit}/rehlds/engine/sv_main.cpp#L6402)`,
    `[b](${rehlds}/0123456789abcdef0123456789abcdef01234567/rehlds/engine/sv_main.cpp#L6402)`,
    `[c](${rehlds}/${pinned.rehlds.commit}/rehlds/engine/no_such_file.cpp#L1)`,
    `[d](${rehlds}/${pinned.rehlds.commit}/rehlds/engine/sv_main.cpp#L999999)`,
    `[e](https://github.com/someone/else/blob/${pinned.rehlds.commit}/x.c#L1)`,
  ].join('\n');
  const counts = {checked: 0};
  const found = problems('test', text, counts);
  expect(counts.checked).toBe(5);
  expect(found).toHaveLength(4);
  expect(found[0]).toContain('not the pinned commit');
  expect(found[1]).toContain('no such file');
  expect(found[2]).toContain('lines');
  expect(found[3]).toContain('no index');
});

/**
 * The files whose text reaches readers, other than the generated API pages: the pages,
 * the components and data, the API declarations. The changes page and its data name the
 * commit of every release; a dated post may keep the commit of its day.
 */
function readerFiles(dir: string): string[] {
  const own = new Set(['docs/api/changes.mdx', 'plugins/site-data/api-history.json']);
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return generated.includes(rel) ? [] : readerFiles(rel);
    return /\.(mdx?|tsx?|json|css)$/.test(entry.name) && !own.has(rel) ? [rel] : [];
  });
}

const nodemodLink = /https:\/\/github\.com\/(nodemod\/[\w.-]+)\/(?:blob|tree|commit|raw)\/([0-9a-f]{7,40})\b/g;

/** Each link of a text into a NodeMod repository at a commit other than the pinned one. */
function otherCommits(file: string, text: string): string[] {
  return [...text.matchAll(nodemodLink)]
    .filter(([, repo, commit]) => !commitOf.get(repo!)?.startsWith(commit!))
    .map(([link]) => `${file}: ${link}`);
}

test('no page but the changes page links to a NodeMod commit other than the release it documents', () => {
  const files = ['docs', 'src', 'api-src'].flatMap(readerFiles);
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => otherCommits(file, readFileSync(path.join(root, file), 'utf8')));
  expect(found).toEqual([]);
  // The examples repository is pinned too, and a planted pre-release link is caught.
  expect(commitOf.get('nodemod/examples-goldsrc')).toBe(pinned.examples.commit);
  const planted = otherCommits(
    'test',
    [
      `https://github.com/nodemod/nodemod-goldsrc/blob/da5a95b/README.md`,
      `https://github.com/nodemod/core-goldsrc/tree/2b7787102f862096a55786c4b7e783e11e6ebb71`,
      `https://github.com/nodemod/nodemod-goldsrc/blob/${pinned.plugin.commit.slice(0, 7)}/README.md`,
    ].join('\n'),
  );
  expect(planted).toHaveLength(2);
});
