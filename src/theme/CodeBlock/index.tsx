/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* Derived from src/theme/CodeBlock/index.tsx of @docusaurus/theme-classic 3.10.2; the MIT licence above is
   https://github.com/facebook/docusaurus/blob/main/LICENSE (a copy: LICENSE-docusaurus in this repository). */

import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Joins plain-string children so the block can be copied; element children stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * theme-classic's CodeBlock, ejected for one change. The theme remounts every
 * block right after hydration, because the build highlights with the default
 * colour mode's Prism theme and a reader may have picked the other mode. This
 * site is dark only (colorMode.disableSwitch), so the build's colours are the
 * reader's and the remount only rebuilt every block a second time; it is kept
 * for a site that lets readers switch.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={colorMode.disableSwitch ? undefined : String(isBrowser)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
