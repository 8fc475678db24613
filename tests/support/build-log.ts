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
