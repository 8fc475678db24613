#!/usr/bin/env node
/**
 * Test helper: prints, as one JSON line, the token lines Prism makes of each
 * code sample in a JSON file (`[{code, language}]`), with the languages the
 * site adds (plugins/code-highlight/tokens.mjs, the module the build uses);
 * each token's types are given as the classes the page writes for them.
 * Run by tests/browser/code-highlight.spec.ts, whose module loader cannot import it.
 *
 * Usage: node tests/support/prism-tokens.mjs --json samples.json
 */
import fs from 'node:fs';
import {addLanguages, styledTypes, tokenClasses, tokenLines} from '../../plugins/code-highlight/tokens.mjs';
import {accessibleDark, accessibleLight} from '../../plugins/site-data/prism-themes.mjs';

const file = process.argv.slice(2).find((arg) => arg !== '--json');
const samples = JSON.parse(fs.readFileSync(file, 'utf8'));
addLanguages(['bash', 'json', 'ini']);
// Each token's types as the page writes them: the short classes of the types the site's themes style.
const styled = styledTypes(accessibleLight, accessibleDark);
console.log(
  JSON.stringify(
    samples.map(({code, language}) =>
      tokenLines(code, language).map((line) =>
        line.map((token) => ({...token, types: [tokenClasses(token.types, styled)]})),
      ),
    ),
  ),
);
