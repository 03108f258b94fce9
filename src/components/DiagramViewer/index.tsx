/**
 * A diagram opened larger: a modal dialog over the whole screen holding a copy
 * of the drawn SVG at its natural size (Mermaid's labels are 14-16 px there,
 * whatever the page's width shrank them to), with zoom and pan by touch,
 * mouse wheel, buttons or the + / - / 0 keys (@panzoom/panzoom, loaded only
 * when a reader opens a diagram). Escape or the Close button returns to the
 * page and to the button that opened it.
 */
import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import type {PanzoomObject} from '@panzoom/panzoom';
import styles from './styles.module.css';

export interface DiagramViewerProps {
  /** The drawn SVG to show; copied when the dialog opens. */
  svg: SVGSVGElement | null;
  open: boolean;
  onClose: () => void;
}

const ZOOM_STEP = 0.3;

export default function DiagramViewer({svg, open, onClose}: DiagramViewerProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const stage = stageRef.current;
    if (!dialog || !stage || !open || !svg) return undefined;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    // Its natural size: the page scales the diagram down to the column's width.
    const box = svg.viewBox.baseVal;
    copy.removeAttribute('style');
    copy.setAttribute('width', String(Math.round(box?.width || svg.getBoundingClientRect().width)));
    copy.setAttribute('height', String(Math.round(box?.height || svg.getBoundingClientRect().height)));
    // Mermaid scopes the diagram's styles to its id: the copy takes a new id and its styles follow.
    if (svg.id) {
      copy.id = `${svg.id}-view`;
      copy.querySelectorAll('style').forEach((style) => {
        style.textContent = (style.textContent ?? '').split(`#${svg.id}`).join(`#${copy.id}`);
      });
    }
    copy.setAttribute('data-testid', 'diagram-view');
    stage.replaceChildren(copy);
    if (!dialog.open) dialog.showModal();
    let cancelled = false;
    void import('@panzoom/panzoom').then(({default: Panzoom}) => {
      if (cancelled) return;
      panzoomRef.current = Panzoom(copy, {maxScale: 6, minScale: 0.2, canvas: true});
      stage.addEventListener('wheel', panzoomRef.current.zoomWithWheel);
    });
    return () => {
      cancelled = true;
      if (panzoomRef.current) stage.removeEventListener('wheel', panzoomRef.current.zoomWithWheel);
      panzoomRef.current?.destroy();
      panzoomRef.current = null;
      stage.replaceChildren();
      if (dialog.open) dialog.close();
    };
  }, [open, svg]);

  const zoom = useCallback((direction: 1 | -1 | 0) => {
    const panzoom = panzoomRef.current;
    if (!panzoom) return;
    if (direction === 0) panzoom.reset();
    else panzoom.zoom(panzoom.getScale() * (1 + direction * ZOOM_STEP), {animate: true});
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Diagram, zoomable"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') zoom(1);
        else if (event.key === '-') zoom(-1);
        else if (event.key === '0') zoom(0);
      }}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--secondary button--sm" onClick={() => zoom(1)}>
          Zoom in
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => zoom(-1)}>
          Zoom out
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => zoom(0)}>
          Reset
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself
          autoFocus
          onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      <p className={styles.hint}>Drag to move, pinch or use the buttons to zoom.</p>
      <div ref={stageRef} className={styles.stage} />
    </dialog>
  );
}
