/**
 * The API changes page (/docs/api/changes) and the "Added in"/"Changed in" line of
 * the reference's members, from plugins/site-data/api-history.json (written by
 * scripts/api-history.mjs from the tags of the two repositories): what each release
 * of `@nodemod/core` and of the NodeMod plugin added, removed and changed, the
 * differences from the pre-release API the site first documented, and the work on
 * the main branches after the documented release.
 *
 * The versions the site documents are those of plugins/site-data/pinned-sources.json; they
 * are named here once, for the pages that state them.
 */
import data from './api-history.json';
import pinned from './pinned-sources.json';
import {anchorTarget, memberCode} from '../../src/lib/member-key.mjs';

/** The releases the site documents: the plugin's and the `@nodemod/core` it pins. */
export const documentedVersions = {plugin: '1.0.7', core: '1.0.5'} as const;

export interface ApiChange {
  kind: 'added' | 'removed' | 'changed';
  /** A path in the API facts (core) or a name the plugin binds (`nodemod.gameDir`, `event dllSpawn`). */
  key: string;
  before?: string;
  after?: string;
  /** Whether the API the site documents has what the change is about (so the reference has a page for it). */
  documented: boolean;
  /** The commit of the release's range that made the change. */
  commit: string;
}

export interface ApiRelease {
  package: 'core' | 'plugin';
  version: string;
  tag: string;
  previous?: string | null;
  commit: string;
  date: string;
  /** For a plugin release, the `@nodemod/core` commit its `packages/core` pins. */
  core?: {commit: string; version: string | null} | null;
  changes: ApiChange[];
}

export const apiReleases = data.releases as ApiRelease[];
export const migrationChanges = data.migration as Omit<ApiChange, 'commit'>[];
export const unreleased = data.unreleased as {
  core: {commit: string; date: string; changes: ApiChange[]};
  plugin: {commit: string; date: string; changes: ApiChange[]};
};

if (
  pinned.plugin.commit !==
  apiReleases.find((r) => r.package === 'plugin' && r.version === documentedVersions.plugin)?.commit
)
  throw new Error('api-history.json: the documented plugin release is not the pinned commit');
if (
  pinned.core.commit !== apiReleases.find((r) => r.package === 'core' && r.version === documentedVersions.core)?.commit
)
  throw new Error('api-history.json: the documented core release is not the pinned commit');

const repositories = {core: 'nodemod/core-goldsrc', plugin: 'nodemod/nodemod-goldsrc'} as const;

/** The name of a package as the page writes it. */
export const packageName = (pkg: 'core' | 'plugin') => (pkg === 'core' ? '@nodemod/core' : 'NodeMod');

/** The anchor of a release's heading on the changes page: `core-1-0-5`, `nodemod-1-0-7`. */
export const releaseAnchor = (pkg: 'core' | 'plugin', version: string) =>
  `${pkg === 'core' ? 'core' : 'nodemod'}-${version.replace(/\./g, '-')}`;

/**
 * The anchor of one change in a release's list: the release's anchor and the code of what
 * changed, in lower case (`core-1-0-5-nodemodcore-cmd-getcommands`).
 */
export const changeAnchor = (pkg: 'core' | 'plugin', version: string, key: string) =>
  `${releaseAnchor(pkg, version)}-${changeCode(key)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The GitHub address of a commit. */
export const commitUrl = (pkg: 'core' | 'plugin', commit: string) =>
  `https://github.com/${repositories[pkg]}/commit/${commit}`;

/**
 * The reference's page and member of a change (`core/cmd/Class/default#registerClient`,
 * case kept), or null for what the reference has no page of (the plugin's events, which
 * the core's declarations name).
 */
export function changePage(key: string): string | null {
  const core = key.match(
    /^core\/(\w+)\/(?:(class)(?:\/members\/([^/]+))?|(interfaces|typeAliases|variables|classes)\/(\w+)(?:\/members\/([^/]+))?)$/,
  );
  if (core) {
    const [, module, cls, classMember, group, name, member] = core;
    if (cls) return `core/${module}/Class/default${classMember ? `#${classMember.replace(/^static /, '')}` : ''}`;
    const page = {interfaces: 'Interface', typeAliases: 'TypeAlias', variables: 'Variable', classes: 'Class'}[group!];
    // The core's interfaces list their properties in a table, whose rows are `#property-x`.
    const anchor = member && member !== '()' ? (group === 'interfaces' ? `#property-${member}` : `#${member}`) : '';
    return `core/${module}/${page}/${name}${anchor}`;
  }
  const binding = key.match(/^nodemod\/(enums|interfaces|functions|variables)\/(\w+)(?:\/members\/(\w+))?$/);
  if (binding) {
    const [, group, name, member] = binding;
    const page = {enums: 'Enumeration', interfaces: 'Interface', functions: 'Function', variables: 'Variable'}[group!];
    return `nodemod/${page}/${name}${member ? `#${member}` : ''}`;
  }
  const bound = key.match(/^nodemod\.(?:(eng|dll)\.)?(\w+)(\(\))?$/);
  if (bound) {
    const [, table, name, call] = bound;
    if (table) return `nodemod/Interface/${table === 'eng' ? 'Engine' : 'DLL'}#${name}`;
    return `nodemod/${call ? 'Function' : 'Variable'}/${name}`;
  }
  return null;
}

