/**
 * Moves the line citations of the hand-written pages from one commit of a
 * repository to another: for each link to `github.com/<repo>/blob/<from>/<file>#L<n>`
 * (or `#L<n>-L<m>`), it reads the cited lines at `<from>`, finds the same lines in the
 * same file at `<to>` (the nearest place to the old line when they occur more than
 * once) and rewrites the link and its label (`dll_events.cpp:194`). What it cannot place
 * (a file gone, lines changed) it leaves as it is and reports, for a person to read.
 *
 *   node scripts/repoint-citations.mjs <clone> <repo> <from> <to> [--write] <files...>
 *
 * Without --write it only reports. Every citation it moves is still a statement to read
 * again against the new commit: the same lines can mean something else around them.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';

/**
 * Where a block of lines is in a text, nearest to `near` (1-based), or null.
 * @param {string[]} lines the new file's lines
 * @param {string[]} block the cited lines
 * @param {number} near the old line number
 */
export function findBlock(lines, block, near) {
  const want = block.map((l) => l.trim());
  let best = null;
  for (let i = 0; i + want.length <= lines.length; i++) {
    if (want.every((w, k) => lines[i + k].trim() === w)) {
      if (best === null || Math.abs(i + 1 - near) < Math.abs(best - near)) best = i + 1;
    }
  }
  return best;
}

/**
 * The citations of a text re-pointed: each link of `repo` at `from` whose lines are found
 * at `to`, with the label before it (`name.cpp:12`) when it names the same line.
 * @param {string} text
 * @param {{repo: string, from: string, to: string, show: (commit: string, file: string) => string | null}} source
 */
export function repoint(text, {repo, from, to, show}) {
  const report = [];
  const link = new RegExp(
    `(\`[\\w.-]+:)(\\d+)(?:-(\\d+))?(\`\\]\\()?https://github\\.com/${repo.replace('/', '\\/')}/blob/${from}/([^)#\\s]+)#L(\\d+)(?:-L(\\d+))?`,
    'g',
  );
  const plain = new RegExp(
    `https://github\\.com/${repo.replace('/', '\\/')}/blob/${from}/([^)#\\s]+)#L(\\d+)(?:-L(\\d+))?`,
    'g',
  );
  const move = (file, first, last) => {
    const old = show(from, file);
    const now = show(to, file);
    if (old === null) return {problem: `${file}: not at ${from}`};
    if (now === null) return {problem: `${file}: gone at ${to}`};
    const block = old.split('\n').slice(first - 1, last);
    const at = findBlock(now.split('\n'), block, first);
    if (at === null)
      return {problem: `${file}#L${first}${last !== first ? `-L${last}` : ''}: the lines changed (${block[0].trim()})`};
    return {first: at, last: at + (last - first)};
  };
  const url = (file, first, last) =>
    `https://github.com/${repo}/blob/${to}/${file}#L${first}${last !== first ? `-L${last}` : ''}`;
  // Labelled links first (`[NodeMod \`x.cpp:1\`](…)`), then bare ones.
  let out = text.replace(link, (whole, head, labelFirst, labelLast, tail, file, a, b) => {
    const first = Number(a);
    const last = Number(b ?? a);
    const moved = move(file, first, last);
    if (moved.problem) {
      report.push(moved.problem);
      return whole;
    }
    report.push(`${file}#L${first} -> #L${moved.first}`);
    const sameLabel = Number(labelFirst) === first;
    const label = sameLabel
      ? `${head}${moved.first}${labelLast ? `-${moved.last}` : ''}`
      : `${head}${labelFirst}${labelLast ? `-${labelLast}` : ''}`;
    return `${label}${tail ?? ''}${url(file, moved.first, moved.last)}`;
  });
  out = out.replace(plain, (whole, file, a, b) => {
    const first = Number(a);
    const last = Number(b ?? a);
    const moved = move(file, first, last);
    if (moved.problem) {
      report.push(moved.problem);
      return whole;
    }
    report.push(`${file}#L${first} -> #L${moved.first}`);
    return url(file, moved.first, moved.last);
  });
  return {text: out, report};
}

function main(argv) {
  const write = argv.includes('--write');
  const [clone, repo, from, to, ...files] = argv.filter((a) => a !== '--write');
  if (!files.length) {
    console.error('usage: node scripts/repoint-citations.mjs <clone> <repo> <from> <to> [--write] <files...>');
    process.exit(2);
  }
  const cache = new Map();
  const show = (commit, file) => {
    const key = `${commit}:${file}`;
    if (!cache.has(key)) {
      try {
        cache.set(
          key,
          execFileSync('git', ['-C', clone, 'show', key], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}),
        );
      } catch {
        cache.set(key, null);
      }
    }
    return cache.get(key);
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const result = repoint(text, {repo, from, to, show});
    for (const line of result.report) console.log(`${file}: ${line}`);
    if (write && result.text !== text) writeFileSync(file, result.text);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
