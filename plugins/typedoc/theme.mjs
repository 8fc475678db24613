/**
 * The reference's TypeDoc theme: typedoc-plugin-markdown's Markdown theme with
 * the partials that write a member changed, so that each member is written
 * compactly where TypeDoc renders it instead of being rewritten afterwards.
 * A phone lays out every element of a page, and the largest pages list
 * hundreds of members, so:
 *
 * - a signature is one line of plain code (`signatureTitle`): the same text as
 *   TypeDoc's bold-and-links line with a fraction of the elements, in a
 *   paragraph of class `nm-signature` that the search index leaves out. Types
 *   keep their links in the parameter list and the returns section;
 * - a member's parameters are a list, one item per parameter, rather than a
 *   table per member (`parametersTable`); a page that is one function keeps
 *   its table;
 * - a signature that returns `void` and says nothing about it has no returns
 *   section (`signatureReturns`);
 * - the labels inside a member ("Parameters", "Returns", "Example", …) are
 *   bold lead-ins rather than fourth- to sixth-level headings (`member`), and
 *   the returns section is one paragraph (`signatureReturns`, `returnsParagraph`):
 *   hundreds of headings, each with an anchor and a link, outweigh the text
 *   they introduce, and neither the table of contents nor search uses them;
 * - on the `Engine` and `DLL` pages a method's title also shows the C name its
 *   description gives (`precacheModel() · pfnPrecacheModel`), keeping the
 *   method's own anchor, so both names find it in search (`memberTitle`);
 * - a member a plugin reaches through an object has that path in its signature
 *   line (`nodemod.eng.precacheModel(s): number`, `nodemodCore.player.getAll()`),
 *   so a reader sees how to call it without a line of its own (`reachPath`);
 * - a page whose comment gives its title (`@pageTitle`, api-src/tsdoc.json) has
 *   it, a core class page is titled by its object and class, and a
 *   declaration two core modules share with its module (`pageTitle`, from
 *   core-classes.mjs);
 * - no rule between the members of the two longest pages (`members`): the
 *   heading's top border draws it (src/css/custom.css), hundreds of `hr`
 *   elements fewer.
 *
 * Selected with `theme: "nodemod"` in typedoc.json; defined by plugin.mjs.
 */
import {MarkdownTheme, MarkdownThemeContext} from 'typedoc-plugin-markdown';
import {IntrinsicType, ReflectionKind, UnionType} from 'typedoc';
import {escapeHtml, memberLine, nameParts, ownNames, pageIndexes} from './member-notes.mjs';
import {
  eventFamilies,
  isPostEvent,
  listenerSignature,
  postEventLine,
  postEventsByPre,
  preEventName,
} from './summaries.mjs';
import {bitFlags} from './pages.mjs';
import {anchorTarget} from '../../src/lib/member-key.mjs';
import {coreClassPage, coreNamesOf} from './core-classes.mjs';

export const themeName = 'nodemod';

/**
 * A member's returns section as one paragraph: the label, the type and what the comment
 * says of the value (`**Returns** \`number\`: The model index…`), rather than three (the
 * label, the type, the words): 239 members return something, and Engine's 80 returns
 * sections were 240 elements more. Words that do not start as a plain paragraph (a list,
 * a table, code) stay below the line, as does what follows their first paragraph.
 * @param {string} type the returned type as the returns section writes it, one line
 * @param {string} words what the `@returns` tag says, as Markdown ('' for nothing)
 */
