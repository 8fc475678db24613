// The site's own repository (src/lib/site-repository.mjs, plugins/site-repository): taken
// from GitHub Actions' variables or from an https GitHub origin, never guessed; and the
// links made from it.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {
  editLink,
  githubRepositoryUrl,
  issueLink,
  lineLink,
  resolveSiteRepository,
} from '../../src/lib/site-repository.mjs';
import {readGit, siteRepository, sourceLinks} from '../../plugins/site-repository/index.mjs';

const commit = '0123456789abcdef0123456789abcdef01234567';
const other = 'fedcba9876543210fedcba9876543210fedcba98';

/** The variables GitHub Actions sets for a push to main. */
const actions = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'someone/site',
  GITHUB_SHA: commit,
  GITHUB_REF_NAME: 'main',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REF_TYPE: 'branch',
};

test("GitHub Actions' variables give the address, the commit and the branch", () => {
  assert.deepEqual(resolveSiteRepository({env: actions}), {
    url: 'https://github.com/someone/site',
    commit,
    branch: 'main',
  });
  // The four the publish workflow's build needs, without the ref's other two.
  const {GITHUB_REF, GITHUB_REF_TYPE, ...four} = actions;
  assert.ok(GITHUB_REF && GITHUB_REF_TYPE);
  assert.deepEqual(resolveSiteRepository({env: four}), {
    url: 'https://github.com/someone/site',
    commit,
    branch: 'main',
  });
  // No GITHUB_SHA: HEAD's commit.
  const {GITHUB_SHA, ...noSha} = four;
  assert.ok(GITHUB_SHA);
  assert.equal(resolveSiteRepository({env: noSha, head: other})?.commit, other);
  assert.equal(resolveSiteRepository({env: noSha}), undefined, 'no commit at all: nothing');
});

test('a run for a tag or a pull request has no branch to edit on: its files are linked at the commit', () => {
  const tag = resolveSiteRepository({
    env: {...actions, GITHUB_REF: 'refs/tags/v1', GITHUB_REF_NAME: 'v1', GITHUB_REF_TYPE: 'tag'},
  });
  assert.deepEqual(tag, {url: 'https://github.com/someone/site', commit});
  const pull = resolveSiteRepository({env: {...actions, GITHUB_REF: 'refs/pull/7/merge', GITHUB_REF_NAME: '7/merge'}});
  assert.deepEqual(pull, {url: 'https://github.com/someone/site', commit});
  assert.equal(editLink(pull, 'docs/intro.md'), `https://github.com/someone/site/blob/${commit}/docs/intro.md`);
});

test('Actions variables that do not make an https address of github.com give nothing', () => {
  for (const env of [
    {...actions, GITHUB_SERVER_URL: 'https://github.example.com'},
    {...actions, GITHUB_SERVER_URL: 'http://github.com'},
    {...actions, GITHUB_SERVER_URL: undefined},
    {...actions, GITHUB_REPOSITORY: 'only-an-owner'},
    {...actions, GITHUB_REPOSITORY: 'someone/site/extra'},
    {...actions, GITHUB_SHA: 'abc1234'},
  ]) {
    assert.equal(resolveSiteRepository({env, origin: 'https://github.com/someone/site.git'}), undefined);
  }
});

test('an https origin on github.com, with or without .git, gives the address, HEAD and its branch', () => {
  for (const origin of [
    'https://github.com/someone/site',
    'https://github.com/someone/site.git',
    'https://github.com/someone/site/',
    'https://github.com/someone/site.git\n',
  ]) {
    assert.deepEqual(resolveSiteRepository({origin, head: commit, branch: 'work'}), {
      url: 'https://github.com/someone/site',
      commit,
      branch: 'work',
    });
  }
  // A detached HEAD: the commit, no branch.
  assert.deepEqual(resolveSiteRepository({origin: 'https://github.com/someone/site', head: commit}), {
    url: 'https://github.com/someone/site',
    commit,
  });
  // A repository whose name has dots.
  assert.equal(githubRepositoryUrl('https://github.com/someone/some.site.git'), 'https://github.com/someone/some.site');
});

test('an ssh origin gives nothing', () => {
  for (const origin of ['git@github.com:someone/site.git', 'ssh://git@github.com/someone/site.git']) {
    assert.equal(resolveSiteRepository({origin, head: commit, branch: 'main'}), undefined, origin);
  }
});

test('a local path origin gives nothing, nor does a file: address', () => {
  for (const origin of [
    '/srv/git/site.git',
    '../site',
    './site',
    'file:///srv/git/site.git',
    'C:\\repositories\\site',
  ]) {
    assert.equal(resolveSiteRepository({origin, head: commit, branch: 'main'}), undefined, origin);
  }
});

test('other hosts, plain http, credentials, ports and extra paths give nothing', () => {
  for (const origin of [
    'https://gitlab.com/someone/site.git',
    'https://github.com.example.org/someone/site',
    'http://github.com/someone/site',
    'https://someone:token@github.com/someone/site.git',
    'https://github.com:8443/someone/site',
    'https://github.com/someone/site/tree/main',
    'https://github.com/someone',
    'https://github.com/someone/..',
    'https://github.com/someone/site?x=1',
  ]) {
    assert.equal(githubRepositoryUrl(origin), undefined, origin);
    assert.equal(resolveSiteRepository({origin, head: commit}), undefined, origin);
  }
});

