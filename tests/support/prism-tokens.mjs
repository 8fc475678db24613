#!/usr/bin/env node
/**
 * Test helper: prints, as one JSON line, the token lines Prism makes of each
 * code sample in a JSON file (`[{code, language}]`), with the languages the
 * site adds (plugins/code-highlight/tokens.mjs, the module the build uses).
 * Run by tests/browser/code-highlight.spec.ts, whose module loader cannot import it.
 *
 * Usage: node tests/support/prism-tokens.mjs --json samples.json
 */
import fs from 'node:fs';
import {addLanguages, tokenLines} from '../../plugins/code-highlight/tokens.mjs';

const file = process.argv.slice(2).find((arg) => arg !== '--json');
const samples = JSON.parse(fs.readFileSync(file, 'utf8'));
addLanguages(['bash', 'json', 'ini']);
console.log(JSON.stringify(samples.map(({code, language}) => tokenLines(code, language))));
