/**
 * A list of names as one short text, for data the browser downloads: the
 * names sorted, each written as the length of the prefix it shares with the
 * name before it (one character, `0` plus the length) and the rest of it,
 * separated by spaces. The AMX Mod X include files declare thousands of names
 * that share long prefixes (`HamFilter_…`, `pev_…`); written this way the porting
 * page's data is about an eighth smaller once compressed. Names must not hold
 * spaces.
 */

/** The longest shared prefix written: `0` + 70 is `v`, still one character. */
const maxShared = 70;

/**
 * The names as one text, in sorted order.
 * @param {readonly string[]} names
 * @returns {string}
 */
export function encodeNames(names) {
  let previous = '';
  return [...names]
    .sort()
    .map((name) => {
      if (name === '' || /\s/.test(name)) throw new Error(`encodeNames: "${name}" is not a name`);
      let shared = 0;
      while (shared < maxShared && shared < previous.length && previous[shared] === name[shared]) shared++;
      previous = name;
      return String.fromCharCode(48 + shared) + name.slice(shared);
    })
    .join(' ');
}

/**
 * The names of a text `encodeNames` wrote, in sorted order.
 * @param {string} text
 * @returns {string[]}
 */
export function decodeNames(text) {
  if (text === '') return [];
  let previous = '';
  return text.split(' ').map((part) => {
    previous = previous.slice(0, part.charCodeAt(0) - 48) + part.slice(1);
    return previous;
  });
}

/**
 * Each list of names of an object (an include file's natives, forwards, stocks
 * and constants) as one text.
 * @template {Record<string, readonly string[]>} T
 * @param {T} lists
 * @returns {{[K in keyof T]: string}}
 */
export function encodeLists(lists) {
  return /** @type {any} */ (
    Object.fromEntries(Object.entries(lists).map(([key, names]) => [key, encodeNames(names)]))
  );
}

/**
 * The lists of names of an object `encodeLists` wrote.
 * @template {Record<string, string>} T
 * @param {T} texts
 * @returns {{[K in keyof T]: string[]}}
 */
export function decodeLists(texts) {
  return /** @type {any} */ (Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, decodeNames(text)])));
}
