import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {stringify} from 'yaml';
import {loadPage, loadPages, PAGES_DIR, validatePage} from '../../../data/api-reference/load';
import {DOCS_VERSIONS} from '../../../scripts/api-reference/coverage';
import {EDIT_BASE_URL, renderVersion} from '../../../scripts/api-reference/render';
import {REPO_ROOT} from '../../../scripts/api-reference/files';
import type {PageProse} from '../../../data/api-reference/types';

/** A page that uses every key of PageProse: tsc fails here when the type grows and the schema may lag. */
const everyKey: Required<PageProse> = {
  module: 'utcp.data.example',
  route: 'core/utcp/data/example',
  file: 'core/data/example',
  sidebarLabel: 'example',
  sidebarPosition: 3,
  description: 'An example page.',
  purpose: ['Why the module exists.'],
  importLine: 'from utcp.data.example import Example',
  sections: [{title: 'Background', body: ['A paragraph.']}],
  classes: {
    Example: {
      summary: ['A class.'],
      fields: {name: 'The name.'},
      methods: {
        run: {
          summary: ['Runs.'],
          params: {count: 'How often.'},
          returns: 'Nothing.',
          raises: [['ValueError', 'count < 0.']],
        },
      },
    },
  },
  functions: {helper: {summary: ['Helps.']}},
  constants: {LIMIT: 'The limit.'},
  examples: [{title: 'Use', language: 'python', meta: 'partial', code: 'print(1)\nprint(2)', intro: 'Intro.'}],
  behaviorChanges: ['Changed in 1.1.'],
  next: {
    description: 'Next description.',
    purpose: ['Next purpose.'],
    sections: [{title: 'New', body: ['New text.']}],
    examples: [{title: 'Next use', language: 'bash', code: 'pip install utcp'}],
    classes: {Example: {fields: {name: 'Changed.'}}},
  },
};

describe('API reference prose loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'api-prose-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  /** Writes `core/data/example.yaml` below the temporary pages folder and returns its path. */
  function writePage(content: string): string {
    const file = path.join(dir, 'core', 'data', 'example.yaml');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
    return file;
  }

  function loadError(content: unknown): string {
    const file = writePage(typeof content === 'string' ? content : stringify(content));
    try {
      loadPage(file, dir);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the page loaded although it is malformed');
  }

  it('accepts a page that uses every key, and keeps block scalars as written', () => {
    const file = writePage(stringify(everyKey));
    expect(loadPage(file, dir)).toEqual(everyKey);
    expect(loadPages(dir)).toEqual([everyKey]);
  });

  it('rejects an unknown key, naming the file and the key path', () => {
    const page = structuredClone(everyKey) as Record<string, unknown>;
    (page.classes as Record<string, Record<string, unknown>>).Example.feilds = {name: 'typo'};
    const message = loadError(page);
    expect(message).toContain(path.join('core', 'data', 'example.yaml'));
    expect(message).toContain('classes.Example.feilds: unknown key');
  });

  it('rejects an unknown top-level key and a misspelled example key', () => {
    const {language, ...example} = everyKey.examples[0];
    const message = loadError({
      ...everyKey,
      behaviourChanges: ['old spelling'],
      examples: [{...example, langauge: language}],
    });
    expect(message).toContain('example.yaml');
    expect(message).toContain('behaviourChanges: unknown key');
    expect(message).toContain('examples[0].langauge: unknown key');
    expect(message).toContain('examples[0].language: missing required key');
  });

  it('rejects wrong types, naming each key path', () => {
    const message = loadError({
      ...everyKey,
      sidebarPosition: 'first',
      purpose: 'one paragraph, not a list',
      functions: {helper: {summary: ['Helps.'], raises: [['ValueError']]}},
      examples: [{title: 'Use', language: 'rust', code: 'fn main() {}'}],
    });
    expect(message).toContain('example.yaml');
    expect(message).toContain('sidebarPosition: must be integer');
    expect(message).toContain('purpose: must be array');
    expect(message).toContain('functions.helper.raises[0]: must NOT have fewer than 2 items');
    expect(message).toContain('examples[0].language: must be one of python, json, toml, bash');
  });

  it('rejects a page without a required key', () => {
    const {importLine: _omitted, ...page} = everyKey;
    expect(loadError(page)).toContain('importLine: missing required key');
  });

  it('rejects a `file` key that does not match where the file lies', () => {
    expect(loadError({...everyKey, file: 'core/data/other'})).toContain('file: must be "core/data/example"');
  });

  it('rejects text that is not YAML, naming the file', () => {
    const message = loadError('module: utcp.data.example\nmodule: twice\n');
    expect(message).toContain('example.yaml: not valid YAML');
  });

  it('validatePage names the source it is given', () => {
    expect(() => validatePage({}, 'inline')).toThrow(
      /^inline: invalid API reference prose\n {2}- module: missing required key/,
    );
  });

  it('loads every page file of the repository', () => {
    const pages = loadPages();
    expect(pages.length).toBeGreaterThanOrEqual(47);
    for (const page of pages) {
      const text = readFileSync(path.join(PAGES_DIR, `${page.file}.yaml`), 'utf8');
      expect(text, page.file).toContain(`module: ${page.module}`);
    }
  });
});

describe('API reference edit links', () => {
  it.each(DOCS_VERSIONS)('every %s page links "Edit this page" to the file that holds its prose', (version) => {
    const pages = [...renderVersion(version)].filter(([file]) => file.endsWith('.md'));
    const targets = pages.map(([, markdown]) => markdown.match(/^custom_edit_url: "(.+)"$/m)?.[1]);
    expect(targets.length).toBeGreaterThan(40);
    for (const url of targets) {
      expect(url?.startsWith(EDIT_BASE_URL), url).toBe(true);
      expect(existsSync(path.join(REPO_ROOT, url!.slice(EDIT_BASE_URL.length))), url).toBe(true);
    }
    expect(targets.filter((url) => url!.endsWith('.yaml')).length).toBeGreaterThan(40);
  });
});
