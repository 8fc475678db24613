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

/**
 * The history of each site folder, read from git once: for each file, the position in
 * `git log` (newest first) of the newest commit that changed it, and each commit's hash
 * and date. One `git log` for the whole build, instead of one per page.
 * @type {Map<string, {first: Map<string, number>, commits: {commit: string, date: string}[]} | null>}
 */
const histories = new Map();

/**
 * @param {string} root
 */
function historyOf(root) {
  if (histories.has(root)) return histories.get(root);
  let history = null;
  try {
    const out = execFileSync('git', ['log', '--format=%x01%H %cI', '--name-only'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    /** @type {{commit: string, date: string}[]} */
    const commits = [];
    const first = new Map();
    for (const entry of out.split('\u0001').slice(1)) {
      const [head, ...files] = entry.split('\n');
      const [commit, date] = head.split(' ');
      for (const file of files) if (file && !first.has(file)) first.set(file, commits.length);
      commits.push({commit, date});
    }
    history = {first, commits};
  } catch {
    history = null;
  }
  histories.set(root, history);
  return history;
}

/**
 * The newest commit that changed any of `files` (paths relative to `root`), as
 * `git log -1 -- <files>` gives it: its full hash and its committer date (ISO 8601),
 * or `undefined` when git knows none of them or is not there.
 * @param {string} root
 * @param {readonly string[]} files
 * @returns {{commit: string, date: string} | undefined}
 */
export function lastCommit(root, files) {
  const history = historyOf(root);
  if (!history) return undefined;
  const positions = files.map((file) => history.first.get(file)).filter((at) => at !== undefined);
  return positions.length ? history.commits[Math.min(...positions)] : undefined;
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
