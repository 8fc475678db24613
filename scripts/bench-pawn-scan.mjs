/**
 * How long the porting page's reader (src/lib/pawn-scan.mjs) takes over a plugin
 * of 10,000 lines, with the names of every AMX Mod X include file: the page
 * promises a plan in under a second. The plugin is generated here (commands,
 * hooks, strings, comments and calls in the proportions of a large plugin), read
 * five times after a warm-up, and the times are printed.
 *
 *   node scripts/bench-pawn-scan.mjs [--lines 10000]
 */
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {declaredIndex, scanPawn} from '../src/lib/pawn-scan.mjs';

const {values} = parseArgs({options: {lines: {type: 'string', default: '10000'}}});
const wanted = Number(values.lines);

const includes = JSON.parse(
  readFileSync(new URL('../plugins/site-data/amxmodx-includes.json', import.meta.url), 'utf8'),
);
const declared = declaredIndex(includes.includes);

/** One function of a plugin, about 12 lines. */
const block = (i) => `
// Command ${i}: prints the player's health and stops the command.
public cmd_hp_${i}(id) {
    new name[32], hp = get_user_health(id);
    get_user_name(id, name, charsmax(name));
    client_print(id, print_chat, "^"%s^" has %d HP", name, hp); /* chat */
    if (pev(id, pev_flags) & FL_ONGROUND) set_pev(id, pev_velocity, Float:{0.0, 0.0, 0.0});
    return PLUGIN_HANDLED;
}
public plugin_cfg_${i}() { register_clcmd("say /hp${i}", "cmd_hp_${i}"); set_task(1.0, "cmd_hp_${i}", ${i}); }
`;
let source = '#include <amxmodx>\n#include <fakemeta>\n';
for (let i = 0; source.split('\n').length < wanted; i++) source += block(i);
const lines = source.split('\n').length;

scanPawn(source, declared); // warm-up
const times = [];
let scan;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  scan = scanPawn(source, declared);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `${lines} lines (${(source.length / 1024).toFixed(0)} KiB): ${scan.uses.length} names, ` +
    `${scan.registrations.length} registrations; read in ${times.map((t) => t.toFixed(0)).join(', ')} ms ` +
    `(median ${times[2].toFixed(0)} ms)`,
);
