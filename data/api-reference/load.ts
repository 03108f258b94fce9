/**
 * Reads the API reference prose: one YAML file per page below ./pages, in the
 * folder layout of the generated pages (pages/core/data/tool.yaml is the page
 * `core/data/tool`). Every file is checked against the PageProse schema when it
 * is loaded, so a misspelled key or a wrong type stops `npm run api:generate`
 * with the file and the key path instead of silently dropping prose.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject, type SchemaObject} from 'ajv';
import {escapePointer, readablePath} from '../../src/lib/jsonPointer';
import {readYamlFile} from '../yamlFile';
import type {PageProse} from './types';

export const PAGES_DIR = path.join(__dirname, 'pages');

const text = {type: 'string', minLength: 1};
const paragraphs = {type: 'array', items: text};
const textByName = {type: 'object', additionalProperties: text};

/** JSON Schema of PageProse (./types.ts); keep the two in step. */
const pageProseSchema: SchemaObject = {
  $id: 'page-prose',
  type: 'object',
  additionalProperties: false,
  required: [
    'module',
    'route',
    'file',
    'sidebarLabel',
    'sidebarPosition',
    'description',
    'purpose',
    'importLine',
    'examples',
  ],
  properties: {
    module: text,
    route: text,
    file: text,
    sidebarLabel: text,
    sidebarPosition: {type: 'integer', minimum: 0},
    description: text,
    purpose: paragraphs,
    importLine: text,
    sections: {type: 'array', items: {$ref: '#/$defs/section'}},
    classes: {type: 'object', additionalProperties: {$ref: '#/$defs/class'}},
    functions: {type: 'object', additionalProperties: {$ref: '#/$defs/function'}},
    constants: textByName,
    examples: {type: 'array', items: {$ref: '#/$defs/example'}},
    behaviorChanges: paragraphs,
    next: {
      type: 'object',
      additionalProperties: false,
      properties: {
        description: text,
        purpose: paragraphs,
        sections: {type: 'array', items: {$ref: '#/$defs/section'}},
        examples: {type: 'array', items: {$ref: '#/$defs/example'}},
        classes: {type: 'object', additionalProperties: {$ref: '#/$defs/classOverride'}},
      },
    },
  },
  $defs: {
    function: {
      type: 'object',
      additionalProperties: false,
      required: ['summary'],
      properties: {
        summary: paragraphs,
        params: textByName,
        returns: text,
        raises: {type: 'array', items: {type: 'array', items: [text, text], minItems: 2, additionalItems: false}},
      },
    },
    classOverride: {
      type: 'object',
      additionalProperties: false,
      properties: {
        summary: paragraphs,
        fields: textByName,
        methods: {type: 'object', additionalProperties: {$ref: '#/$defs/function'}},
      },
    },
    class: {allOf: [{$ref: '#/$defs/classOverride'}, {type: 'object', required: ['summary']}]},
    example: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'language', 'code'],
      properties: {
        title: text,
        language: {enum: ['python', 'json', 'toml', 'bash']},
        meta: text,
        code: text,
        intro: text,
      },
    },
    section: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'body'],
      properties: {title: text, body: paragraphs},
    },
  },
};

const validatePageProse = new Ajv({allErrors: true, strictTuples: false}).compile<PageProse>(pageProseSchema);

/** One problem as `key.path: what is wrong`, e.g. `classes.Auth.feilds: unknown key`. */
function describeError({instancePath, keyword, params, message}: ErrorObject): string {
  const child = (key: unknown) => readablePath(`${instancePath}/${escapePointer(String(key))}`);
  switch (keyword) {
    case 'additionalProperties':
      return `${child(params.additionalProperty)}: unknown key`;
    case 'required':
      return `${child(params.missingProperty)}: missing required key`;
    case 'enum':
      return `${readablePath(instancePath)}: must be one of ${(params.allowedValues as string[]).join(', ')}`;
    default:
      return `${readablePath(instancePath)}: ${message}`;
  }
}

/** Checks parsed YAML against the schema; `source` names the file in the error. */
export function validatePage(data: unknown, source: string): PageProse {
  if (validatePageProse(data)) return data;
  // `allOf` repeats the errors of its branches; report each problem once.
  const problems = [...new Set((validatePageProse.errors ?? []).map(describeError))];
  throw new Error(`${source}: invalid API reference prose\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** Parses and validates one page file; the `file` key must match its place below pages/. */
export function loadPage(filePath: string, pagesDir = PAGES_DIR): PageProse {
  const {source, data} = readYamlFile(filePath);
  const page = validatePage(data, source);
  const expected = path
    .relative(pagesDir, filePath)
    .replace(/\.ya?ml$/, '')
    .split(path.sep)
    .join('/');
  if (page.file !== expected) throw new Error(`${source}: file: must be "${expected}" (the file's place below pages/)`);
  return page;
}

function yamlFilesBelow(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return yamlFilesBelow(full);
      return /\.ya?ml$/.test(entry.name) ? [full] : [];
    });
}

/** Every page file below `pagesDir`, in path order. */
export function loadPages(pagesDir = PAGES_DIR): PageProse[] {
  return yamlFilesBelow(pagesDir).map((file) => loadPage(file, pagesDir));
}
