/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock/Container`), because
 * the stock component writes the Prism theme's two colour variables
 * (`--prism-color`, `--prism-background-color`) inline, from the colour mode
 * of the render: the server renders one mode, and hydration does not fix a
 * reader in the other. The variables now come from the style sheet that
 * plugins/code-highlight writes for both modes. The rest is the stock component.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
