/**
 * A build that knows no repository of its own renders neither "Edit this page" nor
 * "Report a problem", and no link of it leads to a path of the machine it was built
 * on. A fixture site with our theme, configured through the same function as the
 * site (`sourceLinks`, plugins/site-repository), is built without GitHub Actions'
 * variables from a clone whose origin is a local path: the most likely way to leak
 * an address that is not the repository's. (The site's own build, with the publish
 * workflow's variables, is checked by tests/browser/source-links.spec.ts.)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildFixture} from '../support/fixture-site';

const root = path.resolve(__dirname, '..', '..');

/** The variables GitHub Actions sets that the site reads: none of them here. */
const actionsVariables = {
  GITHUB_SERVER_URL: undefined,
  GITHUB_REPOSITORY: undefined,
  GITHUB_SHA: undefined,
  GITHUB_REF_NAME: undefined,
  GITHUB_REF: undefined,
  GITHUB_REF_TYPE: undefined,
};

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('without Actions variables and with a local path as origin, no edit or report link, and no local link', () => {
  test.setTimeout(120_000);
  let origin = '';
  const {status, output, dir} = buildFixture('no-repository', {
    configCode: {
      prelude: [
        `import {sourceLinks} from ${JSON.stringify(path.join(root, 'plugins', 'site-repository', 'index.mjs'))};`,
        'const siteSources = sourceLinks({siteDir: __dirname});',
      ].join('\n'),
      setup: [
        'config.presets[0][1].docs.editUrl = siteSources.editUrl;',
        'config.plugins = [siteSources.plugin];',
      ].join('\n'),
    },
    env: actionsVariables,
    // A clone with a commit on a branch, whose origin is a folder of this machine.
    prepare: (fixture) => {
      origin = path.join(fixture, '..', 'no-repository-origin.git');
      const git = (...args: string[]) => execFileSync('git', args, {cwd: fixture, stdio: 'ignore'});
      git('-c', 'init.defaultBranch=main', 'init', '-q');
      git(
        '-c',
        'user.name=Test',
        '-c',
        'user.email=test@example.invalid',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'one',
      );
      git('remote', 'add', 'origin', origin);
    },
  });
  expect(status, output).toBe(0);
  // The clone is what the fixture says: git finds the origin and a commit on a branch.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, encoding: 'utf8'}).trim();
  expect(git('remote', 'get-url', 'origin')).toBe(origin);
  expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main');

  const pages = htmlFiles(path.join(dir, 'build'));
  const intro = pages.find((file) => file.endsWith(path.join('docs', 'intro', 'index.html')));
  expect(intro, pages.join('\n')).toBeTruthy();
  expect(readFileSync(intro!, 'utf8')).toContain('A fixture page.');

  const machinePath = /^(?:file:|\/(?:home|work|tmp|root|srv|var|usr|Users|mnt|opt)\/|[a-z]:[\\/])/i;
  const found: string[] = [];
  let links = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const page = path.relative(dir, file);
    if (html.includes('theme-edit-this-page')) found.push(`${page}: "Edit this page"`);
    if (html.includes('nm-report-problem')) found.push(`${page}: "Report a problem"`);
    if (html.includes('/issues/new')) found.push(`${page}: a link to a new issue`);
    const hrefs = Array.from(html.matchAll(/\bhref=["']?([^"'\s>]+)/g), (m) => m[1]!);
    links += hrefs.length;
    for (const href of hrefs) {
      if (machinePath.test(href) || href.includes(dir) || href.includes('no-repository-origin')) {
        found.push(`${page}: a link to a path of this machine, ${href}`);
      }
    }
  }
  expect(links).toBeGreaterThan(pages.length);
  expect(found).toEqual([]);
  // The build gave the browser no repository.
  const globalData = path.join(dir, '.docusaurus', 'globalData.json');
  expect(existsSync(globalData)).toBe(true);
  expect(Object.keys(JSON.parse(readFileSync(globalData, 'utf8')))).not.toContain('nodemod-site-repository');
});