test('no git: no origin and no commit give nothing, and a commit without an origin too', () => {
  assert.equal(resolveSiteRepository({}), undefined);
  assert.equal(resolveSiteRepository({env: {}}), undefined);
  assert.equal(resolveSiteRepository({head: commit, branch: 'main'}), undefined);
  assert.equal(resolveSiteRepository({origin: 'https://github.com/someone/site'}), undefined, 'no commit');
});

test("Actions' variables win over the origin", () => {
  const found = resolveSiteRepository({
    env: actions,
    origin: 'https://github.com/fork/copy.git',
    head: other,
    branch: 'local',
  });
  assert.deepEqual(found, {url: 'https://github.com/someone/site', commit, branch: 'main'});
});

test('the links: edit on the branch (else the file at the commit), a line at the commit, a new issue', () => {
  const onBranch = {url: 'https://github.com/someone/site', commit, branch: 'feature/x y'};
  assert.equal(
    editLink(onBranch, 'docs/guides/quick-start.md'),
    'https://github.com/someone/site/edit/feature/x%20y/docs/guides/quick-start.md',
  );
  const atCommit = {url: 'https://github.com/someone/site', commit};
  assert.equal(
    editLink(atCommit, 'api-src/nodemod/engine.d.ts'),
    `https://github.com/someone/site/blob/${commit}/api-src/nodemod/engine.d.ts`,
  );
  assert.equal(
    lineLink(onBranch, 'api-src/nodemod/events.d.ts', 42),
    `https://github.com/someone/site/blob/${commit}/api-src/nodemod/events.d.ts#L42`,
  );
  const issue = new URL(
    issueLink('https://github.com/someone/site', {title: 'Quick start', address: 'https://example.org/docs/x#a&b'}),
  );
  assert.equal(issue.origin + issue.pathname, 'https://github.com/someone/site/issues/new');
  assert.equal(issue.searchParams.get('title'), 'Problem on "Quick start"');
  assert.match(issue.searchParams.get('body') ?? '', /^Page: https:\/\/example\.org\/docs\/x#a&b\n/);
});

/**
 * The global data a plugin sets once its content is loaded.
 * @param {import('@docusaurus/types').Plugin} plugin
 */
async function globalDataOf(plugin) {
  const data = [];
  const args = /** @type {any} */ ({content: undefined, allContent: {}, actions: {setGlobalData: (d) => data.push(d)}});
  await plugin.contentLoaded?.(args);
  return data;
}

/** A git repository made for the test, with one commit on `trunk`. */
function repository(t, origin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-repository-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  const git = (...args) => execFileSync('git', args, {cwd: dir, encoding: 'utf8'}).trim();
  git('-c', 'init.defaultBranch=trunk', 'init', '-q');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '-q', '--allow-empty', '-m', 'one');
  if (origin) git('remote', 'add', 'origin', origin);
  return {dir, head: git('rev-parse', 'HEAD')};
}

test("reading git: a clone's origin, HEAD and branch; the site's links from them", async (t) => {
  const {dir, head} = repository(t, 'https://github.com/someone/site.git');
  assert.deepEqual(readGit(dir), {origin: 'https://github.com/someone/site.git', head, branch: 'trunk'});
  const links = sourceLinks({
    siteDir: dir,
    env: {},
    generatedDocs: ['api/core', 'messages'],
    writtenFrom: {messages: 'plugins/user-messages/catalogue.mjs'},
  });
  assert.deepEqual(links.repository(), {url: 'https://github.com/someone/site', commit: head, branch: 'trunk'});
  assert.equal(
    links.editUrl({versionDocsDirPath: 'docs', docPath: 'guides/quick-start.md'}),
    'https://github.com/someone/site/edit/trunk/docs/guides/quick-start.md',
  );
  // A page the build writes has no file of its own in the repository.
  assert.equal(links.editUrl({versionDocsDirPath: 'docs', docPath: 'api/core/cmd/index.md'}), undefined);
  // A page written by one module of the repository: its edit link leads to that module.
  assert.equal(
    links.editUrl({versionDocsDirPath: 'docs', docPath: 'messages/half-life/Health.md'}),
    'https://github.com/someone/site/edit/trunk/plugins/user-messages/catalogue.mjs',
  );
  // The build's global data carries the repository.
  assert.deepEqual(await globalDataOf(links.plugin()), [
    {url: 'https://github.com/someone/site', commit: head, branch: 'trunk'},
  ]);
});

test('a clone whose origin is a local path, or that has no origin, gives no links', async (t) => {
  for (const origin of [path.join(tmpdir(), 'elsewhere.git'), undefined]) {
    const {dir} = repository(t, origin);
    assert.equal(siteRepository({siteDir: dir, env: {}}), undefined, String(origin));
    const links = sourceLinks({siteDir: dir, env: {}});
    assert.equal(links.editUrl({versionDocsDirPath: 'docs', docPath: 'intro.md'}), undefined);
    assert.deepEqual(await globalDataOf(links.plugin()), []);
  }
});

test('no repository and no git at all: undefined, never a throw', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-repository-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  assert.deepEqual(readGit(dir), {origin: undefined, head: undefined, branch: undefined});
  const saved = process.env.PATH;
  process.env.PATH = dir;
  try {
    assert.deepEqual(readGit(process.cwd()), {origin: undefined, head: undefined, branch: undefined});
    assert.equal(siteRepository({siteDir: process.cwd(), env: {}}), undefined);
  } finally {
    process.env.PATH = saved;
  }
});
