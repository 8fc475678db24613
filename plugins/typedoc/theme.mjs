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
 *   the returns section is one paragraph (`returnsInOneParagraph`):
 *   hundreds of headings, each with an anchor and a link, outweigh the text
 *   they introduce, and neither the table of contents nor search uses them;
 * - on the `Engine` and `DLL` pages a method's title also shows the C name its
 *   description gives (`precacheModel() · pfnPrecacheModel`), keeping the
 *   method's own anchor, so both names find it in search (`memberTitle`);
 * - a member a plugin reaches through an object has that path in its signature
 *   line (`nodemod.eng.precacheModel(s): number`, `nodemodCore.player.getAll()`),
 *   so a reader sees how to call it without a line of its own (`reachPath`);
 * - the pages a plugin author opens most are titled as a plugin reaches them
 *   (`readerTitles`), a core class page by its object and class, and a
 *   declaration two core modules share with its module (`pageTitle`, from
 *   core-classes.mjs);
 * - no rule between the members of the two longest pages (`members`): the
 *   heading's top border draws it (src/css/custom.css), hundreds of `hr`
 *   elements fewer.
 *
 * Selected with `theme: "nodemod"` in typedoc.json; defined by plugin.mjs.
 */
import {MarkdownTheme, MarkdownThemeContext} from 'typedoc-plugin-markdown';
import {IntrinsicType, ReflectionKind} from 'typedoc';
import {escapeHtml} from './member-notes.mjs';
import {coreNamesOf} from './core-classes.mjs';

export const themeName = 'nodemod';

/**
 * A member's returns section as one paragraph: the label, the type and what the comment
 * says of the value (`**Returns** \`number\`: The model index…`), rather than three (the
 * label, the type, the words): 239 members return something, and Engine's 80 returns
 * sections were 240 elements more. Words that are not one plain paragraph (a list, a
 * table, code) stay below the line.
 * @param {string} markdown a member's Markdown, its labels already bold
 */
export function returnsInOneParagraph(markdown) {
  return markdown.replace(
    /^\*\*Returns\*\*\n\n([`[][^\n]*)(?:\n\n(?!```|[-*#|<>+]|\d+\. )([^\n]+(?:\n(?![-*#|<>+]|\d+\. |```)[^\n]+)*))?/gm,
    (_, type, words) => `**Returns** ${type}${words ? `: ${words}` : ''}`,
  );
}

/** The titles of the engine binding's pages a plugin author opens most, by page. */
export const readerTitles = {
  'Interface/Engine.md': 'nodemod.eng: engine functions',
  'Interface/DLL.md': 'nodemod.dll: game library functions',
  'Interface/EventCallbacks.md': 'nodemod.on: events',
  'Interface/Entity.md': 'Entity: a game entity (edict_t)',
};

/** The two function tables a plugin calls through the global `nodemod`, by page. */
export const globalTables = {
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
        `<p class="nm-signature"><code>${escapeHtml(signatureText(signature, options?.accessor, this.reachPath()))}</code></p>`,

      declarationTitle: (declaration) =>
        `<p class="nm-signature"><code>${escapeHtml(declarationText(declaration, this.helpers.getDeclarationType(declaration), this.reachPath()))}</code></p>`,

      pageTitle: () => {
        const url = this.page.url;
        if (readerTitles[url]) return readerTitles[url];
        const title = base.pageTitle();
        const core = coreNamesOf(this.page.project);
        if (!core) return title;
        const [module] = url.split('/');
        const className = core.classNames.get(module);
        if (className && url === `${module}/Class/default.md`) return `nodemodCore.${module} (class ${className})`;
        // "Interface: PlayerInfo (events module)": no two pages of the site share a title.
        return core.sharedNames.has(this.page.model.name) && /^\w[\w ]*: \w+$/.test(title)
          ? `${title} (${module} module)`
          : title;
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
        return silentVoid ? '' : base.signatureReturns(signature, options);
      },

      parametersTable: (parameters) => {
        // A page that is one function or function type keeps TypeDoc's table.
        if (this.ownSignature(parameters[0]?.parent)) return base.parametersTable(parameters);
        return parameters.map((parameter, index) => this.parameterItem(parameters, parameter, index)).join('\n');
      },

      member: (model, options) => {
        // The labels are written by TypeDoc's heading helper, which no partial can
        // replace: they are made bold here, in the member's own text.
        return returnsInOneParagraph(base.member(model, options).replace(/^#{4,6} (.+)$/gm, '**$1**'));
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

  /**
   * The path a plugin reaches the page's members through, with its dot: `nodemod.` for
   * the engine binding's functions, `nodemod.eng.` and `nodemod.dll.` for its two
   * function tables, `nodemodCore.player.` for a core class; '' on other pages.
   */
  reachPath() {
    const url = this.page.url;
    if (url.startsWith('Function/')) return 'nodemod.';
    if (globalTables[url]) return `${globalTables[url]}.`;
    const [module] = url.split('/');
    const className = coreNamesOf(this.page.project)?.classNames.get(module);
    return className && url === `${module}/Class/default.md` ? `nodemodCore.${module}.` : '';
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
    const firstOptional = parameters.findIndex((p) => p.flags.isOptional);
    const optional =
      parameter.flags.isOptional || parameter.defaultValue || (firstOptional !== -1 && index > firstOptional);
    const name = `${parameter.flags.isRest ? '...' : ''}\`${parameter.name}${optional ? '?' : ''}\``;
    const type = parameter.type
      ? this.partials.someType(parameter.type, {forceCollapse: true}).replace(/\n/g, ' ').replace(/\\\|/g, '|') // a list item's pipes need no escape
      : '';
    const description = parameter.comment
      ? this.partials.comment(parameter.comment, {isTableColumn: true}).replace(/\s+/g, ' ').trim()
      : '';
    return `- ${name} (${type})${description ? `: ${description}` : ''}`;
  }
}

/** typedoc-plugin-markdown's theme with the context above. */
export class NodemodTheme extends MarkdownTheme {
  getRenderContext(page) {
    return new NodemodThemeContext(this, page, this.application.options);
  }
}
