/**
 * The one reader of the API declaration sources in api-src/ by their syntax
 * tree (the TypeScript compiler's), for what derives data from them: the post
 * events (derive-post-events.mjs) and the tests' reading of the declared API
 * (tests/support/declarations.ts).
 */
import ts from 'typescript';

/**
 * A declaration file's syntax tree.
 * @param {string} text
 * @param {string} fileName
 */
export function parseDeclarations(text, fileName) {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
}

/**
 * The text of a node's doc comment, without its `/**`, `*\/` and the `*` that
 * opens each line; empty when it has none.
 * @param {ts.Node} node
 * @param {ts.SourceFile} source
 */
export function docText(node, source) {
  const [doc] = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  if (!doc) return '';
  return doc
    .getText(source)
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/**
 * The properties of every interface of that name in a file (a namespace's
 * included), in source order: name, doc comment and type as written.
 * @param {ts.SourceFile} source
 * @param {string} interfaceName
 * @returns {{name: string, comment: string, type: string}[]}
 */
export function interfaceProperties(source, interfaceName) {
  const found = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) continue;
        found.push({name: member.name.text, comment: docText(member, source), type: member.type.getText(source)});
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
