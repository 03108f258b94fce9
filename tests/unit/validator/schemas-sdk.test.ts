/**
 * Runs one corpus through the published schemas and through the TypeScript
 * SDK of the same line, and compares the verdicts:
 *   1.0  => static/schema/1.0 vs @utcp/sdk 1.0.16 + @utcp/http 1.0.13 + @utcp/text 1.0.12
 *   Next => static/schema/next vs @utcp/sdk 1.1.2 + @utcp/http 1.1.11 + @utcp/text 1.1.0 + @utcp/mcp 1.1.3
 *           (installed apart in tests/sdk-1.1 so that each plugin registers in the 1.1 SDK)
 * The schemas follow python-utcp. Every place where the two verdicts differ
 * must be explained by a row of the KNOWN_DISAGREEMENTS table below, and every
 * row must still be observed, so the table stays true.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  brokenCorpus,
  docExamples,
  probes,
  registryCallTemplates,
  registryManuals,
  validCorpus,
  type CorpusItem,
} from '../../schemas/corpus';
import {checkSchema, type Line, type SchemaKind} from '../../schemas/published';
import {loadSdk} from '../../../scripts/conformance/judges';

type Sdk = Record<string, new () => {validateDict(value: unknown): unknown}>;

interface Verdict {
  valid: boolean;
  message: string;
}

interface Compared {
  item: CorpusItem;
  schema: Verdict;
  sdk: Verdict;
}

interface Disagreement {
  key: string;
  lines: Line[];
  /** What differs, as the docs page states it. */
  what: string;
  explains(c: Compared): boolean;
}

const SERIALIZER: Record<SchemaKind, string> = {
  manual: 'UtcpManualSerializer',
  tool: 'ToolSerializer',
  'call template': 'CallTemplateSerializer',
  auth: 'AuthSerializer',
  'client config': 'UtcpClientConfigSerializer',
  provider: 'CallTemplateSerializer',
};

function sdkVerdict(sdk: Sdk, item: CorpusItem): Verdict {
  try {
    new sdk[SERIALIZER[item.kind]]().validateDict(item.value);
    return {valid: true, message: ''};
  } catch (error) {
    return {valid: false, message: describeSdkError(sdk, item.value, error)};
  }
}

interface Issue {
  path: (string | number)[];
  message: string;
  code?: string;
  keys?: string[];
}

/** The zod issues an SDK error carries, as thrown (ZodError) or embedded as JSON in a wrapping message. */
function issuesOf(error: unknown): Issue[] {
  const direct = (error as {issues?: unknown}).issues;
  if (Array.isArray(direct)) return direct as Issue[];
  const message = error instanceof Error ? error.message : String(error);
  const embedded = /(\[\s*\n[\s\S]*?\n\])/.exec(message);
  if (!embedded) return [];
  try {
    return JSON.parse(embedded[1]) as Issue[];
  } catch {
    return [];
  }
}

const NESTED: Record<string, string> = {
  'Invalid CallTemplate object': 'CallTemplateSerializer',
  'Invalid Auth object': 'AuthSerializer',
  'Invalid VariableLoader object': 'VariableLoaderSerializer',
};

function valueAt(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);
}

/**
 * One line per problem. The SDK reports a nested call template, auth or
 * loader only as "Invalid X object"; the reason comes from running that
 * registry's serializer on the nested value.
 */
function describeSdkError(sdk: Sdk, value: unknown, error: unknown): string {
  const issues = issuesOf(error);
  if (issues.length === 0) return (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return issues
    .map((issue) => {
      const where = issue.path.join('.') || '(root)';
      const keys = issue.keys ? ` ${issue.keys.join(',')}` : '';
      let text = `${where}: ${issue.message}${keys}`;
      const serializer = NESTED[issue.message];
      if (serializer) {
        try {
          new sdk[serializer]().validateDict(valueAt(value, issue.path));
        } catch (nested) {
          text += ` <- ${describeSdkError(sdk, valueAt(value, issue.path), nested)}`;
        }
      }
      return text;
    })
    .join('; ');
}

function schemaVerdict(item: CorpusItem): Verdict {
  const result = checkSchema(item.line, item.kind, item.value);
  return {valid: result.valid, message: result.errors.join('; ')};
}

/** True when the value contains an object with `key` equal to one of `values` (anywhere). */
function contains(value: unknown, key: string, test: (v: unknown) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => contains(item, key, test));
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([k, v]) => (k === key && test(v)) || contains(v, key, test));
}

