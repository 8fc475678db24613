/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock/Container`), not wrapped:
 * the stock component writes the Prism theme's two colour variables
 * (`--prism-color`, `--prism-background-color`) inline, from the colour mode
 * of the render: the server renders one mode, and hydration does not fix a
 * reader in the other. The variables now come from the style sheet that
 * plugins/code-highlight writes for both modes. The rest is the stock component.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      {...(props as any)}
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