export function returnsParagraph(type, words) {
  if (!words) return `**Returns** ${type}`;
  const lines = words.split('\n');
  const block = (line) => /^([-*#|<>+]|\d+\. |```)/.test(line);
  if (lines[0] === '' || block(lines[0])) return `**Returns** ${type}\n\n${words}`;
  let end = 1;
  while (end < lines.length && lines[end] !== '' && !block(lines[end])) end++;
  const rest = lines.slice(end).join('\n');
  return `**Returns** ${type}: ${lines.slice(0, end).join('\n')}${end < lines.length ? `\n${rest}` : ''}`;
}

/** The tags of api-src's comments that say something of a page (api-src/tsdoc.json). */
export const pageTagNames = ['@pageTitle', '@callNote'];

/**
 * Each page tag's content, by reflection: taken out of the comments by plugin.mjs
 * before the pages are written, read here (`@pageTitle`) and by plugin.mjs (`@callNote`).
 * @type {WeakMap<import('typedoc').Reflection, Record<string, import('typedoc').CommentDisplayPart[]>>}
 */
export const pageTags = new WeakMap();

/** The two function tables a plugin calls through the global `nodemod`, by page. */
const globalTables = {
  'Interface/Engine.md': 'nodemod.eng',
  'Interface/DLL.md': 'nodemod.dll',
};

/** Pages whose members are not separated by rules: the engine's 155 methods, the 205 events. */
const unruledPages = ['Interface/Engine.md', 'Interface/EventCallbacks.md'];

/** Pages whose method titles get the C name. */
const cNamePages = ['Interface/Engine.md', 'Interface/DLL.md'];

const normalise = (name) => name.replace(/^pfn/, '').replace(/_/g, '').toLowerCase();

/** The names in code spans of a comment: its summary, then its block tags. */
function codeNames(comment) {
  if (!comment) return [];
  const parts = [...comment.summary, ...comment.blockTags.flatMap((tag) => tag.content)];
  return parts.filter((part) => part.kind === 'code').map((part) => part.text.replace(/^`+|`+$/g, ''));
}

/**
 * The C name of an engine method: the first name in code in its description
 * (or its parameters') that is the method's own name in C spelling
 * (`pfnPrecacheModel`, `pfnCmd_Args`, `CheckParm` for `checkParm`), a `pfn`
 * name first (`pfnChangeLevel` rather than the `changelevel` console command
 * it mentions). Undefined when the description gives none.
 * @param {import('typedoc').DeclarationReflection} method
 */
export function cNameOf(method) {
  const comments = (method.signatures ?? []).flatMap((signature) => [
    signature.comment,
    ...(signature.parameters ?? []).map((parameter) => parameter.comment),
  ]);
  const candidates = comments
    .flatMap(codeNames)
    .filter((name) => /^\w+$/.test(name) && name !== method.name && normalise(name) === normalise(method.name));
  return candidates.find((name) => name.startsWith('pfn')) ?? candidates[0];
}

/**
 * A parameter as a signature line writes it: `...args`, `length?`, and with
 * `typed`, its type after a colon.
 * @param {import('typedoc').ParameterReflection} parameter
 * @param {boolean} [typed]
 */
function parameterText(parameter, typed = false) {
  const {flags, name, type, defaultValue} = parameter;
  const head = `${flags.isRest ? '...' : ''}${name}${flags.isOptional || defaultValue ? '?' : ''}`;
  return typed ? `${head}: ${type ? plainType(type) : 'any'}` : head;
}

/**
 * Whether a parameter is optional as TypeDoc's parameter table says it: marked so, with a
 * default, or after the first optional parameter.
 * @param {import('typedoc').ParameterReflection[]} parameters
 * @param {number} index
 */
function optionalAt(parameters, index) {
  const parameter = parameters[index];
  const firstOptional = parameters.findIndex((p) => p.flags.isOptional);
  return Boolean(
    parameter.flags.isOptional || parameter.defaultValue || (firstOptional !== -1 && index > firstOptional),
  );
}

/** The modifier words of a reflection's flags: `static`, `readonly`, … */
function flagWords(flags) {
  return [
    flags.isStatic && 'static',
    flags.isAbstract && 'abstract',
    flags.isReadonly && 'readonly',
    flags.isConst && 'const',
  ].filter(Boolean);
}

/** Type parameters as written after a name: `<T, U>`, or nothing. */
const typeParametersText = (reflection) =>
  reflection.typeParameters?.length ? `<${reflection.typeParameters.map((t) => t.name).join(', ')}>` : '';

/**
 * A type as plain text, as TypeScript writes it, except that an object type
 * with members reads `object`: its members are listed under the signature, and
 * written out they would make a line of hundreds of characters.
 * @param {import('typedoc').SomeType} type
 * @returns {string}
 */
export function plainType(type) {
  switch (type.type) {
    case 'reflection': {
      const [signature] = type.declaration.signatures ?? [];
      if (signature && !type.declaration.children?.length) {
        const parameters = (signature.parameters ?? []).map((p) => parameterText(p, true));
        return `(${parameters.join(', ')}) => ${signature.type ? plainType(signature.type) : 'void'}`;
      }
      return type.declaration.children?.length ? 'object' : type.toString();
    }
    case 'array': {
      const element = plainType(type.elementType);
      return /[ |&]/.test(element) && !/^[\w.]+$/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    case 'union':
      return type.types.map(plainType).join(' | ');
    case 'reference':
      // A core class TypeDoc calls `default`, by the name core-classes.mjs gave it.
      return type.name === 'default' && type.reflection?.kindOf(ReflectionKind.Class)
        ? type.reflection.name
        : type.toString();
    default:
      return type.toString();
  }
}

/** The words that may stand before the path a member is reached through (`readonly nodemod.eng.x`). */
const wordsBeforePath = new Set(['readonly', 'abstract', 'get', 'set']);

/**
 * A signature line's words and the rest, with the path a plugin reaches the member
 * through put after the words that may stand before it: not for a constructor
 * (`new …`) or a static member, which a plugin does not reach through the object,
 * nor for a call signature (the rest starts with `(`).
 * @param {string[]} words
 * @param {string} rest
 * @param {string} path the object's path with its dot, or ''
 */
function withPath(words, rest, path) {
  const lead = [];
  let at = 0;
  while (at < words.length && wordsBeforePath.has(words[at])) lead.push(words[at++]);
  const tail = [...words.slice(at), rest].join(' ');
  const reached = path && !tail.startsWith('new ') && !tail.startsWith('static ') && /^[A-Za-z_$]/.test(tail);
  return [...lead, `${reached ? path : ''}${tail}`].join(' ');
}

/**
 * A parameter's type in an event's listener line: as `plainType` writes it, except that
 * a function type names its parameters without their types (`(pFields, from, to) => void`),
 * as TypeDoc's own collapsed form does: the listener line stays one readable line.
 * @param {import('typedoc').SomeType} type
 */
function listenerType(type) {
  if (type.type !== 'reflection') return plainType(type);
  const [signature] = type.declaration.signatures ?? [];
  if (!signature || type.declaration.children?.length) return plainType(type);
  const parameters = (signature.parameters ?? []).map((p) => parameterText(p));
  return `(${parameters.join(', ')}) => ${signature.type ? plainType(signature.type) : 'void'}`;
}

/**
 * A signature as one line of plain text: `precacheModel(s): number`,
 * `on<T>(eventName, callback): void`, `get name(): string`; with `path`, as a
 * plugin reaches it (`nodemod.eng.precacheModel(s): number`).
 * @param {import('typedoc').SignatureReflection} signature
 * @param {string | undefined} accessor
 * @param {string} [path]
 */
export function signatureText(signature, accessor, path = '') {
  const words = [accessor, ...(signature.parent ? flagWords(signature.parent.flags) : [])].filter(Boolean);
  const name = signature.kind === ReflectionKind.ConstructorSignature ? `new ${signature.name}` : signature.name;
  const own = ['__call', '__type'].includes(signature.name) ? '' : name;
  const parameters = (signature.parameters ?? []).map((p) => parameterText(p)).join(', ');
  const returns = signature.type ? `: ${plainType(signature.type)}` : '';
  return withPath(words, `${own}${typeParametersText(signature)}(${parameters})${returns}`, path);
}

/**
 * A declaration (a property, a variable, a type alias) as one line of plain
 * text: `static PATHS: object`, `entity?: Entity`, `PrecacheCallback = (id) => void`;
 * with `path`, as a plugin reaches it.
 * @param {import('typedoc').DeclarationReflection} declaration
 * @param {import('typedoc').SomeType | undefined} type its type as TypeDoc shows it
 * @param {string} [path]
 */
export function declarationText(declaration, type, path = '') {
  const {flags, name, defaultValue} = declaration;
  const accessors = [declaration.getSignature && 'get', declaration.setSignature && 'set'].filter(Boolean);
  const head = `${flags.isRest ? '...' : ''}${name}${flags.isOptional ? '?' : ''}`;
  const separator = declaration.kindOf(ReflectionKind.TypeAlias) ? ' = ' : ': ';
  const value = defaultValue && defaultValue !== '...' && defaultValue !== name ? ` = ${defaultValue}` : '';
  return withPath(
    [...flagWords(flags), ...accessors],
    `${head}${typeParametersText(declaration)}${separator}${type ? plainType(type) : 'object'}${value}`,
    path,
  );
}

/** The theme's render context: the partials above, the others TypeDoc's. */
class NodemodThemeContext extends MarkdownThemeContext {
  /** @type {Map<string, import('typedoc').DeclarationReflection> | undefined} the events page's, once asked */
  posts;

  /**
   * @param {MarkdownTheme} theme
   * @param {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').Reflection>} page
   * @param {import('typedoc').Options} options
   */
  constructor(theme, page, options) {
    super(theme, page, options);
    const base = this.partials;
    this.partials = {
      ...base,

      signatureTitle: (signature, options) =>
        `<p ${this.classAttr()}="nm-signature"><code>${escapeHtml(signatureText(signature, options?.accessor, this.reachPath()))}</code></p>`,

      declarationTitle: (declaration) =>
        `<p ${this.classAttr()}="nm-signature"><code>${escapeHtml(declarationText(declaration, this.helpers.getDeclarationType(declaration), this.reachPath()))}</code></p>`,

      groups: (model, options) => {
        // A bit-flag enumeration's page: the flag decoder after the description, before the list of members.
        const flags = model === this.page.model ? bitFlags(model) : null;
        if (flags)
          return `<FlagDecoder name="${model.name}" flags={${JSON.stringify(flags)}} />\n\n${base.groups(model, options)}`;
        if (!this.isEventsPage() || model !== this.page.model) return base.groups(model, options);
        // The events page: a heading per family instead of "Properties", the pre events
        // under it in the order of the declarations; the post events are lines of theirs.
        this.postEvents();
        const events = (model.children ?? []).filter((child) => !isPostEvent(child.name));
        const family = (event) => eventFamilies.findIndex(({prefix}) => new RegExp(`^${prefix}[A-Z]`).test(event.name));
        const parts = [];
        for (let f = -1; f < eventFamilies.length; f++) {
          const own = events.filter((event) => family(event) === f);
          if (own.length === 0) continue;
          if (f !== -1) parts.push(`## ${eventFamilies[f].heading}`);
          parts.push(this.partials.members(own, {headingLevel: options.headingLevel + 1}));
        }
        return parts.join('\n\n');
      },

      pageTitle: () => {
        const url = this.page.url;
        // The title a reader knows the page by, when its comment gives one (`@pageTitle`):
        // `nodemod.eng: engine functions` rather than the kind of its declaration.
        const own = pageTags.get(this.page.model)?.['@pageTitle'];
        if (own)
          return own
            .map((part) => part.text)
            .join('')
            .trim();
        const title = base.pageTitle();
        const classPage = coreClassPage(this.page.project, url);
        if (classPage) return `nodemodCore.${classPage.module} (class ${classPage.className})`;
        // "Interface: PlayerInfo (events module)": no two pages of the site share a title.
        const shared = coreNamesOf(this.page.project)?.sharedNames.has(this.page.model.name);
        return shared && /^\w[\w ]*: \w+$/.test(title) ? `${title} (${url.split('/')[0]} module)` : title;
      },

      members: (model, options) => {
        if (!unruledPages.includes(this.page.url)) return base.members(model, options);
        return model
          .filter((item) => !this.router.hasOwnDocument(item))
          .map((item) =>
            this.partials.memberContainer(item, {headingLevel: options.headingLevel, groupTitle: options.groupTitle}),
          )
          .join('\n\n');
      },

      signatureReturns: (signature, options) => {
        const silentVoid =
          signature.type instanceof IntrinsicType &&
          signature.type.name === 'void' &&
          !signature.comment?.getTag('@returns');
        if (silentVoid) return '';
        // The plain case, a type and words (no union to list, no object type's members, no
        // function type's signatures): one paragraph. The others as TypeDoc writes them.
        const type = signature.type;
        const declaration = type?.type === 'reflection' ? type.declaration : undefined;
        const listed = type && this.helpers.hasUsefulTypeDetails(type);
        // A page that is one function keeps its "Returns" heading, in its table of contents.
        if (options.headingLevel < 4) return base.signatureReturns(signature, options);
        if (declaration?.signatures?.length || declaration?.children || (listed && type instanceof UnionType))
          return base.signatureReturns(signature, options);
        const returned = this.helpers.getReturnType(type);
        if (!/^[`[]/.test(returned) || returned.includes('\n')) return base.signatureReturns(signature, options);
        const tag = signature.comment?.getTag('@returns');
        return returnsParagraph(returned, tag ? this.helpers.getCommentParts(tag.content) : '');
      },

      parametersTable: (parameters) => {
        // A page that is one function or function type keeps TypeDoc's table.
        if (this.ownSignature(parameters[0]?.parent)) return base.parametersTable(parameters);
        return parameters.map((parameter, index) => this.parameterItem(parameters, parameter, index)).join('\n');
      },

      member: (model, options) => {
        // The labels are written by TypeDoc's heading helper, which no partial can
        // replace: they are made bold here, in the member's own text.
        // On the events page, "Parameters" and "Example" as `b`, as in the line of names above:
        // the same bold, 10 bytes fewer each.
        const events = this.isEventsPage();
        const label = (_, text) => (events && /^(Parameters|Example)$/.test(text) ? `<b>${text}</b>` : `**${text}**`);
        const body = base.member(model, options).replace(/^#{4,6} (.+)$/gm, label);
        if (options.headingLevel !== 3 || model.parent !== this.page.model) return body;
        return events ? this.eventEntry(model, body) : this.withMemberLine(model, body);
      },

      memberTitle: (model) => {
        const title = base.memberTitle(model);
        if (!model.kindOf(ReflectionKind.Method) || !cNamePages.some((url) => this.page.url.endsWith(url))) {
          return title;
        }
        const cName = cNameOf(model);
        return cName ? `${title} · ${cName} {#${this.router.getAnchor(model)}}` : title;
      },
    };
  }

  /** The attribute HTML's class is written with: `className` on an MDX page (a bit-flag enumeration's). */
  classAttr() {
    return this.page.url.endsWith('.mdx') ? 'className' : 'class';
  }

  /** Whether the page is the engine binding's events, `EventCallbacks`. */
  isEventsPage() {
    return this.page.url.endsWith('Interface/EventCallbacks.md');
  }

  /**
   * The event of the events page a parameter belongs to (through its signature and the
   * function type of the property), or undefined.
   * @param {import('typedoc').Reflection} parameter
   */
  eventOf(parameter) {
    if (!this.isEventsPage()) return undefined;
    let owner = parameter.parent;
    while (owner && owner.parent !== this.page.model) owner = owner.parent;
    return owner;
  }

  /**
   * A pre event's entry on the events page: the listener a plugin writes as its one
   * signature, its line (names, source, declaration), the line of its post event, then
   * what TypeDoc writes of it below its signature.
   * @param {import('typedoc').DeclarationReflection} model
   * @param {string} body
   */
  eventEntry(model, body) {
    const signature = this.partials.declarationTitle(model);
    const rest = body.startsWith(signature) ? body.slice(signature.length).trimStart() : body;
    const [call] = model.type?.type === 'reflection' ? (model.type.declaration.signatures ?? []) : [];
    const parameters = (call?.parameters ?? []).map(
      (parameter, index, all) =>
        `${parameter.flags.isRest ? '...' : ''}${parameter.name}${optionalAt(all, index) ? '?' : ''}: ${parameter.type ? listenerType(parameter.type) : 'any'}`,
    );
    const listener = `${listenerSignature(model.name, parameters)}\n\n`;
    const note = this.lineFor(model, `### ${model.name}\n\n${listener}${rest}`);
    const post = this.postEvents().get(model.name);
    return `${listener}${note}${post ? `${this.postLine(post)}\n\n` : ''}${rest}`;
  }

  /**
   * The events page's post events by their pre events' names; a post event without its
   * pre event stops the build (summaries.mjs, `postEventsByPre`).
   * @returns {Map<string, import('typedoc').DeclarationReflection>}
   */
  postEvents() {
    if (!this.posts) {
      const events = /** @type {import('typedoc').DeclarationReflection} */ (this.page.model).children ?? [];
      const byName = new Map(events.map((event) => [event.name, event]));
      const byPre = postEventsByPre(events.map((event) => event.name));
      this.posts = new Map([...byPre].map(([pre, post]) => [pre, byName.get(post)]));
    }
    return this.posts;
  }

  /**
   * A post event's line in its pre event's entry (summaries.mjs, `postEventLine`).
   * @param {import('typedoc').DeclarationReflection} post
   */
  postLine(post) {
    const page = pageIndexes.get(this.page);
    const key = anchorTarget(`${page?.target ?? ''}#${post.name}`);
    const preKey = anchorTarget(`${page?.target ?? ''}#${preEventName(post.name)}`);
    const own = page?.index ? ownNames(page.index, key, preKey) : [];
    const parts = nameParts(own, `### ${post.name}`, page?.index?.since?.[key] ?? null);
    // Its comment: the sentence that points to its pre event (the first line, as
    // derive-post-events.mjs writes it), then what it adds.
    const comment = (post.comment?.summary ?? []).map((part) => part.text).join('');
    const newline = comment.indexOf('\n') === -1 ? comment.length : comment.indexOf('\n');
    const pre = preEventName(post.name);
    if (!comment.slice(0, newline).endsWith(`with the arguments of [\`${pre}\`](#${pre.toLowerCase()}).`))
      throw new Error(`EventCallbacks: post event ${post.name} does not name its pre event`);
    const prose = comment.slice(newline + 1);
    const [call] = post.type?.type === 'reflection' ? (post.type.declaration.signatures ?? []) : [];
    const all = call?.parameters ?? [];
    const items = all
      .map((parameter, index) => (parameter.comment ? this.parameterItem(all, parameter, index).slice(2) : ''))
      .filter(Boolean);
    return postEventLine(post.name, parts, prose, items);
  }

  /**
   * A member's line from the page's member index (member-notes.mjs, `memberLine`), or ''.
   * @param {import('typedoc').DeclarationReflection} model
   * @param {string} text the member as written, whose names the line does not repeat
   */
  lineFor(model, text) {
    const page = pageIndexes.get(this.page);
    if (!page?.index) return '';
    const key = anchorTarget(`${page.target}#${model.name}`);
    // A member inherited from another page of the reference: the key of the one it inherits.
    const parent = model.inheritedFrom?.reflection;
    let inherited = null;
    if (parent && this.router.hasUrl(parent) && !this.router.hasOwnDocument(parent)) {
      const [file, anchor] = this.router.getFullUrl(parent).split('#');
      if (anchor) inherited = `${page.prefix}${file.slice(0, file.lastIndexOf('.'))}#${anchor}`;
    }
    return memberLine(page.index, key, inherited, text, this.classAttr());
  }

  /**
   * A member of the page with its line under its heading and signature (member-notes.mjs):
   * its other names, source, release and declaration from the page's member index.
   * @param {import('typedoc').DeclarationReflection} model
   * @param {string} body the member as written, below its heading (a constructor's
   *   heading, which its partial writes, included)
   */
  withMemberLine(model, body) {
    const title = this.partials.memberTitle(model);
    const heading = `### ${model.kindOf(ReflectionKind.Constructor) ? '' : title.split(' {#')[0]}`;
    const line = this.lineFor(model, `${heading}\n\n${body}`);
    if (!line) return body;
    // Under the heading and the signature, when the member opens with one (a constructor's
    // heading, which its partial writes, comes before it).
    const signature = `<p ${this.classAttr()}="nm-signature">`;
    const opens = body.startsWith(signature) || model.kindOf(ReflectionKind.Constructor);
    const cut = opens ? body.indexOf('</p>\n\n', body.indexOf(signature)) + '</p>\n\n'.length : 0;
    return body.slice(0, cut) + line + body.slice(cut);
  }

  /**
   * The path a plugin reaches the page's members through, with its dot: `nodemod.` for
   * the engine binding's functions, `nodemod.eng.` and `nodemod.dll.` for its two
   * function tables, `nodemodCore.player.` for a core class; '' on other pages.
   */
  reachPath() {
    const url = this.page.url;
    if (url.startsWith('Function/')) return 'nodemod.';
    if (globalTables[url]) return `${globalTables[url]}.`;
    const classPage = coreClassPage(this.page.project, url);
    return classPage ? `nodemodCore.${classPage.module}.` : '';
  }

  /**
   * Whether a signature is the page's own: the function the page is about, or
   * the function type of the type alias it is about.
   * @param {import('typedoc').Reflection | undefined} signature
   */
  ownSignature(signature) {
    let owner = signature?.parent;
    while (owner?.kindOf(ReflectionKind.TypeLiteral)) owner = owner.parent;
    return !signature || owner === this.page.model;
  }

  /**
   * One item of a member's parameter list: "- `name` (type): description", with
   * what TypeDoc's table would say of it (optional after the first optional
   * parameter, `...` for a rest parameter, a link for a type of the reference).
   * @param {import('typedoc').ParameterReflection[]} parameters
   * @param {import('typedoc').ParameterReflection} parameter
   * @param {number} index
   */
  parameterItem(parameters, parameter, index) {
    const name = `${parameter.flags.isRest ? '...' : ''}\`${parameter.name}${optionalAt(parameters, index) ? '?' : ''}\``;
    const type = parameter.type
      ? this.partials.someType(parameter.type, {forceCollapse: true}).replace(/\n/g, ' ').replace(/\\\|/g, '|') // a list item's pipes need no escape
      : '';
    const description = parameter.comment
      ? this.partials.comment(parameter.comment, {isTableColumn: true}).replace(/\s+/g, ' ').trim()
      : '';
    // A pre event's listener line gives each parameter's type: its list item repeats a
    // type only when it links to the type's page (`Entity`), without its code span (the
    // code font comes from src/css/custom.css). Not for an optional or rest parameter.
    const event = this.eventOf(parameter);
    if (event && !isPostEvent(event.name) && description && name === `\`${parameter.name}\``) {
      if (type.startsWith('`') && type.endsWith('`') && !type.slice(1, -1).includes('`'))
        return `- ${name}: ${description}`;
      if (type.startsWith('[`')) {
        const close = type.indexOf('`]');
        if (close > 2 && /^\w+$/.test(type.slice(2, close))) {
          return `- ${name} ([${type.slice(2, close)}]${type.slice(close + 2)})${description ? `: ${description}` : ''}`;
        }
      }
    }
    return `- ${name} (${type})${description ? `: ${description}` : ''}`;
  }
}

/** typedoc-plugin-markdown's theme with the context above. */
export class NodemodTheme extends MarkdownTheme {
  getRenderContext(page) {
    return new NodemodThemeContext(this, page, this.application.options);
  }
}
