/**
 * Page-level changes to what TypeDoc writes: front matter (a description for
 * every page, the core's class names as page titles), and the MDX pages of
 * bit-flag enumerations with their flag decoder.
 */
import {ReflectionKind} from 'typedoc';
import {firstSentence} from './summaries.mjs';

/**
 * Whether an enumeration is a set of bit flags: its comment says so and every
 * value is 0 or a power of two. Returns its [name, value] pairs, or null.
 * @param {import('typedoc').DeclarationReflection} reflection
 */
export function bitFlags(reflection) {
  if (!reflection.kindOf(ReflectionKind.Enum)) return null;
  const summary = (reflection.comment?.summary ?? []).map((part) => part.text).join('');
  if (!/\bBit flags\b/.test(summary)) return null;
  const members = (reflection.children ?? []).map((child) => [
    child.name,
    child.type?.type === 'literal' ? child.type.value : undefined,
  ]);
  const flag = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && (v & (v - 1)) === 0;
  return members.length && members.every(([, v]) => flag(v)) ? members : null;
}

/**
 * The MDX of a bit-flag enumeration's page: the page as before (with `class`
 * written `className`), plus the import of the flag decoder and the decoder
 * itself after the page's description, before the list of members.
 */
export function flagDecoderPage(markdown, name, flags) {
  const decoder = `<FlagDecoder name="${name}" flags={${JSON.stringify(flags)}} />\n\n`;
  const body = markdown.replace(/ class="/g, ' className="');
  const at = body.search(/^## /m);
  const withDecoder = at === -1 ? body + decoder : body.slice(0, at) + decoder + body.slice(at);
  // The import goes after the front matter, which must open the file.
  const frontMatter = withDecoder.match(/^---\n[\s\S]*?\n---\n\n?/)?.[0] ?? '';
  return `${frontMatter}import FlagDecoder from '@site/src/components/FlagDecoder';\n\n${withDecoder.slice(frontMatter.length)}`;
}

/**
 * The names readers know the core's pages by. Each core module default-exports
 * one class, which TypeDoc calls `default`: twelve pages titled "Class:
 * default", a constructor `new default(…)`, links reading "default". With
 * `classNames` (module → the class's own name, `player` → `NodemodPlayer`) the
 * page is titled by the object a plugin uses and the class
 * (`nodemodCore.player (class NodemodPlayer)`), and the constructor and the
 * links to it name the class. A declaration whose name two modules share
 * (`PlayerInfo` in `events` and `player`) is titled with its module, so that
 * no two pages of the site share a title. `url` is the page's path in the
 * run's output (`player/Class/default.md`).
 * @param {string} markdown
 * @param {string} url
 * @param {Record<string, string>} classNames
 * @param {Set<string>} sharedNames
 */
export function coreNames(markdown, url, classNames, sharedNames) {
  const [module] = url.split('/');
  let out = markdown.replace(
    /\[(`?)default\1\]\(((?:[\w.]+\/)*?)(?:(\w+)\/)?Class\/default\.md(#[\w-]*)?\)/g,
    (link, tick, up, target, hash) => {
      // A relative link: `Class/default.md` from a module's index, `../../util/Class/default.md` from a page.
      const owner = target ?? (up === '' ? module : undefined);
      const name = owner && classNames[owner];
      return name ? `[${tick}${name}${tick}](${up}${target ? `${target}/` : ''}Class/default.md${hash ?? ''})` : link;
    },
  );
  const className = classNames[module];
  if (url === `${module}/Class/default.md` && className) {
    out = out
      .replace(/^# Class: default$/m, `# nodemodCore.${module} (class ${className})`)
      .replace(/\bnew default\(/g, `new ${className}(`)
      // The constructor's signature line names what it returns, the class.
      .replace(/(<code>new \w+\([^)]*\)): default</g, `$1: ${className}<`);
    out = withFrontMatter(out, {sidebar_label: className});
  }
  if (url === `${module}/Class/default.md` && className) out = reachPaths(out, `nodemodCore.${module}.`);
  const own = out.match(/^# (\w[\w ]*): (\w+)$/m);
  if (own && sharedNames.has(own[2])) out = out.replace(own[0], `${own[0]} (${module} module)`);
  return out;
}

/**
 * Writes each member's signature from the object a plugin reaches it through
 * (`nodemodCore.player.getAll(): PlayerInfo[]`, `nodemod.eng.precacheModel(s): number`):
 * the path is the signature's first words, so a reader sees how to call the member
 * without a line of its own (a few bytes a member, where a line would add about 60). The
 * constructor (`new …`) and static members, which a plugin does not reach through the
 * object, keep their signature; modifier words (`readonly`, `get`) stay in front.
 * @param {string} markdown
 * @param {string} path the object's path with its dot
 */
export function reachPaths(markdown, path) {
  return markdown.replace(
    /^(<p class="nm-signature"><code>)((?:(?:readonly|abstract|get|set) )*)(?!new |static )(?=[A-Za-z_$])/gm,
    `$1$2${path}`,
  );
}

/**
 * Adds fields to a page's front matter (a block it may already have): each
 * value as JSON, which YAML reads as the same value (a list of strings too).
 * @param {string} markdown
 * @param {Record<string, string | number | boolean | string[]>} fields
 */
export function withFrontMatter(markdown, fields) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const existing = markdown.match(/^---\n([\s\S]*?)\n---\n/);
  if (!existing) return `---\n${lines.join('\n')}\n---\n\n${markdown}`;
  return `---\n${existing[1]}\n${lines.join('\n')}\n---\n${markdown.slice(existing[0].length)}`;
}

/**
 * The longest page description. Docusaurus sends every docs page the
 * descriptions of all of them (with the sidebar), so each character counts
 * about 170 times on every first load.
 */
const maxDescription = 110;

/**
 * A page's description for search engines and link previews: the first
 * sentence of its declaration's summary, as plain text (code without its
 * backticks, links as their text), cut at a word to `maxDescription`
 * characters. `undefined` when the declaration has no summary.
 * @typedef {{summary: {kind: string, text: string}[]}} SummaryComment
 * @param {{comment?: SummaryComment, signatures?: {comment?: SummaryComment}[]}} reflection
 */
export function pageDescription(reflection) {
  const summary = reflection.comment?.summary ?? reflection.signatures?.[0]?.comment?.summary ?? [];
  const text = summary
    .map((part) => (part.kind === 'code' ? part.text.replace(/^`+|`+$/g, '') : part.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? firstSentence(text, maxDescription) : undefined;
}
