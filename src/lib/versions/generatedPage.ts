/**
 * What the note on a generated docs page says: which file holds the page's
 * words, where its facts come from, and the command that writes it again.
 * Pages below api/ are generated (scripts/generate-api-docs.ts for Python,
 * scripts/generate-ts-api-docs.ts for api/typescript/).
 */
import {siteRepository} from '../../config/site';
import {versionPin} from '../../config/versionPins';
import {pinKey} from '../../config/versions';

export interface GeneratedPage {
  /** The repository file that holds the page's prose (its "Edit this page" target). */
  proseFile: string;
  /** The data file of facts, e.g. data/protocol/next.json. */
  factsFile: string;
  /** Where the facts were read: "python-utcp fd30247". */
  factsSource: string;
  /** The command that writes the page again. */
  command: string;
  language: 'Python' | 'TypeScript';
}

/** The note's content for a doc, or undefined for a page written by hand. */
export function generatedPage(docId: string, version: string, editUrl: string | undefined): GeneratedPage | undefined {
  if (!docId.startsWith('api/') && docId !== 'api') return undefined;
  const key = pinKey(version);
  const pin = versionPin(key);
  const proseFile = editUrl?.startsWith(siteRepository.editBaseUrl)
    ? editUrl.slice(siteRepository.editBaseUrl.length)
    : (editUrl ?? '');
  if (docId.startsWith('api/typescript')) {
    if (!pin.typescriptUtcp) return undefined;
    return {
      proseFile,
      factsFile: `data/ts-api/${key}.json`,
      factsSource: `typescript-utcp ${pin.typescriptUtcp.commit.slice(0, 7)}`,
      command: 'npm run ts-api:generate',
      language: 'TypeScript',
    };
  }
  return {
    proseFile,
    factsFile: `data/protocol/${key}.json`,
    factsSource: `python-utcp ${pin.pythonUtcp.commit.slice(0, 7)}`,
    command: 'npm run api:generate',
    language: 'Python',
  };
}
