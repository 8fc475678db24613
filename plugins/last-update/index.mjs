/**
 * "Last updated" for every docs page, from git: the date and the commit of the
 * newest commit that changed the page's source.
 *
 * A hand-written page's source is its own file. A generated API page is
 * written by TypeDoc at build time and never committed: its source is the
 * declaration files in api-src/ that its members come from, which the API
 * plugin (plugins/typedoc/plugin.mjs) names in the page's front matter as
 * `source_files`. The docs plugin reads the date from `last_update.date`
 * (with `showLastUpdateTime`), so it runs no git command of its own; the
 * commit is given to the theme as `last_update_commit`
 * (src/theme/LastUpdated).
 *
 * Used as the site's `markdown.parseFrontMatter`: it sees every Markdown file
 * the site reads, and only changes those under the docs folder. A file git
 * does not know (a page not yet committed) keeps the front matter it has; the
 * docs plugin then shows no date for it.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

/** @typedef {Record<string, unknown>} FrontMatter */

/** The newest commit of each list of sources, asked of git once per list. */
const cache = new Map();

/**
 * The newest commit that changed any of `files` (paths relative to `root`):
 * its full hash and its committer date (ISO 8601), or `undefined` when git
 * knows none of them or is not there.
 * @param {string} root
 * @param {readonly string[]} files
 * @returns {{commit: string, date: string} | undefined}
 */
export function lastCommit(root, files) {
  const key = `${root}\0${files.join('\0')}`;
  if (cache.has(key)) return cache.get(key);
  let found;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%H %cI', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [commit, date] = out.split(' ');
    if (commit && date) found = {commit, date};
  } catch {
    found = undefined;
  }
  cache.set(key, found);
  return found;
}

/**
 * The source files of a docs page, relative to the site: `source_files` of
 * its front matter when it has them (a generated page), else the page itself.
 * @param {string} root the site's folder
 * @param {string} filePath the page's file
 * @param {FrontMatter} frontMatter
 * @returns {string[]}
 */
export function pageSources(root, filePath, frontMatter) {
  const named = frontMatter.source_files;
  if (Array.isArray(named) && named.length) return named.map(String);
  return [path.relative(root, filePath).split(path.sep).join('/')];
}

/**
 * The site's `markdown.parseFrontMatter`.
 * @param {{root: string, docsDir: string}} options
 * @returns {(params: {filePath: string, fileContent: string, defaultParseFrontMatter: (params: {filePath: string, fileContent: string}) => Promise<{frontMatter: FrontMatter, content: string}>}) => Promise<{frontMatter: FrontMatter, content: string}>}
 */
export function lastUpdateFrontMatter({root, docsDir}) {
  const docs = path.resolve(root, docsDir) + path.sep;
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (!path.resolve(params.filePath).startsWith(docs)) return result;
    const frontMatter = {...result.frontMatter};
    const sources = pageSources(root, params.filePath, frontMatter);
    delete frontMatter.source_files;
    const last = lastCommit(root, sources);
    if (last) {
      const given = /** @type {FrontMatter | undefined} */ (frontMatter.last_update);
      frontMatter.last_update = {...given, date: last.date};
      frontMatter.last_update_commit = last.commit;
    }
    return {...result, frontMatter};
  };
}
