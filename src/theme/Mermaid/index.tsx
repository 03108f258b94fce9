import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** The full-screen view, a chunk of its own: a reader who never opens a diagram never loads it. */
const DiagramViewer = lazy(() => import('@site/src/components/DiagramViewer'));

/**
 * A drawn diagram with a button that opens it larger (DiagramViewer): on a
 * phone the page shrinks a wide diagram's labels to a few pixels.
 */
function ZoomableMermaid(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  return (
    <div ref={container} className={styles.zoomable}>
      <button
        ref={opener}
        type="button"
        className={`button button--secondary button--sm ${styles.open}`}
        onClick={() => setSvg(container.current?.querySelector('svg') ?? null)}>
        Open diagram larger
      </button>
      <Mermaid {...props} />
      {svg && (
        <Suspense fallback={null}>
          <DiagramViewer
            svg={svg}
            open
            onClose={() => {
              setSvg(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

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
    return <ZoomableMermaid {...props} />;
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
