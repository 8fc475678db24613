/**
 * Moves the HTML of a page's islands out of its MDX module into a file of its
 * own, so that the browser does not download a page's text twice.
 *
 * Each `<StaticIsland html="…">` of plugins/static-islands holds a run of the
 * page as HTML. The server renders it into the page; the browser's copy of the
 * page's module carried the same strings again (on the installation guide 36 KB
 * of its 37 KB module), only to hand them to React, which keeps the HTML the
 * server wrote while it hydrates and never reads them. After the runs are cut,
 * this step writes a page's strings, in page order, to `<dir>/<hash>.json`
 * (`hash`: of that content), imports that file into the module as
 * `__nmIslands`, and gives each island `html={__nmIslands[i]}` and
 * `k="<hash>:<i>"` in place of its string.
 *
 * The server's bundle imports the file as JSON: its pages are what they were.
 * The browser's bundle imports it through ./islands-loader.cjs (set up by
 * ./index.mjs), which publishes the file as an asset and gives the page's
 * module the strings only when they are needed: after a move to the page in
 * the browser, not for the page the browser opened (src/components/StaticIsland).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The name the page's module gives the array of its islands' HTML. */
export const islandsName = '__nmIslands';

/** @param {string} name */
const identifier = (name) => ({type: 'Identifier', name});

/**
 * The islands of a tree, in document order.
 * @param {any} node
 * @param {any[]} [found]
 * @returns {any[]}
 */
function islandsOf(node, found = []) {
  for (const child of node.children ?? []) {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'StaticIsland') found.push(child);
    else islandsOf(child, found);
  }
  return found;
}

/**
 * Writes the HTML of the islands of `tree` to a file of `dir` and leaves in the
 * tree a reference to each string. Returns the file's path, or null for a page
 * with no island.
 * @param {any} tree the page's HTML syntax tree, with MDX's nodes
 * @param {string} dir
 * @returns {string | null}
 */
export function hoistIslandHtml(tree, dir) {
  const islands = islandsOf(tree);
  if (islands.length === 0) return null;
  const strings = islands.map((island) => {
    const attribute = island.attributes.find((/** @type {any} */ a) => a.name === 'html');
    if (!attribute || typeof attribute.value !== 'string') {
      throw new Error('static-islands: an island without its html attribute');
    }
    return attribute.value;
  });
  const json = JSON.stringify(strings);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${hash}.json`);
  writeFileSync(file, json);

  islands.forEach((island, index) => {
    const reference = {
      type: 'MemberExpression',
      object: identifier(islandsName),
      property: {type: 'Literal', value: index, raw: String(index)},
      computed: true,
      optional: false,
    };
    island.attributes = [
      {
        type: 'mdxJsxAttribute',
        name: 'html',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `${islandsName}[${index}]`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: reference}],
            },
          },
        },
      },
      {type: 'mdxJsxAttribute', name: 'k', value: `${hash}:${index}`},
      ...island.attributes.filter((/** @type {any} */ a) => a.name !== 'html'),
    ];
  });

  const source = JSON.stringify(file);
  tree.children.unshift({
    type: 'mdxjsEsm',
    value: `import ${islandsName} from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(islandsName)}],
            source: {type: 'Literal', value: file, raw: source},
          },
        ],
      },
    },
  });
  return file;
}
