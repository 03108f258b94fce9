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

interface Offset {
  left: number;
  top: number;
}

/**
 * A small explanation attached to a button. It opens on hover, focus or tap,
 * closes on leave, blur or Escape, and its position is computed each time it
 * opens so that it stays inside the viewport even on a 375 px screen. The
 * text is always in the page (hidden until opened), so aria-describedby
 * works for screen readers without opening anything.
 */
export default function HallOfFameTooltip({children, content, className}: Props): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState<Offset | null>(null);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (!open) {
      return undefined;
    }
    const place = () => {
      const wrapper = wrapperRef.current;
      const trigger = triggerRef.current;
      const tip = tipRef.current;
      if (!wrapper || !trigger || !tip) {
        return;
      }
      const origin = wrapper.getBoundingClientRect();
      const placement = placeTooltip(
        trigger.getBoundingClientRect(),
        {width: tip.offsetWidth, height: tip.offsetHeight},
        {width: document.documentElement.clientWidth, height: window.innerHeight},
      );
      setOffset({left: placement.left - origin.left, top: placement.top - origin.top});
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
    <span
      ref={wrapperRef}
      className={styles.wrapper}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}>
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
        className={clsx(styles.tip, open && offset && styles.open)}
        style={offset ?? undefined}>
        {content}
      </span>
    </span>
  );
}
