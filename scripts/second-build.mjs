#!/usr/bin/env node
/**
 * The second of two real builds for the tests of a deployment
 * (tests/browser/offline-deploy.spec.ts, scripts/offline-deploy-cost.mjs): the
 * site as it is in this folder, with one guide (`docs/guides/debugger.md`) given
 * one more paragraph and committed, built by `npm run build` as the suite builds
 * the first one (scripts/test.sh). The result goes to `.test-output/build-b`.
 *
 * It is built in a clone of this repository under `.test-output/` (git's objects
 * shared, the changes of the working tree copied in, `node_modules` hard-linked,
 * its cache left out), not in this folder: the first build and the checks that
 * read the sources go on untouched meanwhile. The clone sits at the same depth of
 * the same disk, and what the build writes depends only on paths relative to the
 * site, so the two builds differ only where the edit and its commit reach.
 *
 * Usage: node scripts/second-build.mjs [--out .test-output/build-b] [--if-stale] [--json]
 *   --if-stale  build only when the second build is missing or older than `build/`
 *   --json      print, last, what the tests need: {dir, route, text}
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {appendFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The guide the second build changes, and the paragraph it gains. */
export const editedGuide = 'docs/guides/debugger.md';
export const editedRoute = '/docs/guides/debugger';
export const addedText = 'This paragraph is the second deployment of the deployment tests.';

/** Where the second build goes by default. */
export const secondBuildDir = path.join(repo, '.test-output', 'build-b');

const builtAt = (dir) =>
  existsSync(path.join(dir, 'index.html')) ? statSync(path.join(dir, 'index.html')).mtimeMs : 0;

/** Whether the second build in `out` is missing or older than the first (`build/`). */
export const isStale = (out = secondBuildDir) => builtAt(out) < builtAt(path.join(repo, 'build'));

const git = (cwd, ...args) => execFileSync('git', args, {cwd, encoding: 'utf8'}).trim();

/**
 * Builds the second deployment into `out` and returns its path. Throws with the
 * build's output when the build fails.
 * @param {{out?: string, log?: (line: string) => void}} [options]
 */
export function buildSecond({out = secondBuildDir, log = () => {}} = {}) {
  const clone = path.join(repo, '.test-output', 'second-build');
  rmSync(clone, {recursive: true, force: true});
  mkdirSync(path.dirname(clone), {recursive: true});
  git(repo, 'clone', '--quiet', '--shared', '--no-checkout', repo, clone);
  git(clone, 'checkout', '--quiet', git(repo, 'rev-parse', 'HEAD'));
  // What the working tree has that HEAD has not: changed (staged or not), deleted and new
  // (not ignored) files.
  const changed = [
    ...git(repo, 'diff', '--name-only', '-z', 'HEAD').split('\0'),
    ...git(repo, 'ls-files', '--others', '--exclude-standard', '-z').split('\0'),
  ];
  for (const file of changed.filter(Boolean)) {
    if (existsSync(path.join(repo, file))) cpSync(path.join(repo, file), path.join(clone, file));
    else rmSync(path.join(clone, file), {force: true});
  }
  // The packages as installed here, hard-linked (no copy); their caches are the first build's own.
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(clone, 'node_modules')]);
  rmSync(path.join(clone, 'node_modules', '.cache'), {recursive: true, force: true});

  // The edit, committed as a deployment's change would be.
  appendFileSync(path.join(clone, editedGuide), `\n${addedText}\n`);
  const who = ['-c', 'user.name=Deployment test', '-c', 'user.email=deployment-test@localhost'];
  git(clone, ...who, 'commit', '--quiet', '--all', '--message', 'Second deployment: one guide gains a paragraph');

  log(`building the second deployment (${editedGuide} edited) in ${path.relative(repo, clone)}`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: clone,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    env: {
      ...process.env,
      GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL ?? 'https://github.com',
      GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY ?? 'test-owner/nodemod-site',
      GITHUB_SHA: git(clone, 'rev-parse', 'HEAD'),
      GITHUB_REF_NAME: process.env.GITHUB_REF_NAME ?? 'main',
    },
  });
  if (result.status !== 0) {
    throw new Error(`the second build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  rmSync(out, {recursive: true, force: true});
  renameSync(path.join(clone, 'build'), out);
  rmSync(clone, {recursive: true, force: true});
  log(`second deployment built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${path.relative(repo, out)}`);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {out: {type: 'string'}, 'if-stale': {type: 'boolean'}, json: {type: 'boolean'}},
  });
  const out = values.out ? path.resolve(values.out) : secondBuildDir;
  // With --json the log goes to stderr, so that the last line printed is the JSON.
  const log = values.json ? (line) => console.error(line) : (line) => console.log(line);
  if (!values['if-stale'] || isStale(out)) buildSecond({out, log});
  if (values.json) console.log(JSON.stringify({dir: out, route: editedRoute, text: addedText}));
}
