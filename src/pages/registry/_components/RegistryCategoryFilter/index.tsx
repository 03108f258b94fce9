import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {RegistryCategoryId} from '@site/src/data/registry/categories';
import styles from './styles.module.css';

export interface CategoryCount {
  id: RegistryCategoryId;
  label: string;
  count: number;
}

interface Props {
  /** Distinguishes the ids of the sidebar copy from the drawer copy. */
  idPrefix: string;
  counts: CategoryCount[];
  /** Number of entries matching the search, whatever the categories. */
  total: number;
  selected: readonly RegistryCategoryId[];
  onToggle: (id: RegistryCategoryId) => void;
  onSelectAll: () => void;
}

/** Multi-select of categories with the number of matching APIs beside each; 'All' clears the selection. */
export default function RegistryCategoryFilter({
  idPrefix,
  counts,
  total,
  selected,
  onToggle,
  onSelectAll,
}: Props): ReactNode {
  const allChecked = selected.length === 0;
  return (
    <fieldset className={styles.fieldset} data-testid="registry-category-filter">
      <legend className={styles.legend}>Categories</legend>
      <ul className={styles.list}>
        <li>
          <label className={clsx(styles.option, allChecked && styles.checked)} htmlFor={`${idPrefix}-all`}>
            <input
              id={`${idPrefix}-all`}
              type="checkbox"
              name="category"
              value=""
              checked={allChecked}
              onChange={() => {
                if (!allChecked) onSelectAll();
              }}
            />
            <span className={styles.text}>All</span>
            <span className={styles.count} data-testid="registry-category-total">
              {total}
            </span>
          </label>
        </li>
        {counts.map(({id, label, count}) => {
          const checked = selected.includes(id);
          return (
            <li key={id}>
              <label className={clsx(styles.option, checked && styles.checked)} htmlFor={`${idPrefix}-${id}`}>
                <input
                  id={`${idPrefix}-${id}`}
                  type="checkbox"
                  name="category"
                  value={id}
                  checked={checked}
                  onChange={() => onToggle(id)}
                />
                <span className={styles.text}>{label}</span>
                <span className={styles.count} data-testid="registry-category-count" data-category={id}>
                  {count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
