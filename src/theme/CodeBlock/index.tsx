/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock`), not wrapped: a block
 * whose code is text (every fenced block in Markdown) is rendered by
 * src/components/StaticCodeBlock instead of the stock `CodeBlock/Content/String`:
 * one element React owns, coloured by the build-time tokens that
 * plugins/code-highlight puts on the block (the `data-code-tokens` prop), its
 * copy and wrap buttons added by that component's `buttons.ts`. Its server
 * markup fits both colour modes, so the stock second render after hydration
 * (`key={String(isBrowser)}`, which swapped inline Prism colours) is gone too.
 * A block whose children are elements takes the stock path
 * (`CodeBlock/Content/Element`). The block's API names and compiler errors
 * (the `data-code-names` and `data-code-errors` props, also from
 * plugins/code-highlight) go to that component too.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
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
  'data-code-names': names,
  'data-code-errors': errors,
  ...props
}: Props & {
  'data-code-tokens'?: string;
  'data-code-names'?: string;
  'data-code-errors'?: string;
}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') {
    return (
      <StaticCodeBlock
        {...props}
        code={children}
        tokens={tokens}
        names={names}
        errors={errors}
      />
    );
  }
  return <ElementContent {...props}>{children}</ElementContent>;
}