/** How a plugin writes what a change is about: `nodemodCore.cmd.registerClient`, `nodemod.gameDir`. */
export function changeCode(key: string): string {
  const event = key.match(/^event (\w+)$/);
  if (event) return `'${event[1]}' event`;
  const property = key.match(/^core\/\w+\/interfaces\/(\w+)\/members\/(.+)$/);
  if (property) return property[2] === '()' ? `${property[1]}(…)` : `${property[1]}.${property[2]}`;
  const page = changePage(key);
  if (!page) return key;
  const [path, member] = page.split('#');
  if (/^nodemod\/Function\//.test(path!)) return `nodemod.${path!.split('/').at(-1)}()`;
  if (/^nodemod\/Variable\//.test(path!)) return `nodemod.${path!.split('/').at(-1)}`;
  if (/^nodemod\/Enumeration\//.test(path!) && !member) return `nodemod.${path!.split('/').at(-1)}`;
  if (/^core\/\w+\/Class\/default$/.test(path!) && !member) return `nodemodCore.${path!.split('/')[1]}`;
  return memberCode(page);
}

/** What kind of symbol a key names, for a sentence: `the interface`, `the type alias`. */
function symbolKind(key: string): string {
  if (/\/members\//.test(key) || /^nodemod\./.test(key) || /^event /.test(key)) return '';
  if (/\/interfaces\//.test(key)) return 'the interface ';
  if (/\/typeAliases\//.test(key)) return 'the type ';
  if (/\/enums\//.test(key)) return 'the enumeration ';
  if (/\/functions\//.test(key)) return 'the function ';
  if (/\/variables\//.test(key)) return 'the variable ';
  return '';
}

/** A piece of a sentence: text, code, or a link (its text as code or not). */
export type ChangePart = string | {code: string} | {text: string; href: string; code?: boolean};

/**
 * One change as a sentence: what was added, removed or changed (linked to the reference
 * where the release the site documents has it), the declaration before and after, and
 * the commit that made it.
 */
export function changeSentence(
  change: Omit<ApiChange, 'commit'> & {commit?: string},
  pkg: 'core' | 'plugin',
): ChangePart[] {
  const page = change.kind === 'removed' || !change.documented ? null : changePage(change.key);
  const name: ChangePart = page
    ? {text: changeCode(change.key), href: `/docs/api/${anchorTarget(page)}`, code: true}
    : {code: changeCode(change.key)};
  const verb = {added: 'Added', removed: 'Removed', changed: 'Changed'}[change.kind];
  const parts: ChangePart[] = [`${verb} ${symbolKind(change.key)}`, name];
  if (change.kind === 'changed' && change.before && change.after)
    parts.push(': ', {code: change.before}, ' became ', {code: change.after});
  else if (change.kind === 'added' && change.after) parts.push(': ', {code: change.after});
  if (change.commit) parts.push(' (', {text: change.commit.slice(0, 7), href: commitUrl(pkg, change.commit)}, ')');
  parts.push('.');
  return parts;
}

/**
 * The line of each member of the reference that differs from the pre-release API, naming
 * the releases that added or changed it: "Added in @nodemod/core 1.0.1, NodeMod 1.0.4",
 * linked to its entry in the first of them on the changes page; keyed like the member index
 * (`page#anchor`, lower case).
 */
export function memberSince(): Record<string, {text: string; href: string}> {
  // Only what differs from the pre-release API: a member the core's first release lacked
  // but the pre-release commit had (the HUD text options) gets no line.
  const differs = new Set(
    migrationChanges
      .filter((c) => c.kind !== 'removed')
      .map((c) => changePage(c.key))
      .filter((p): p is string => p !== null),
  );
  const lines = new Map<string, {kind: ApiChange['kind']; releases: ApiRelease[]; key: string}>();
  for (const release of apiReleases) {
    for (const change of release.changes) {
      if (change.kind === 'removed') continue;
      const page = change.documented ? changePage(change.key) : null;
      if (!page || !differs.has(page)) continue;
      const target = anchorTarget(page);
      const line = lines.get(target) ?? {kind: change.kind, releases: [], key: change.key};
      if (change.kind === 'added') line.kind = 'added';
      if (!line.releases.includes(release)) line.releases.push(release);
      lines.set(target, line);
    }
  }
  return Object.fromEntries(
    [...lines].map(([target, {kind, releases, key}]) => {
      const named = releases.map((r) => `${packageName(r.package)} ${r.version}`).join(', ');
      const first = releases[0]!;
      return [
        target,
        {
          text: `${kind === 'added' ? 'Added' : 'Changed'} in ${named}`,
          href: `/docs/api/changes#${changeAnchor(first.package, first.version, key)}`,
        },
      ];
    }),
  );
}

/** The releases of a package, newest first, as the page lists them. */
export const releasesOf = (pkg: 'core' | 'plugin') =>
  apiReleases.filter((r) => r.package === pkg).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
