/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock`), because:
 * - it takes the build-time tokens that plugins/code-highlight puts on every
 *   fenced code block (the `data-code-tokens` prop) and hands them, with the
 *   code as written, to CodeBlock/Content through a context;
 * - it drops the stock component's second render after hydration
 *   (`key={String(isBrowser)}`), which existed to swap the Prism theme's
 *   inline colours for the reader's colour mode. Colours are now a style
 *   sheet keyed on the colour mode, so the server's markup is already right
 *   and every code block is not rendered twice on load.
 * The rest is the stock component.
 */
import {isValidElement, Children, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensContext} from '../../components/CodeTokens';

/**
 * The children as one string when they are only strings (so the code can be
 * copied and tokenized), else as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  'data-code-tokens': tokens,
  ...props
}: Props & {'data-code-tokens'?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const text = typeof children === 'string' ? children : undefined;
  // One value per code block, so the content's decoding is not redone on each render.
  const built = useMemo(
    () => (tokens === undefined || text === undefined ? undefined : {tokens, written: text.replace(/\r?\n$/, '')}),
    [tokens, text],
  );
  if (text === undefined) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <CodeTokensContext.Provider value={built}>
      <StringContent {...props}>{text}</StringContent>
    </CodeTokensContext.Provider>
  );
}
