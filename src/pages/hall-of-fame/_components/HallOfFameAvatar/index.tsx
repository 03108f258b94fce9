import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  src: string;
  /** One or two letters shown when the image cannot be loaded. */
  initials: string;
  /** Hue (0-359) of the stand-in's background. */
  hue: number;
  size?: number;
}

/**
 * A GitHub avatar over an initials stand-in. The stand-in is drawn first and
 * the image covers it once loaded; if the image fails (offline, blocked), the
 * image is removed and the initials remain. Width and height are fixed, so
 * nothing moves either way. The image is decorative: the name is next to it.
 */
export default function HallOfFameAvatar({src, initials, hue, size = 40}: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that failed before React attached its handlers fires no onError.
  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0) {
      setFailed(true);
    }
  }, []);

  const style = {width: size, height: size, '--avatar-hue': hue} as CSSProperties;
  return (
    <span className={styles.avatar} style={style} data-avatar={failed ? 'fallback' : 'image'}>
      <span className={styles.initials} aria-hidden="true">
        {initials}
      </span>
      {!failed && (
        <img
          ref={imageRef}
          className={styles.image}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
