/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* Derived from src/theme/CodeBlock/Content/String.tsx of @docusaurus/theme-classic 3.10.2; the MIT licence above is
   https://github.com/facebook/docusaurus/blob/main/LICENSE (a copy: LICENSE-docusaurus in this repository). */

import React, {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type HighlightedCodeComponent from './HighlightedCode';
import {Pre, codeProps, preClassName} from './parts';

type HighlightedCode = typeof HighlightedCodeComponent;

// The build renders every block with Prism synchronously (no Suspense: React
// would stream large pages' boundaries out of order). In the browser the Prism
// chunk is fetched in the background and evaluated when a block needs it.
// UTCP_SERVER_RENDER is defined by src/plugins/serverRenderFlag.
let loadedHighlightedCode: HighlightedCode | undefined =
  process.env.UTCP_SERVER_RENDER === 'true'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./HighlightedCode') as {default: HighlightedCode}).default
    : undefined;

function loadHighlightedCode(): Promise<HighlightedCode> {
  return import(/* webpackPrefetch: true */ './HighlightedCode').then((module) => {
    loadedHighlightedCode = module.default;
    return module.default;
  });
}

function useHighlightedCode(needed: boolean): HighlightedCode | undefined {
  const [component, setComponent] = useState(() => loadedHighlightedCode);
  useEffect(() => {
    if (!needed || component) {
      return undefined;
    }
    let current = true;
    void loadHighlightedCode().then((loaded) => current && setComponent(() => loaded));
    return () => {
      current = false;
    };
  }, [needed, component]);
  return component;
}

/**
 * The theme's code block body with one change. The build already wrote every
 * block's highlighted lines into the HTML; while React hydrates that page they
 * are kept as they are instead of being tokenized by Prism again and hydrated
 * span by span (code is most of the DOM of our docs pages, so this is most of
 * a first visit's main-thread work), and Prism is not even loaded. Blocks that
 * mount later (after a link is followed) are highlighted by Prism, showing
 * plain text for the moment Prism takes to load. This relies on blocks not
 * remounting after hydration, which our CodeBlock and Tabs make sure of.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const {code, language, lineNumbersStart} = metadata;
  // True only for a block hydrated from the build's HTML; fixed for its lifetime.
  const [keepBuildLines] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const Highlighted = useHighlightedCode(!keepBuildLines);

  if (!keepBuildLines && Highlighted) {
    // Not created here: the lazily loaded module's one component, the same on every render.
    // eslint-disable-next-line react-hooks/static-components
    return <Highlighted className={className} />;
  }
  return (
    // codeBlockRef is handed to the element, not read: as in the theme's own CodeBlock.
    // eslint-disable-next-line react-hooks/refs
    <Pre ref={wordWrap.codeBlockRef} className={preClassName(className, language)} style={prismTheme.plain}>
      {keepBuildLines ? (
        <code
          {...codeProps(lineNumbersStart)}
          // React does not compare inner HTML while hydrating, so an empty
          // string leaves the build's highlighted lines in place.
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      ) : (
        <code {...codeProps(lineNumbersStart)}>{code}</code>
      )}
    </Pre>
  );
}
