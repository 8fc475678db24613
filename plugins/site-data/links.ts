/**
 * Names and links used across the site (navbar, footer, pages and tests): the
 * NodeMod repositories, the package page of `@nodemod/core`. One place, so a
 * moved repository is one edit.
 */
const githubOrganization = 'https://github.com/nodemod';

export const repositories = {
  /** The Metamod plugin and the `nodemod` engine binding's declarations. */
  plugin: `${githubOrganization}/nodemod-goldsrc`,
  /** The `@nodemod/core` helper library. */
  core: `${githubOrganization}/core-goldsrc`,
  /** The example plugins. */
  examples: `${githubOrganization}/examples-goldsrc`,
} as const;

/** The npm package page of `@nodemod/core`. */
export const corePackagePage = 'https://www.npmjs.com/package/@nodemod/core';

/**
 * A link to a line of a source file at a pinned commit: the API reference's
 * link to a member's source in one of NodeMod's repositories, and the
 * citations of the engine's, the SDK's, Metamod-R's and AMX Mod X's lines
 * (the timeline, the event finder). The build writes such links to open in the
 * same tab, without the `target` and `rel` that other links leaving the site
 * get: one per member, they weighed about 16 KB on the largest page, and the
 * event finder has over a thousand (plugins/static-islands, docusaurus.config.ts).
 */
export const sourceLink =
  /^https:\/\/github\.com\/(?:nodemod\/[\w.-]+|dreamstalker\/rehlds|ValveSoftware\/halflife|s1lentq\/ReGameDLL_CS|theAsmodai\/metamod-r|alliedmodders\/amxmodx)\/blob\/[0-9a-f]+\/[^#]+#L\d+(?:-L\d+)?$/;
