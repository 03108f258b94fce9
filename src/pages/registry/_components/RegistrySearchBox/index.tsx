import React, {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The registry's search field. Keeps its own draft so typing stays smooth while the URL follows. */
export default function RegistrySearchBox({value, onChange}: Props): ReactNode {
  const [draft, setDraft] = useState(value);
  const [followedValue, setFollowedValue] = useState(value);
  // Follow outside changes (Back, Clear filters) without fighting the user's typing:
  // adjusted while rendering, as React recommends, instead of in an effect.
  if (value !== followedValue) {
    setFollowedValue(value);
    setDraft(value);
  }
  return (
    <div className={styles.searchBox} role="search">
      <label htmlFor="registry-search" className={styles.label}>
        Search the registry
      </label>
      <input
        id="registry-search"
        className={styles.input}
        type="search"
        name="q"
        value={draft}
        placeholder="Name, maintainer or topic, e.g. sms"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
