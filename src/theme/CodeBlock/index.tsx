/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock`), because:
 * - a block with the build-time tokens that plugins/code-highlight puts on
 *   every fenced code block (the `data-code-tokens` prop) is rendered by
 *   src/components/StaticCodeBlock: one element React owns, its buttons added
 *   by src/client/code-block-buttons.ts; any other block (one written as JSX)
 *   takes the stock path, its tokens, if any, handed to CodeBlock/Content
 *   through a context;
 * - it drops the stock component's second render after hydration
 *   (`key={String(isBrowser)}`), which existed to swap the Prism theme's
 *   inline colours for the reader's colour mode. Colours are now a style
 *   sheet keyed on the colour mode, so the server's markup is already right
 *   and every code block is not rendered twice on load.
 * The rest is the stock component.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, useMemo, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensContext} from '../../components/CodeTokens';
import StaticCodeBlock from '../../components/StaticCodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  'data-code-tokens': tokens,
  ...props
}: Props & {'data-code-tokens'?: string}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const text = typeof children === 'string' ? children : undefined;
  // One value per code block, so the content's decoding is not redone on each
  // render.
  const built = useMemo(
    () =>
      tokens === undefined || text === undefined
        ? undefined
        : {tokens, written: text.replace(/\r?\n$/, '')},
    [tokens, text],
  );
  if (tokens !== undefined && text !== undefined) {
    return <StaticCodeBlock {...props} code={text} tokens={tokens} />;
  }
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeTokensContext.Provider value={built}>
      <CodeBlockComp {...props}>{children as string}</CodeBlockComp>
    </CodeTokensContext.Provider>
  );
}
