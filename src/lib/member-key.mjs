/**
 * A member of the API reference by its key, `page#Member` (the page under
 * /docs/api/ and the member's name with its case, as api-src/member-names.json
 * writes it): its address in the reference and how a plugin writes it, the one rule
 * for both. The TypeDoc plugin's keys (plugins/typedoc), the code blocks' names
 * (plugins/code-highlight/code-names.mjs), the build's data (plugins/site-data/api-names.ts,
 * the name map's equivalents in src/data/amxmodx-equivalents.ts, the events' links in
 * plugins/site-data/events.ts) and the porting page's plan in the browser
 * (src/components/PortPlan/plan.ts) all take them from here.
 */

/**
 * `page#member` as the reference's anchor: the member name in lower case.
 * @param {string} key
 */
export function anchorTarget(key) {
  const [page, member] = key.split('#');
  return member === undefined ? page : `${page}#${member.toLowerCase()}`;
}

/**
 * How a plugin writes a member, from its `page#member` key (case kept).
 * @param {string} key
 */
export function memberCode(key) {
  const [page, member = ''] = key.split('#');
  const parts = page.split('/');
  const owner = parts[parts.length - 1];
  if (page === 'nodemod/Interface/Engine') return `nodemod.eng.${member}`;
  if (page === 'nodemod/Interface/DLL') return `nodemod.dll.${member}`;
  if (page === 'nodemod/Interface/EventCallbacks') return `'${member}' event`;
  if (parts[1] === 'Enumeration') return `nodemod.${owner}.${member}`;
  if (parts[0] === 'core' && owner === 'default') return `nodemodCore.${parts[1]}.${member}`;
  return member ? `${owner}.${member}` : owner;
}

/**
 * A name without its first `PREFIX_` (`FL_KILLME`: `KILLME`): the member a name of the
 * plan's lists stands for when the list writes no other (`memberKeysByName`).
 * @param {string} name
 */
export const unprefixed = (name) => name.replace(/^[A-Za-z]+_/, '');

/**
 * The keys of the members a list of names gives, by name, from lists by page
 * (plugins/port-plan-data/data.ts, `names`): each entry `NAME` (its member is the name
 * without its first `PREFIX_`) or `NAME=Member`.
 * @param {Record<string, string>} byPage
 * @returns {Map<string, string[]>}
 */
export function memberKeysByName(byPage) {
  /** @type {Map<string, string[]>} */
  const keys = new Map();
  for (const [page, list] of Object.entries(byPage)) {
    for (const entry of list.split(' ')) {
      const [name, member = unprefixed(name)] = entry.split('=');
      keys.set(name, [...(keys.get(name) ?? []), `${page}#${member}`]);
    }
  }
  return keys;
}
