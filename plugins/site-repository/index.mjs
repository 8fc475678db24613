/**
 * The site's own repository in the build (src/lib/site-repository.mjs resolves it):
 * what the configuration gives the docs plugin, the API reference and the theme so
 * that "Edit this page", the declaration lines of the API reference and "Report a
 * problem" lead to it, and nothing at all when there is none.
 *
 * The repository is read when the build first asks for it (a plugin starts, a doc's
 * edit link is made), not when the configuration is imported: a command that only
 * reads the configuration runs no git (tests/source/config.spec.ts).
 */
import {execFileSync} from 'node:child_process';
import {editLink, globalDataName, resolveSiteRepository} from '../../src/lib/site-repository.mjs';

/** @typedef {import('../../src/lib/site-repository.mjs').SiteRepository} SiteRepository */

/**
 * One git command's output in `cwd`, or `undefined` when git is not installed, `cwd`
 * is not in a repository, or the command fails (no remote named origin, no commit).
 * @param {string} cwd
 * @param {string[]} args
 */
function git(cwd, args) {
  try {
    const out = execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What git says of the clone the site is built from: its origin's address, the
 * commit of HEAD and the branch HEAD is on (none when HEAD is detached). Each is
 * `undefined` when git cannot say; nothing here throws.
 * @param {string} cwd the site's folder
 * @returns {{origin?: string, head?: string, branch?: string}}
 */
export function readGit(cwd) {
  return {
    origin: git(cwd, ['remote', 'get-url', 'origin']),
    head: git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']),
    branch: git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']),
  };
}

/**
 * The site's repository for a build in `siteDir` with the environment `env`, or
 * `undefined`. Git is not asked when GitHub Actions' variables give the address and
 * the commit.
 * @param {{siteDir: string, env?: Readonly<Record<string, string | undefined>>}} options
 * @returns {SiteRepository | undefined}
 */
export function siteRepository({siteDir, env = process.env}) {
  const fromActions = Boolean(env.GITHUB_REPOSITORY && env.GITHUB_SHA);
  return resolveSiteRepository({env, ...(fromActions ? {} : readGit(siteDir))});
}

/**
 * @typedef {object} SourceLinks
 * @property {() => SiteRepository | undefined} repository the site's repository, read once
 * @property {(params: {versionDocsDirPath: string, docPath: string}) => string | undefined} editUrl
 *   the docs plugin's `editUrl`: a guide's own file in the repository; for a page generated
 *   at build time, the file that writes it (`writtenFrom`), or nothing (the API reference,
 *   whose pages TypeDoc writes: each names its declaration file as `custom_edit_url`,
 *   plugins/typedoc/plugin.mjs)
 * @property {() => import('@docusaurus/types').Plugin} plugin a plugin that gives the
 *   repository to the browser as global data (`globalDataName`), for "Report a problem"
 *   and the declaration links; none when there is no repository
 */

/**
 * Everything the site's configuration needs for its links to its repository.
 * @param {object} options
 * @param {string} options.siteDir the site's folder (the repository's root)
 * @param {Readonly<Record<string, string | undefined>>} [options.env] the environment
 *   (`process.env` when the repository is first asked for)
 * @param {readonly string[]} [options.generatedDocs] folders of the docs, relative to
 *   the docs folder, whose pages are written by the build and never committed
 * @param {Readonly<Record<string, string>>} [options.writtenFrom] of those folders, the ones
 *   whose pages one file of the repository writes, with that file: their edit link leads to it
 * @returns {SourceLinks}
 */
export function sourceLinks({siteDir, env, generatedDocs = [], writtenFrom = {}}) {
  /** @type {{value: SiteRepository | undefined} | undefined} */
  let read;
  const repository = () => {
    read ??= {value: siteRepository({siteDir, env: env ?? process.env})};
    return read.value;
  };
  return {
    repository,
    editUrl: ({versionDocsDirPath, docPath}) => {
      const found = repository();
      if (!found) return undefined;
      const writer = Object.entries(writtenFrom).find(([dir]) => docPath.startsWith(`${dir}/`));
      if (writer) return editLink(found, writer[1]);
      if (generatedDocs.some((dir) => docPath.startsWith(`${dir}/`))) return undefined;
      return editLink(found, `${versionDocsDirPath}/${docPath}`);
    },
    plugin: () => ({
      name: globalDataName,
      async contentLoaded({actions}) {
        const found = repository();
        if (found) actions.setGlobalData(found);
      },
    }),
  };
}
