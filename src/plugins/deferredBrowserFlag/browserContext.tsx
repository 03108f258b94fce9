/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* Derived from lib/client/browserContext.js of @docusaurus/core 3.10.2 (MIT licence above:
   https://github.com/facebook/docusaurus/blob/main/LICENSE, a copy: LICENSE-docusaurus); swapped in by ./index.ts. */

import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

/**
 * `useIsBrowser()` turns true once the page has hydrated. Upstream flips it
 * with a plain state update, which React renders at default priority: every
 * component reading the flag (each code block, tab set, sidebar category,
 * the colour mode and announcement bar contexts) re-renders in one task that
 * cannot be interrupted. Flipped inside a transition, the same re-render is
 * split into short slices and input is never blocked by it.
 */
export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
