/**
 * Links from the members of the API reference to their implementation at the
 * pinned commits (`api-src/member-sources.json`, written by
 * `scripts/generate-member-index.mjs`): the plugin's C++ binding for the engine binding,
 * `@nodemod/core`'s TypeScript for the core modules.
 */
import memberSources from '../../api-src/member-sources.json';
import {anchorTarget} from '../../src/lib/member-key.mjs';
import {repositories} from './links';

const repos = {plugin: repositories.plugin, core: repositories.core} as const;
/**
 * The pinned commits, abbreviated as Git and GitHub show them: a link per
 * member on pages of hundreds of members, where the full hash would weigh
 * about 13 KB of HTML more on the largest page.
 */
const shortCommits = {
  plugin: memberSources.commits.plugin.commit.slice(0, 7),
  core: memberSources.commits.core.commit.slice(0, 7),
};

/** The GitHub URL of a `repo:path:line` source, at the pinned commit. */
function sourceUrl(source: string): string {
  const [repo, file, line] = source.split(':') as [keyof typeof repos, string, string];
  if (!(repo in repos)) throw new Error(`unknown repository in source ${source}`);
  return `${repos[repo]}/blob/${shortCommits[repo]}/${file}#L${line}`;
}

/** Each member's source URL, keyed by its target (`page#anchor`). */
export function memberSourceUrls(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(memberSources.sources as Record<string, string>).map(([key, source]) => [
      anchorTarget(key),
      sourceUrl(source),
    ]),
  );
}