const schemaOnly = (c: Compared): boolean => c.schema.valid && !c.sdk.valid;
const sdkOnly = (c: Compared): boolean => !c.schema.valid && c.sdk.valid;

const KNOWN_DISAGREEMENTS: Disagreement[] = [
  {
    key: 'text-fields',
    lines: ['1.0'],
    what: 'text call templates in 1.0: python-utcp reads "file_path", @utcp/text 1.0.12 reads "content" (and "base_url").',
    explains: (c) =>
      contains(c.item.value, 'call_template_type', (v) => v === 'text') &&
      ((schemaOnly(c) && /content/.test(c.sdk.message)) || (sdkOnly(c) && /file_path/.test(c.schema.message))),
  },
  {
    key: 'unknown-keys',
    lines: ['1.0', 'next'],
    what: 'Keys a model does not define (a misspelt field) on a tool, a call template or an auth object: python-utcp ignores them, @utcp/sdk rejects them (its zod objects are strict). At the top of a manual both refuse them, and so does the schema.',
    explains: (c) => schemaOnly(c) && /unrecognized_keys|Unrecognized key/.test(c.sdk.message),
  },
  {
    key: 'null-auth',
    lines: ['1.0', 'next'],
    what: '"auth": null on an http, sse or streamable_http template: Optional in python-utcp, refused by @utcp/http (optional, not nullable).',
    explains: (c) =>
      schemaOnly(c) &&
      contains(c.item.value, 'auth', (v) => v === null) &&
      /auth: (Expected object, received null|Invalid Auth object)/.test(c.sdk.message),
  },
  {
    key: 'no-ts-plugin',
    lines: ['1.0', 'next'],
    what: 'Transports python-utcp registers but the TypeScript packages under test do not: cli, websocket and mcp in 1.0 (no 1.0 TypeScript package), cli, websocket, file, tcp and udp in Next.',
    explains: (c) =>
      schemaOnly(c) &&
      /(No serializer found for|Invalid) call_template_type: (cli|websocket|mcp|file|tcp|udp)\b/.test(c.sdk.message),
  },
  {
    key: 'integer-size',
    lines: ['1.0', 'next'],
    what: 'average_response_size: an int in python-utcp, any number in @utcp/sdk.',
    explains: (c) => sdkOnly(c) && /average_response_size/.test(c.schema.message),
  },
  {
    key: 'oauth2-user',
    lines: ['next'],
    what: 'The "oauth2_user" auth type exists in @utcp/sdk 1.1.2 only; python-utcp main (which the schemas follow) has api_key, basic and oauth2.',
    explains: (c) => sdkOnly(c) && contains(c.item.value, 'auth_type', (v) => v === 'oauth2_user'),
  },
  {
    key: 'dotenv-loader',
    lines: ['1.0', 'next'],
    what: 'The dotenv variable loader exists in python-utcp only; @utcp/sdk registers no variable loader.',
    explains: (c) => schemaOnly(c) && /variable_loader_type|dotenv/.test(c.sdk.message),
  },
];

/** Registry manuals are checked whole against the schema; the SDK (zod, slow on 44 MB) sees their first two tools. */
function trimmedForSdk(item: CorpusItem): CorpusItem {
  if (!item.id.startsWith('registry manual')) return item;
  const manual = item.value as {tools: unknown[]};
  return {...item, value: {...manual, tools: manual.tools.slice(0, 2)}};
}

function corpusFor(line: Line): CorpusItem[] {
  const docs = docExamples().filter((item) => item.line === line);
  const registry = line === '1.0' ? [...registryManuals().map(trimmedForSdk), ...registryCallTemplates()] : [];
  return [...docs, ...registry, ...brokenCorpus(line), ...validCorpus(line), ...probes(line)];
}

