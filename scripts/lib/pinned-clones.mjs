/**
 * The command line and the file reading shared by the scripts that derive the
 * site's data from clones of the pinned sources (engine-errors.mjs,
 * event-contracts.mjs, user-messages.mjs): one clone per source, given in a
 * fixed order, and `--check` to compare with the committed data instead of
 * writing it; files are read at the commit plugins/site-data/pinned-sources.json pins,
 * never from the clone's work tree.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The site's one list of pinned sources: `{key: {repo, commit}}`. */
export const pinned = /** @type {Record<string, {repo: string, commit: string}>} */ (
  JSON.parse(readFileSync(path.join(root, 'plugins/site-data/pinned-sources.json'), 'utf8'))
);

/**
 * Reads the command line (the clones of `keys`, in that order, and `--check`),
 * or prints the usage and exits when it does not fit.
 * @param {string} script the script's file name, for the usage line
 * @param {string[]} keys the sources' keys in plugins/site-data/pinned-sources.json
 * @param {string[]} names each clone's name in the usage line
 */
export function pinnedClones(script, keys, names) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const clones = args.filter((a) => a !== '--check');
  if (clones.length !== keys.length) {
    console.error(`usage: node scripts/${script} ${names.map((n) => `<${n}>`).join(' ')} [--check]`);
    process.exit(2);
  }
  const cloneOf = Object.fromEntries(keys.map((k, i) => [k, clones[i]]));
  /** @param {string} key @param {...string} rest */
  const git = (key, ...rest) =>
    execFileSync('git', ['-C', cloneOf[key], ...rest], {encoding: 'utf8', maxBuffer: 256 << 20});
  /** @type {Map<string, string>} */
  const texts = new Map();
  /**
   * A file's text at the source's pinned commit.
   * @param {string} key
   * @param {string} file
   * @returns {string}
   */
  const text = (key, file) => {
    const id = `${key}:${file}`;
    if (!texts.has(id)) texts.set(id, git(key, 'show', `${pinned[key].commit}:${file}`));
    return /** @type {string} */ (texts.get(id));
  };
  /** @type {Map<string, string[]>} */
  const split = new Map();
  return {
    check,
    text,
    /**
     * A file's lines at the pinned commit (index 0 is line 1).
     * @param {string} key
     * @param {string} file
     * @returns {string[]}
     */
    lines: (key, file) => {
      const id = `${key}:${file}`;
      if (!split.has(id)) split.set(id, text(key, file).split('\n'));
      return /** @type {string[]} */ (split.get(id));
    },
    /**
     * The files of a folder (the whole tree: '') at the pinned commit.
     * @param {string} key
     * @param {string} folder
     */
    filesUnder: (key, folder) =>
      git(key, 'ls-tree', '-r', '--name-only', pinned[key].commit, ...(folder ? ['--', folder] : []))
        .split('\n')
        .filter(Boolean),
  };
}
