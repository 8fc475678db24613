/**
 * The API changes page (/docs/api/changes) and the "Added in"/"Changed in" line of the
 * reference's members: their data (plugins/site-data/api-history.json, written by
 * scripts/api-history.mjs from the tags of the two repositories) is recomputed here
 * from the API of each release (tests/fixtures/api-releases.json, each release as its
 * differences from the documented API, tests/fixtures/nodemod-api.json); the pre-release
 * API it starts from is the other reference (tests/fixtures/nodemod-api-da5a95b.json);
 * the page has a section for every release; the migration's samples compile against
 * their own API and, where they show a break, not against the other.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import data from '../../plugins/site-data/api-history.json';
import {changeAnchor, changePage, memberSince, releaseAnchor} from '../../plugins/site-data/api-changes';
import {runJson} from '../support/run-node';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const documented = read('tests/fixtures/nodemod-api.json');
const preRelease = read('tests/fixtures/nodemod-api-da5a95b.json');
const releases = read('tests/fixtures/api-releases.json') as {releases: Record<string, Record<string, string | null>>};

type Diff = (before: unknown, after: unknown) => {kind: string; key: string; before?: string; after?: string}[];
let apiDiff: Diff;
let flattenApi: (api: unknown) => Record<string, string>;
test.beforeAll(async () => {
  // Loaded as the ES module it is (the test runner would compile a static import to CommonJS).
  ({apiDiff, flattenApi} = await import('../../scripts/lib/api-diff.mjs'));
});

/** A release's API facts, flat: the documented API with the release's differences applied. */
function releaseFacts(label: string): Record<string, string> {
  const facts = {...flattenApi(documented)};
  for (const [key, value] of Object.entries(releases.releases[label]!)) {
    if (value === null) delete facts[key];
    else facts[key] = value;
  }
  return facts;
}

/** Flat facts back to the nested shape apiDiff reads. */
function nest(facts: Record<string, string>) {
  const api: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts)) {
    const parts = key.split('/');
    let at = api as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts.at(-1)!] = JSON.parse(value);
  }
  return api;
}

const strip = (changes: {kind: string; key: string; before?: string; after?: string}[]) =>
  changes.map(({kind, key, before, after}) => ({kind, key, ...(before ? {before} : {}), ...(after ? {after} : {})}));

test('each core release lists what differs from the release before it, recomputed from their APIs', () => {
  const tags = data.releases.filter((r) => r.package === 'core').map((r) => `v${r.version}`);
  expect(tags).toEqual(['v1.0.0', 'v1.0.1', 'v1.0.2', 'v1.0.3', 'v1.0.4', 'v1.0.5']);
  // The last release is the documented API itself: no differences.
  expect(releases.releases['v1.0.5']).toEqual({});
  let listed = 0;
  for (const [i, tag] of tags.entries()) {
    const release = data.releases.find((r) => r.package === 'core' && `v${r.version}` === tag)!;
    const expected = i === 0 ? [] : apiDiff(nest(releaseFacts(tags[i - 1]!)), nest(releaseFacts(tag)));
    expect(strip(release.changes), tag).toEqual(strip(expected));
    listed += release.changes.length;
    for (const c of release.changes) expect(c.commit, `${tag} ${c.key}`).toMatch(/^[0-9a-f]{40}$/);
  }
  console.log(`${listed} changes in the core releases`);
});

test('the migration is the difference between the two reference APIs, and the releases rebuild the earlier one', () => {
  // The earliest API the fixture holds is the pre-release one: the same facts as its reference.
  expect(releaseFacts('baseline')).toEqual(flattenApi(preRelease));
  expect(strip(data.migration)).toEqual(strip(apiDiff(preRelease, documented)));
  // What ../shared/FACTS.md names among the changes, by key.
  const has = (kind: string, key: string) => data.migration.some((c) => c.kind === kind && c.key === key);
  for (const key of ['nodemod/functions/getMetaResult', 'nodemod/variables/gameDir', 'nodemod/variables/frametime'])
    expect(has('added', key), key).toBe(true);
  expect(has('changed', 'nodemod/interfaces/Engine/members/setClientKeyValue')).toBe(true);
  for (const member of ['registerClient', 'registerServer', 'getCommands'])
    expect(has('added', `core/cmd/class/members/${member}`), member).toBe(true);
  for (const member of ['map', 'getListeners', 'clearListeners'])
    expect(has('removed', `core/events/class/members/${member}`), member).toBe(true);
  expect(has('removed', 'core/events/interfaces/EventOptions')).toBe(true);
  expect(has('changed', 'core/cvar/class/members/wrap')).toBe(true);
});

test('each plugin release pins its core and lists what its C++ binds anew, each name a member of the reference', () => {
  const plugin = data.releases.filter((r) => r.package === 'plugin');
  expect(plugin.map((r) => r.version)).toEqual([
    '1.0.0',
    '1.0.1',
    '1.0.2',
    '1.0.3',
    '1.0.4',
    '1.0.5',
    '1.0.6',
    '1.0.7',
  ]);
  const last = plugin.at(-1)! as {core?: {version: string | null}};
  expect(last.core?.version).toBe('1.0.5');
  const facts = Object.keys(flattenApi(documented));
  for (const release of plugin) {
    for (const change of release.changes) {
      const where = `${release.version}: ${change.kind} ${change.key}`;
      expect(change.commit, where).toMatch(/^[0-9a-f]{40}$/);
      // A name bound at a release the site documents is in the documented API, and has its page.
      if (change.kind === 'added' && change.documented) expect(changePage(change.key), where).not.toBeNull();
    }
  }
  // The three names the releases added are the binding's new members in the facts.
  const added = plugin.flatMap((r) => r.changes.filter((c) => c.kind === 'added').map((c) => c.key));
  expect(added.sort()).toEqual(['nodemod.frametime', 'nodemod.gameDir', 'nodemod.getMetaResult()']);
  for (const key of ['nodemod/variables/frametime', 'nodemod/variables/gameDir', 'nodemod/functions/getMetaResult'])
    expect(
      facts.some((k) => k.startsWith(key)),
      key,
    ).toBe(true);
});

