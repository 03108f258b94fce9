import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Renders a diagram only when it comes near the viewport. The Mermaid runtime
 * is a large chunk that the theme loads as soon as a diagram mounts; deferring
 * it keeps it off the critical path of pages whose diagrams sit below the fold.
 */
export default function LazyMermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNearViewport(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearViewport(true);
          observer.disconnect();
        }
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (nearViewport) {
    return <Mermaid {...props} />;
  }
  return (
    <div
      ref={placeholder}
      className={styles.placeholder}
      role="img"
      aria-label="Diagram, drawn when it scrolls into view"
    />
  );
}
