import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {placeTooltip} from '@site/src/lib/tooltipPosition';
import styles from './styles.module.css';

interface Props {
  /** What the trigger shows (it is also the trigger's accessible name). */
  children: ReactNode;
  /** The explanation, announced as the trigger's description. */
  content: string;
  /** Extra classes for the trigger button. */
  className?: string;
}

/** Viewport coordinates of the tooltip's top-left corner. */
interface Position {
  left: number;
  top: number;
}

/**
 * A small explanation attached to a button. It opens on hover, focus or tap,
 * closes on leave, blur or Escape. It is fixed-positioned at viewport
 * coordinates computed whenever it opens, scrolls or resizes, so it stays
 * inside the viewport even on a 375 px screen and, while hidden, never
 * widens the page. The
 * text is always in the page (hidden until opened), so aria-describedby
 * works for screen readers without opening anything.
 */
export default function HallOfFameTooltip({children, content, className}: Props): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (!open) {
      return undefined;
    }
    const place = () => {
      const trigger = triggerRef.current;
      const tip = tipRef.current;
      if (!trigger || !tip) {
        return;
      }
      const {left, top} = placeTooltip(
        trigger.getBoundingClientRect(),
        {width: tip.offsetWidth, height: tip.offsetHeight},
        {width: document.documentElement.clientWidth, height: window.innerHeight},
      );
      setPosition({left, top});
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, {passive: true});
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [open]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <span className={styles.wrapper} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        ref={triggerRef}
        type="button"
        className={clsx(styles.trigger, className)}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}>
        {children}
      </button>
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        className={clsx(styles.tip, open && position && styles.open)}
        style={position ?? undefined}>
        {content}
      </span>
    </span>
  );
}
