/**
 * Page-level parts of what TypeDoc writes: the front matter (a description for
 * every page), and which enumerations are bit flags (their pages are MDX, with a
 * flag decoder: plugin.mjs and theme.mjs).
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
 * A page's front matter, written once when the page is done (plugin.mjs): each
 * value as JSON, which YAML reads as the same value (a list of strings too); ''
 * for a page without fields.
 * @param {Record<string, string | number | boolean | string[]>} fields
 */
export function frontMatter(fields) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return lines.length ? `---\n${lines.join('\n')}\n---\n\n` : '';
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