describe.each(['1.0', 'next'] as const)('schemas of %s against the TypeScript SDK', (line) => {
  let compared: Compared[] = [];
  const table = KNOWN_DISAGREEMENTS.filter((row) => row.lines.includes(line));

  beforeAll(async () => {
    const sdk = (await loadSdk(line)) as Sdk;
    compared = corpusFor(line).map((item) => ({item, schema: schemaVerdict(item), sdk: sdkVerdict(sdk, item)}));
    const agree = compared.filter((c) => c.schema.valid === c.sdk.valid).length;
    const counts = table.map(
      (row) => `${row.key} ${compared.filter((c) => c.schema.valid !== c.sdk.valid && row.explains(c)).length}`,
    );
    console.log(
      `${line}: ${compared.length} documents, verdicts agree on ${agree}; disagreements: ${counts.join(', ')}`,
    );
    if (process.env.SCHEMA_SDK_REPORT) {
      for (const c of compared.filter((entry) => entry.schema.valid !== entry.sdk.valid)) {
        const row = table.find((entry) => entry.explains(c));
        console.log(
          `  ${row?.key ?? 'UNEXPLAINED'}: ${c.item.id} (schema ${c.schema.valid ? 'accepts' : 'rejects'}, SDK ${c.sdk.valid ? 'accepts' : 'rejects'})`,
        );
      }
    }
    // A few seconds alone; the SDK's zod parsing slows down a lot on a busy machine.
  }, 60_000);

  it('both reject every document of the broken corpus', () => {
    const broken = compared.filter((c) => c.item.expect === 'invalid');
    expect(broken.length).toBeGreaterThanOrEqual(15);
    expect(broken.filter((c) => c.schema.valid).map((c) => c.item.id)).toEqual([]);
    expect(broken.filter((c) => c.sdk.valid).map((c) => c.item.id)).toEqual([]);
  });

  it('both accept the valid documents', () => {
    const valid = compared.filter((c) => c.item.expect === 'valid');
    expect(valid.length).toBeGreaterThan(0);
    expect(
      valid
        .filter((c) => !c.schema.valid || !c.sdk.valid)
        .map((c) => `${c.item.id}: ${c.schema.message} ${c.sdk.message}`),
    ).toEqual([]);
  });

  it('differ only where a known disagreement says so', () => {
    const unexplained = compared
      .filter((c) => c.schema.valid !== c.sdk.valid && !table.some((row) => row.explains(c)))
      .map(
        (c) =>
          `${c.item.id} [${c.item.kind}] schema ${c.schema.valid ? 'accepts' : `rejects (${c.schema.message})`}, SDK ${c.sdk.valid ? 'accepts' : `rejects (${c.sdk.message.slice(0, 300)})`}`,
      );
    expect(unexplained).toEqual([]);
  });

  it('still show every disagreement of the table (none is stale)', () => {
    const unseen = table
      .filter((row) => !compared.some((c) => c.schema.valid !== c.sdk.valid && row.explains(c)))
      .map((row) => row.key);
    expect(unseen).toEqual([]);
  });

  it('each probe shows the disagreement it is named after', () => {
    for (const probe of probes(line)) {
      const c = compared.find((entry) => entry.item.id === probe.id)!;
      const row = table.find((entry) => entry.key === probe.disagreement);
      if (probe.disagreement === 'agree') {
        expect([c.schema.valid, c.sdk.valid], `${probe.id}: ${c.schema.message} / ${c.sdk.message}`).toEqual([
          true,
          true,
        ]);
        continue;
      }
      expect(row, `${probe.id} names ${probe.disagreement}, a row of the ${line} table`).toBeDefined();
      if (!row) continue;
      expect(row.explains(c), `${probe.id}: schema ${c.schema.message} / SDK ${c.sdk.message.slice(0, 200)}`).toBe(
        true,
      );
    }
  });

  it('a "$schema" key in a manual: rejected by the schema and by @utcp/sdk (python-utcp refuses it too)', () => {
    const c = compared.find(
      (entry) => entry.item.id === 'broken: unknown top-level key: a manual with a "$schema" key',
    )!;
    expect(c.schema.valid).toBe(false);
    expect(c.schema.message).toMatch(/unknown field "\$schema"/);
    expect(c.sdk.valid).toBe(false);
    expect(c.sdk.message).toMatch(/Unrecognized key\(s\) in object: '\$schema'/);
  });

  it('checks the registry and the docs', () => {
    const docs = compared.filter((c) => /\.mdx?:\d+/.test(c.item.id));
    expect(docs.length).toBeGreaterThan(10);
    if (line === '1.0') {
      const registry = compared.filter((c) => c.item.id.startsWith('registry '));
      expect(registry.length).toBeGreaterThan(500);
      expect(registry.filter((c) => !c.schema.valid || !c.sdk.valid).map((c) => c.item.id)).toEqual([]);
    }
  });
});

export {KNOWN_DISAGREEMENTS};
