/**
 * Finds the problems in a `docusaurus build` log that the site must never ship
 * with. The site configuration keeps the specification's 'warn' level for broken
 * links, anchors and markdown links; this check turns any of them, and any other
 * warning or error Docusaurus or TypeDoc prints, into a test failure.
 */
const patterns: {kind: string; re: RegExp}[] = [
  {kind: 'broken link', re: /Docusaurus found broken links/i},
  {kind: 'broken anchor', re: /Docusaurus found broken anchors/i},
  {kind: 'broken markdown link', re: /markdown link.* couldn't be resolved/i},
  {kind: 'warning', re: /^\s*\[WARNING\]/},
  {kind: 'error', re: /^\s*\[ERROR\]/},
  // TypeDoc, run by docusaurus-plugin-typedoc during the build, logs in lower case.
  {kind: 'TypeDoc warning', re: /^\s*\[warning\]/},
  {kind: 'TypeDoc error', re: /^\s*\[error\]/},
];

export function findBuildProblems(log: string): string[] {
  // Docusaurus colours its output when it thinks it has a terminal; strip that.
  // eslint-disable-next-line no-control-regex -- the escape character is what starts a colour code
  const lines = log.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  return patterns.flatMap(({kind, re}) => {
    const line = lines.find((l) => re.test(l));
    return line === undefined ? [] : [`${kind}: ${line.trim()}`];
  });
}

/**
 * The builds a log is of, by their stamp: the hash of the build's files that the
 * deploy step (plugins/deploy, deploy/service-worker.mjs) writes into `offline.json`
 * and `sw.js`, and prints in the log: `sw.js: build 5a3f3766e1c402d6 (554 files); …`.
 */
export function stampsInLog(log: string): string[] {
  return [...log.matchAll(/^sw\.js: build ([0-9a-f]+) \(/gm)].map((m) => m[1]);
}

/**
 * Why `log` (read from `logFile`, undefined when there is none) is not the log of
 * the build stamped `stamp`, or undefined when it is.
 */
export function whyNotTheLogOf(log: string | undefined, logFile: string, stamp: string): string | undefined {
  const rerun = `build with npm test, or with npm run build > ${logFile} 2>&1`;
  if (log === undefined) {
    return `there is no ${logFile}: scripts/test.sh writes it when it builds, npm run build alone does not (${rerun})`;
  }
  const stamps = stampsInLog(log);
  if (stamps.length === 0) {
    return `${logFile} names no build (no "sw.js: build …" line): its build stopped before the deploy step (${rerun})`;
  }
  if (stamps.length > 1 || stamps[0] !== stamp) {
    return (
      `${logFile} is the log of build ${stamps.join(' and ')}, not of build ${stamp} in build/: ` +
      `build/ was built again by a command that did not write the log (${rerun})`
    );
  }
  return undefined;
}
