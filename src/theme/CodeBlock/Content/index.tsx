/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock/Content`), because
 * the stock component tokenizes the code in the browser with
 * prism-react-renderer's `Highlight` and renders every token as a React
 * element. Here the tokens were made at build time (plugins/code-highlight)
 * and arrive through CodeTokensContext, and the lines are written as one HTML
 * string inside the stock `pre` and `code`: React owns those two elements, not
 * the hundreds of line and token spans a page of examples has, so hydration
 * does not rebuild them (the quick start's article had 763 such spans). The
 * string is the stock markup of `@theme/CodeBlock/Line`: a `token-line` span per
 * line with its magic-comment classes, the line-number cells when numbering is
 * on, each token a span with the same classes as before (`token keyword`, …)
 * and its colour from the generated style sheet, and a `br` at the end. Two
 * savings: adjacent tokens of the same types share one span, and text of no
 * type (`token plain`) is written without a span, as it takes the line's
 * colour.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeTokens} from '../../../components/CodeTokens';
import {linesHtml, tokensForShownCode} from '@site/src/lib/code-tokens.mjs';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        // A scrollable region must be reachable by keyboard (as in the stock
        // component).
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const built = useCodeTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const html = useMemo(() => {
    const lines =
      (built && tokensForShownCode(built.tokens, built.written, code)) ??
      code
        .split(/\r\n|\r|\n/)
        .map((text) => (text ? [{types: ['plain'], content: text}] : []));
    return {
      __html: linesHtml(lines, {
        lineClassNames,
        lineNumbers:
          lineNumbersStart === undefined
            ? undefined
            : {
                line: lineStyles.codeLine!,
                number: lineStyles.codeLineNumber!,
                content: lineStyles.codeLineContent!,
              },
      }),
    };
  }, [built, code, lineClassNames, lineNumbersStart]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code dangerouslySetInnerHTML={html} />
    </Pre>
  );
}
