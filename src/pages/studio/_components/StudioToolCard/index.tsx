import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {PYTHON_CONVERTER, type ToolDifference} from '@site/src/lib/studio/converterDifferences';
import styles from './styles.module.css';

export interface StudioTool {
  name: string;
  description?: string;
  tags?: string[];
  inputs?: unknown;
  outputs?: unknown;
  tool_call_template?: {call_template_type?: string; [key: string]: unknown};
}

interface Row {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

function rowsOf(schema: unknown): Row[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const {properties, required} = schema as {properties?: Record<string, unknown>; required?: string[]};
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties).map(([name, raw]) => {
    const property = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const type = Array.isArray(property.type)
      ? property.type.join(' | ')
      : typeof property.type === 'string'
        ? property.type
        : Array.isArray(property.enum)
          ? 'enum'
          : 'any';
    return {
      name,
      type,
      required: Array.isArray(required) && required.includes(name),
      description: typeof property.description === 'string' ? property.description : '',
    };
  });
}

function SchemaTable({caption, label, schema}: {caption: string; label: string; schema: unknown}): ReactNode {
  const rows = rowsOf(schema);
  if (rows.length === 0) {
    return (
      <p className={styles.none}>
        {caption}: <em>none declared</em>
      </p>
    );
  }
  return (
    <ScrollableTable className={styles.table} data-region-label={label} data-stack="true">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td data-label="Type">{row.type}</td>
            <td data-label="Required">{row.required ? 'yes' : 'no'}</td>
            <td data-label="Description">{row.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

interface Props {
  tool: StudioTool;
  selected: boolean;
  onSelect: (name: string) => void;
  /** How python-utcp's converter's tool for the same operation differs, after an import. */
  pythonDifferences?: ToolDifference[];
}

/** One tool as a calling agent sees it: name, description, inputs, outputs, tags and transport. */
export default function StudioToolCard({tool, selected, onSelect, pythonDifferences}: Props): ReactNode {
  const headingId = `studio-tool-${tool.name}`;
  return (
    <li
      className={clsx(styles.card, selected && styles.selected)}
      aria-labelledby={headingId}
      data-testid="studio-tool">
      <div className={styles.head}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h3 id={headingId} className={styles.title}>
          <code>{tool.name}</code>
        </h3>
        <span className="badge badge--secondary">
          {tool.tool_call_template?.call_template_type ?? 'no call template'}
        </span>
      </div>
      {tool.description && <p className={styles.description}>{tool.description}</p>}
      {tool.tags && tool.tags.length > 0 && (
        <p className={styles.tags}>
          Tags:{' '}
          {tool.tags.map((tag) => (
            <span key={tag} className="badge badge--secondary">
              {tag}
            </span>
          ))}
        </p>
      )}
      {pythonDifferences && pythonDifferences.length > 0 && (
        <div className={styles.python} data-testid="studio-tool-python">
          <p>
            {PYTHON_CONVERTER.package}&apos;s converter ({PYTHON_CONVERTER.commit}) makes this tool differently:
          </p>
          <ul>
            {pythonDifferences.map((difference) => (
              <li key={difference.rule}>{difference.text}</li>
            ))}
          </ul>
        </div>
      )}
      <SchemaTable caption="Inputs" label={`${tool.name}: inputs`} schema={tool.inputs} />
      <SchemaTable caption="Outputs" label={`${tool.name}: outputs`} schema={tool.outputs} />
      <button
        type="button"
        className={clsx('button button--sm', selected ? 'button--primary' : 'button--outline button--primary')}
        aria-pressed={selected}
        onClick={() => onSelect(tool.name)}>
        {selected ? `Trying ${tool.name}` : `Try ${tool.name}`}
      </button>
    </li>
  );
}
