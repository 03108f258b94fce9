/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* Derived from src/theme/CodeBlock/Content/String.tsx of @docusaurus/theme-classic 3.10.2; the MIT licence above is
   https://github.com/facebook/docusaurus/blob/main/LICENSE (a copy: LICENSE-docusaurus in this repository). */

import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import {Pre, codeProps, preClassName} from './parts';

// Prism and its grammars live in this chunk only; the theme's start-up client
// module that would load them on every page is replaced (see docusaurus.config.ts).
prismIncludeLanguages(Prism);

/** A code block body tokenized by Prism, as the theme renders it. */
export default function HighlightedCode({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens: lines, style, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={preClassName(className, language)} style={style}>
          <code {...codeProps(lineNumbersStart)}>
            {lines.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </code>
        </Pre>
      )}
    </Highlight>
  );
}
