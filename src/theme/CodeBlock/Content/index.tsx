/**
 * Ejected from @docusaurus/theme-classic 3.8.1 (`CodeBlock/Content`), because
 * the stock component tokenizes the code in the browser with
 * prism-react-renderer's `Highlight` and colours each token with inline
 * styles from the Prism theme. Here the tokens were made at build time
 * (plugins/code-highlight) and arrive through CodeTokensContext; each token
 * gets the same classes as before (`token keyword`, …) and its colour from
 * the generated style sheet. The markup is the stock one (`pre`, `code`, one
 * `@theme/CodeBlock/Line` per line, the stock CSS module) with two savings
 * for pages with many examples: adjacent tokens of the same types share one
 * span, and text of no type (`token plain`) is a span without classes, as
 * it takes the line's colour. Together they cut about a fifth of a block's
 * HTML.
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
import Line from '@theme/CodeBlock/Line';
import {useCodeTokens} from '../../../components/CodeTokens';
import {tokensForShownCode} from '@site/src/lib/code-tokens.mjs';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Token = {types: string[]; content: string; empty?: boolean};

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

/**
 * A line as the stock component gets it from prism-react-renderer: an empty
 * line is one empty plain token.
 */
function asLine(tokens: Token[]): Token[] {
  return tokens.length === 0
    ? [{types: ['plain'], content: '\n', empty: true}]
    : tokens;
}

function getLineProps({className}: {className?: string}) {
  return {className: clsx('token-line', className)};
}

/**
 * Adjacent tokens of the same types as one token: they get the same classes,
 * so one span shows them alike (`);` rather than `)` and `;`).
 */
function merged(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (
      last &&
      !last.empty &&
      !token.empty &&
      last.types.join(' ') === token.types.join(' ')
    ) {
      out[out.length - 1] = {...last, content: last.content + token.content};
    } else {
      out.push(token);
    }
  }
  return out;
}

/** Text of no token type: the line's own colour, so its span needs no class. */
const isPlainText = (token: Token) =>
  !token.empty && token.types.length === 1 && token.types[0] === 'plain';

function getTokenProps({token}: {token: Token}) {
  return {
    className: isPlainText(token) ? undefined : clsx('token', ...token.types),
    children: token.content,
    style: token.empty ? {display: 'inline-block'} : undefined,
  };
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const built = useCodeTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useMemo<Token[][]>(() => {
    const fromBuild =
      built && tokensForShownCode(built.tokens, built.written, code);
    return (
      fromBuild ??
      code
        .split(/\r\n|\r|\n/)
        .map((text) => (text ? [{types: ['plain'], content: text}] : []))
    ).map((line) => asLine(merged(line)));
  }, [built, code]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps as never}
            getTokenProps={getTokenProps as never}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
