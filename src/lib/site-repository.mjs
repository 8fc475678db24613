/**
 * The site's own repository, for the links that lead to its sources: "Edit this
 * page", a member's declaration line in `api-src/`, and "Report a problem".
 *
 * The repository is named nowhere in the sources: its address comes from the build.
 * GitHub Actions gives it in `GITHUB_SERVER_URL` and `GITHUB_REPOSITORY`, with the
 * commit in `GITHUB_SHA` and the branch in `GITHUB_REF_NAME`; a local build may
 * take it from the clone's `origin` with the commit and branch of its HEAD (read by
 * plugins/site-repository). Only an https address of github.com counts. With
 * neither, there is no repository and the site renders none of these links: an
 * address is never guessed.
 *
 * Pure functions only, with no Node module: the browser's code imports the link
 * builders too (src/theme/EditThisPage, src/client/declaration-links.ts).
 */

/**
 * @typedef {{url: string, commit: string, branch?: string}} SiteRepository
 * `url` is `https://github.com/<owner>/<name>`; `commit` the full hash of the commit
 * the build is made from; `branch`, when known, the branch that commit is on.
 */

/**
 * @typedef {object} RepositoryInputs
 * @property {Readonly<Record<string, string | undefined>>} [env] the build's environment
 * @property {string} [origin] `git remote get-url origin`
 * @property {string} [head] `git rev-parse HEAD`
 * @property {string} [branch] the branch HEAD is on (none when detached)
 */

/** The name of the site's plugin that gives the repository to the browser, and of its global data. */
export const globalDataName = 'nodemod-site-repository';

/** A GitHub owner (user or organisation) and a repository name, as GitHub allows them. */
const ownerName = /^[A-Za-z\d](?:[A-Za-z\d-]{0,38})$/;
const repositoryName = /^[\w.-]{1,100}$/;
/** A full commit hash: SHA-1, or SHA-256 in repositories that use it. */
const commitHash = /^(?:[\da-f]{40}|[\da-f]{64})$/;

/**
 * The repository's address when `address` is an https address of a repository on
 * github.com (`https://github.com/owner/name`, with or without `.git` or a final
 * slash), as `https://github.com/owner/name`; otherwise `undefined`: ssh
 * (`git@github.com:owner/name.git`), `file:` and local paths, other hosts, and
 * addresses with credentials, a port, a query or more path.
 * @param {string | undefined} address
 * @returns {string | undefined}
 */
export function githubRepositoryUrl(address) {
  if (!address) return undefined;
  let url;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'github.com' || url.port) return undefined;
  if (url.username || url.password || url.search || url.hash) return undefined;
  const parts = url.pathname.replace(/\/$/, '').split('/').slice(1);
  if (parts.length !== 2) return undefined;
  const [owner, name] = [parts[0], parts[1].replace(/\.git$/, '')];
  if (!ownerName.test(owner) || !repositoryName.test(name) || /^\.+$/.test(name)) return undefined;
  return `https://github.com/${owner}/${name}`;
}

/** @param {string | undefined} value */
const commitOf = (value) => (value && commitHash.test(value.trim()) ? value.trim() : undefined);

/** @param {string | undefined} value */
const branchOf = (value) => (value && value.trim() && value.trim() !== 'HEAD' ? value.trim() : undefined);

/**
 * The site's repository from what the build knows, or `undefined`.
 *
 * GitHub Actions' variables win over the clone's origin: when `GITHUB_REPOSITORY` is
 * set, the address is `GITHUB_SERVER_URL/GITHUB_REPOSITORY`, the commit `GITHUB_SHA`
 * (else HEAD's) and the branch `GITHUB_REF_NAME`, unless the run is for a tag or a pull
 * request's merge ref (`GITHUB_REF_TYPE`, `GITHUB_REF`), which no one can edit. Otherwise
 * the origin's address, HEAD's commit and branch. Either way, an address that is not an
 * https address of github.com, or no full commit hash, gives `undefined`.
 * @param {RepositoryInputs} inputs
 * @returns {SiteRepository | undefined}
 */
export function resolveSiteRepository({env = {}, origin, head, branch}) {
  if (env.GITHUB_REPOSITORY) {
    const url = githubRepositoryUrl(`${env.GITHUB_SERVER_URL ?? ''}/${env.GITHUB_REPOSITORY}`);
    const commit = commitOf(env.GITHUB_SHA) ?? commitOf(head);
    if (!url || !commit) return undefined;
    const onBranch = env.GITHUB_REF_TYPE !== 'tag' && (!env.GITHUB_REF || env.GITHUB_REF.startsWith('refs/heads/'));
    const name = onBranch ? branchOf(env.GITHUB_REF_NAME) : undefined;
    return name ? {url, commit, branch: name} : {url, commit};
  }
  const url = githubRepositoryUrl(origin);
  const commit = commitOf(head);
  if (!url || !commit) return undefined;
  const name = branchOf(branch);
  return name ? {url, commit, branch: name} : {url, commit};
}

/** A path inside the repository, each segment encoded for a URL. */
const encodePath = (/** @type {string} */ file) => file.split('/').map(encodeURIComponent).join('/');

/**
 * Where a file of the repository is edited: on GitHub's editor for the branch
 * (`/edit/<branch>/<file>`; GitHub only edits on a branch), or, with no branch
 * known, the file at the commit (`/blob/<commit>/<file>`).
 * @param {SiteRepository} repository
 * @param {string} file a path from the repository's root, with `/`
 * @returns {string}
 */
export function editLink(repository, file) {
  return repository.branch
    ? `${repository.url}/edit/${encodePath(repository.branch)}/${encodePath(file)}`
    : `${repository.url}/blob/${repository.commit}/${encodePath(file)}`;
}

/**
 * A line of a file of the repository at the build's commit:
 * `/blob/<commit>/<file>#L<line>`.
 * @param {SiteRepository} repository
 * @param {string} file a path from the repository's root, with `/`
 * @param {number} line from 1
 * @returns {string}
 */
export function lineLink(repository, file, line) {
  return `${repository.url}/blob/${repository.commit}/${encodePath(file)}#L${line}`;
}

/**
 * A new issue on the repository, its title and body filled in: the body starts
 * with the page's address, so the report says where the problem is.
 * @param {string} url the repository's address
 * @param {{title: string, address: string}} page the page's title and full address
 * @returns {string}
 */
export function issueLink(url, {title, address}) {
  const body = `Page: ${address}\n\n`;
  return `${url}/issues/new?title=${encodeURIComponent(`Problem on "${title}"`)}&body=${encodeURIComponent(body)}`;
}
