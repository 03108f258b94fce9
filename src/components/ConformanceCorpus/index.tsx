import React from 'react';
import Link from '@docusaurus/Link';
import index01 from '@site/static/conformance/0.1/index.json';
import index10 from '@site/static/conformance/1.0/index.json';
import indexNext from '@site/static/conformance/next/index.json';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

interface IndexEntry {
  file: string;
  kind: string;
  verdict: string;
  reason: string;
  answers: Record<string, boolean | null>;
  disagreement?: string;
}

interface CorpusIndex {
  line: string;
  judges: Record<string, string>;
  documents: IndexEntry[];
}

const INDEXES: Record<string, CorpusIndex> = {
  '1.0': index10 as CorpusIndex,
  next: indexNext as CorpusIndex,
  '0.1': index01 as CorpusIndex,
};

const JUDGE_LABELS: Record<string, string> = {schema: 'JSON Schema', python: 'python-utcp', typescript: '@utcp/sdk'};

function Answer({value}: {value: boolean | null}): React.ReactElement {
  if (value === null) return <span>not run</span>;
  return <span className={value ? undefined : styles.refused}>{value ? 'accepts' : 'refuses'}</span>;
}

/** The documents of one line's conformance corpus, with the answer of each reference implementation. */
export default function ConformanceCorpus({line}: {line: '1.0' | 'next' | '0.1'}): React.ReactElement {
  const index = INDEXES[line];
  const judges = Object.keys(index.judges);
  const base = `/conformance/${line}`;
  return (
    <>
      <ul>
        {judges.map((judge) => (
          <li key={judge}>
            {JUDGE_LABELS[judge]}: {index.judges[judge]}
          </li>
        ))}
      </ul>
      <p>
        Download: <Link href={`pathname://${base}/index.json`}>{`${base}/index.json`}</Link> ({index.documents.length}{' '}
        documents).
      </p>
      <ScrollableTable data-region-label={`Conformance documents of ${line}`} data-stack="true">
        <thead>
          <tr>
            <th>Document</th>
            <th>Kind</th>
            <th>Verdict</th>
            {judges.map((judge) => (
              <th key={judge}>{JUDGE_LABELS[judge]}</th>
            ))}
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {index.documents.map((doc) => (
            <tr key={doc.file}>
              <td data-label="Document">
                <Link href={`pathname://${base}/${doc.file}`}>
                  <code>{doc.file}</code>
                </Link>
              </td>
              <td data-label="Kind">{doc.kind}</td>
              <td data-label="Verdict">{doc.verdict}</td>
              {judges.map((judge) => (
                <td key={judge} data-label={JUDGE_LABELS[judge]}>
                  <Answer value={doc.answers[judge] ?? null} />
                </td>
              ))}
              <td data-label="Why">
                {doc.reason}
                {doc.disagreement ? <span className={styles.disagreement}> {doc.disagreement}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </>
  );
}