test('the unreleased work holds the rename of META_RES, the Ham hooks and isInViewCone, in no release', () => {
  const keys = data.unreleased.core.changes.map((c) => `${c.kind} ${c.key}`);
  expect(keys).toContain('removed nodemod/enums/META_RES');
  expect(keys).toContain('added nodemod/enums/MRES');
  expect(keys).toContain('added core/trace/class/members/isInViewCone');
  expect(keys).toContain('added nodemod/enums/HAM_FUNC');
  expect(keys).toContain('added nodemod/variables/ham');
  expect(data.unreleased.plugin.changes.map((c) => `${c.kind} ${c.key}`)).toContain('added nodemod.ham');
  // The documented API has none of it.
  const facts = flattenApi(documented);
  expect(Object.keys(facts).some((k) => k.startsWith('nodemod/enums/MRES/'))).toBe(false);
  expect(releaseFacts('unreleased')['nodemod/enums/MRES/members/SUPERCEDE']).toBeDefined();
});

test('the page has a heading and a list for every release, and the reference anchors of its changes exist', () => {
  const page = readFileSync(path.join(root, 'docs', 'api', 'changes.mdx'), 'utf8');
  for (const r of data.releases) {
    const anchor = releaseAnchor(r.package as 'core' | 'plugin', r.version);
    expect(page, anchor).toContain(`### ${r.version} {#${anchor}}`);
    expect(page, anchor).toContain(`<ApiRelease package="${r.package}" version="${r.version}" />`);
  }
  expect(page).toContain('<ApiMigration />');
  expect(page).toContain('<ApiUnreleased package="core" />');
  expect(page).toContain('<ApiUnreleased package="plugin" />');
  // Each change of a release has an anchor of its own on the page.
  const anchors = data.releases.flatMap((r) =>
    r.changes.map((c) => changeAnchor(r.package as 'core' | 'plugin', r.version, c.key)),
  );
  expect(anchors.length).toBeGreaterThan(0);
  expect(new Set(anchors).size).toBe(anchors.length);
  // Every added or changed member of the migration names a page of the reference.
  const pages = data.migration.filter((c) => c.kind !== 'removed').map((c) => changePage(c.key));
  expect(pages.filter((p) => p === null)).toEqual([]);
});

test('a member that differs from the pre-release API says which releases added or changed it; the others say nothing', () => {
  const since = memberSince();
  expect(since['nodemod/Function/getMetaResult']).toEqual({
    text: 'Added in @nodemod/core 1.0.5, NodeMod 1.0.7',
    href: '/docs/api/changes#core-1-0-5-nodemod-getmetaresult',
  });
  // Each line leads to its member's entry in the first release it names.
  const anchors = new Set(
    data.releases.flatMap((r) => r.changes.map((c) => changeAnchor(r.package as 'core' | 'plugin', r.version, c.key))),
  );
  for (const [member, line] of Object.entries(since))
    expect(anchors.has(line.href.split('#')[1]!), `${member}: ${line.href}`).toBe(true);
  expect(since['nodemod/Variable/frametime']?.text).toBe('Added in @nodemod/core 1.0.1, NodeMod 1.0.4');
  expect(since['core/cmd/Class/default#register']?.text).toBe('Changed in @nodemod/core 1.0.1, @nodemod/core 1.0.5');
  expect(since['core/cvar/Class/default#wrap']?.text).toBe('Changed in @nodemod/core 1.0.3');
  // The HUD text options were renamed and back between the first release and the pre-release
  // commit: the documented API has them as the pre-release one did, so no line.
  expect(Object.keys(since).filter((k) => k.startsWith('core/util/Interface/HudTextOptions'))).toEqual([]);
  console.log(`${Object.keys(since).length} members with an "added in" or "changed in" line`);
});

test('the migration samples compile against their own API, and the "before" ones that show a break fail against this one', () => {
  test.setTimeout(120_000);
  const page = 'docs/api/changes.mdx';
  const both = runJson<{samples: number; problems: string[]}>('tests/checkers/code-samples.mjs', [page]);
  expect(both.output.problems).toEqual([]);
  const text = readFileSync(path.join(root, page), 'utf8');
  const before = (text.match(/```ts api=pre-release/g) ?? []).length;
  expect(before).toBeGreaterThanOrEqual(4);
  // The same "before" samples read as code for the documented API.
  mkdirSync(path.join(root, '.test-output'), {recursive: true});
  const copy = '.test-output/changes-before-now.md';
  writeFileSync(path.join(root, copy), text.replace(/```ts api=pre-release/g, '```ts'));
  const now = runJson<{samples: number; problems: string[]}>('tests/checkers/code-samples.mjs', [copy]);
  // Each problem names its line; a sample is the fence that starts last before it.
  const starts = [...text.matchAll(/^```ts api=pre-release\b.*$/gm)].map(
    (m) => text.slice(0, m.index).split('\n').length + 1,
  );
  const failing = new Set(
    now.output.problems.map((p) => {
      const line = Number(p.split(':')[1]);
      return starts.filter((start) => start <= line).at(-1);
    }),
  );
  failing.delete(undefined);
  console.log(`"before" samples: ${before}, failing against the documented API: ${failing.size}`);
  expect(failing.size).toBeGreaterThanOrEqual(3);
});
