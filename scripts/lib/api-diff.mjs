/**
 * The differences between two versions of NodeMod's API, as facts in the shape of the
 * reference data (tests/fixtures/nodemod-api.json): which symbols (an enumeration, an
 * interface, a function, a variable, a module's class, interface, type alias or constant)
 * were added or removed, and, for the symbols both have, which members were added,
 * removed or changed. scripts/api-history.mjs writes the API changes page's data with
 * it, and the tests recompute that data with it.
 */

/** The groups of the facts whose entries are symbols, by the depth of the symbol's key. */
const symbolGroups = [
  [/^nodemod\/(enums|interfaces|functions|variables)\/[^/]+/],
  [/^globals\/classes\/[^/]+/],
  [/^core\/[^/]+\/(interfaces|typeAliases|variables|classes)\/[^/]+/],
  [/^core\/[^/]+\/class/],
].map(([pattern]) => pattern);

/**
 * Declaration text compared without the spacing a printer chooses: whitespace collapsed,
 * none inside brackets.
 * @param {string} text
 */
export function sameText(text) {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([[(<{]) /g, '$1')
    .replace(/ ([\])>}])/g, '$1')
    .trim();
}

/**
 * The facts as `{key: JSON}`, one entry per leaf (`core/cmd/class/members/register`,
 * `nodemod/enums/FL/members/ONGROUND`), each value written as JSON, its texts as
 * `sameText` gives them.
 * @param {any} api
 * @returns {Record<string, string>}
 */
export function flattenApi(api) {
  /** @type {Record<string, string>} */
  const out = {};
  const walk = (value, key) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}/${k}` : k);
    } else {
      out[key] = JSON.stringify(value, (_, v) => (typeof v === 'string' ? sameText(v) : v));
    }
  };
  for (const group of ['nodemod', 'globals', 'core']) walk(api[group], group);
  return out;
}

/** A flattened value as a page shows it: a text as itself, anything else as its JSON. @param {string} json */
const shown = (json) => {
  const value = JSON.parse(json);
  return typeof value === 'string' ? value : json;
};

/** The key of the symbol a fact belongs to, or null. @param {string} key */
export function symbolOf(key) {
  for (const pattern of symbolGroups) {
    const m = key.match(pattern);
    if (m) return m[0];
  }
  return null;
}

/**
 * A core module's class is reached only through its one instance (`nodemodCore.cmd`), so
 * its constructor is nothing a plugin calls: a change to it is not a change of the API.
 */
const moduleConstructor = /^core\/[^/]+\/class\/members\/constructor$/;

/**
 * @typedef {{kind: 'added' | 'removed' | 'changed', key: string, before?: string, after?: string}} ApiChange
 */

/**
 * The changes from one API to the next: a symbol only one of them has is one change
 * (`added` or `removed`, its key the symbol's); a member of a symbol both have is one
 * change (its key the member's); any other fact of the symbol (a variable's type, a
 * function's signatures, a type alias's text) is one `changed` of the symbol. Sorted by key.
 * @param {any} before
 * @param {any} after
 * @returns {ApiChange[]}
 */
export function apiDiff(before, after) {
  const a = flattenApi(before);
  const b = flattenApi(after);
  const symbolsA = new Set(Object.keys(a).map(symbolOf).filter(Boolean));
  const symbolsB = new Set(Object.keys(b).map(symbolOf).filter(Boolean));
  /** @type {ApiChange[]} */
  const changes = [];
  for (const symbol of symbolsB) if (!symbolsA.has(symbol)) changes.push({kind: 'added', key: symbol});
  for (const symbol of symbolsA) if (!symbolsB.has(symbol)) changes.push({kind: 'removed', key: symbol});
  /**
   * The facts of a symbol other than its members, as one text: a function's signatures
   * (which name its parameters too), otherwise each fact by name.
   */
  const rest = (facts, symbol) => {
    const signatures = facts[`${symbol}/signatures`];
    if (signatures) return JSON.parse(signatures).join('; ');
    return Object.keys(facts)
      .filter((k) => symbolOf(k) === symbol && !k.slice(symbol.length).startsWith('/members/'))
      .sort()
      .map((k) => `${k.slice(symbol.length + 1)}: ${shown(facts[k])}`)
      .join('; ');
  };
  for (const symbol of symbolsA) {
    if (!symbolsB.has(symbol)) continue;
    if (rest(a, symbol) !== rest(b, symbol)) {
      changes.push({kind: 'changed', key: symbol, before: rest(a, symbol), after: rest(b, symbol)});
    }
    const members = new Set(
      [...Object.keys(a), ...Object.keys(b)].filter(
        (k) => symbolOf(k) === symbol && k.slice(symbol.length).startsWith('/members/') && !moduleConstructor.test(k),
      ),
    );
    for (const key of members) {
      if (!(key in a)) changes.push({kind: 'added', key, after: shown(b[key])});
      else if (!(key in b)) changes.push({kind: 'removed', key, before: shown(a[key])});
      else if (a[key] !== b[key]) changes.push({kind: 'changed', key, before: shown(a[key]), after: shown(b[key])});
    }
  }
  return changes.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
