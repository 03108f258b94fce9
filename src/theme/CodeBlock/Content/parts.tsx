/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* Derived from src/theme/CodeBlock/Content/String.tsx of @docusaurus/theme-classic 3.10.2; the MIT licence above is
   https://github.com/facebook/docusaurus/blob/main/LICENSE (a copy: LICENSE-docusaurus in this repository). */

import React, {forwardRef, type ComponentProps, type CSSProperties} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The scrollable <pre> of a code block; focusable so keyboard users can scroll it. */
export const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

/** Class and style of the <code> element holding the lines. */
export function codeProps(lineNumbersStart: number | undefined): {className: string; style: CSSProperties} {
  return {
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: {counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`},
  };
}

/** What Prism's <Highlight> puts on the <pre>: the same for highlighted and kept lines. */
export function preClassName(className: string | undefined, language: string): string {
  return clsx(className, 'prism-code', `language-${language.toLowerCase()}`);
}
