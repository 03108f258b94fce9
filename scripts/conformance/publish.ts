/**
 * The conformance corpus as the site serves it, under /conformance/<line>/:
 * each document alone (<folder>/<name>.json, ready to feed to a parser) and an
 * index.json per line with the expected verdict, the reason and what each
 * reference implementation answered when the corpus was last judged.
 */
import path from 'node:path';
import {JUDGES, LINES, loadCorpus, loadDisagreements, type ConformanceRecord, type Judge, type Line} from './corpus';

export const PUBLISH_DIR = path.join('static', 'conformance');

const KIND_NAMES = {
  manual: 'manual',
  callTemplate: 'call template',
  clientConfig: 'client configuration',
  providersFile: 'providers file',
} as const;

function judgeNames(line: Line, record: ConformanceRecord): Partial<Record<Judge, string>> {
  const lineRecord = record.lines[line];
  return {
    schema: `https://utcp.io/schema/${line}/ (Ajv, JSON Schema 2020-12)`,
    python: `python-utcp ${lineRecord.python.commit.slice(0, 7)} (pinned for the ${line} docs)`,
    ...(lineRecord.typescript ? {typescript: lineRecord.typescript} : {}),
  };
}

/** Path under the repository => file text. */
export function publishedFiles(record: ConformanceRecord): Record<string, string> {
  const rows = loadDisagreements();
  const files: Record<string, string> = {};
  for (const line of LINES) {
    const names = judgeNames(line, record);
    const documents = loadCorpus(line).map((doc) => {
      files[path.join(PUBLISH_DIR, line, `${doc.id}.json`)] = `${JSON.stringify(doc.document, null, 2)}\n`;
      const recorded = record.lines[line].documents[doc.id];
      const answers = Object.fromEntries(
        JUDGES.filter((judge) => names[judge]).map((judge) => [judge, recorded?.[judge]?.valid ?? null]),
      );
      return {
        file: `${doc.id}.json`,
        kind: KIND_NAMES[doc.kind],
        verdict: doc.folder,
        reason: doc.description,
        answers,
        ...(doc.disagreement ? {disagreement: rows[doc.disagreement]?.what ?? doc.disagreement} : {}),
      };
    });
    const index = {
      line,
      about:
        'Hand-written UTCP documents with the verdict of the published JSON Schema ("verdict") and what each reference implementation answered ("answers": true = accepted). Feed each file to your parser and compare with "verdict"; where the implementations differ, "disagreement" says why.',
      judges: names,
      documents,
    };
    files[path.join(PUBLISH_DIR, line, 'index.json')] = `${JSON.stringify(index, null, 2)}\n`;
  }
  return files;
}
