/**
 * Writes a derivation script's files, or with `check` compares them with what is
 * committed and reports each that differs (scripts/event-contracts.mjs,
 * scripts/engine-errors.mjs).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * @param {string} root the repository's folder
 * @param {[string, string][]} outputs each file, relative to `root`, and its text
 * @param {boolean} check compare only
 * @returns {boolean} whether a committed file differs (always false when writing)
 */
export function writeOrCheck(root, outputs, check) {
  let stale = false;
  for (const [file, text] of outputs) {
    const target = path.join(root, file);
    if (!check) {
      writeFileSync(target, text);
      continue;
    }
    const old = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (old !== text) {
      console.error(`${file} differs from what the sources give`);
      stale = true;
    }
  }
  return stale;
}
