import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CompletionContext} from '@codemirror/autocomplete';
import {json} from '@codemirror/lang-json';
import {yaml, yamlLanguage} from '@codemirror/lang-yaml';
import {ensureSyntaxTree} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {describe, expect, it} from 'vitest';
import {validateDocument} from '../../../src/lib/manualValidator';
import {schemaCompletion, yamlScalar} from '../../../src/lib/studio/editorSupport';
import {detectFormat, formatManual, readManual} from '../../../src/lib/studio/manualFormat';
import type {SchemaBundle} from '../../../src/lib/studio/schemaNav';
import {contextAt, keyPathAt, readableValue} from '../../../src/lib/studio/yamlCursor';
import {parseYamlWithPositions, validateYaml} from '../../../src/lib/studio/yamlManual';

const tree = (text: string) => yamlLanguage.parser.parse(text);

/** The context at the `|` of a text. */
const at = (text: string) => {
  const pos = text.indexOf('|');
  const source = text.slice(0, pos) + text.slice(pos + 1);
  return contextAt(tree(source), source, pos);
};

const TEMPLATE = 'tools:\n  - name: t\n    tool_call_template:\n      call_template_type: http\n';

describe('the cursor in a YAML manual', () => {
  it('finds a key typed on a line of its own, by its indentation', () => {
    expect(at(`${TEMPLATE}      |`)).toMatchObject({kind: 'key', path: ['tools', 0, 'tool_call_template']});
    expect(at(`${TEMPLATE}      ht|`)).toMatchObject({kind: 'key', path: ['tools', 0, 'tool_call_template']});
    expect(at(`${TEMPLATE}    |`)).toMatchObject({kind: 'key', path: ['tools', 0]});
    expect(at(`${TEMPLATE}  - |`)).toMatchObject({kind: 'key', path: ['tools', 1]});
    expect(at(`${TEMPLATE}|`)).toMatchObject({kind: 'key', path: []});
    expect(at('tools:\n  - name: t\n    tool_call_template:\n      |')).toMatchObject({
      kind: 'key',
      path: ['tools', 0, 'tool_call_template'],
    });
    const typed = at(`${TEMPLATE}      ur|`);
    expect(typed && typed.to - typed.from).toBe(2);
  });

  it('finds a value being typed, empty or not', () => {
    const path = ['tools', 0, 'tool_call_template', 'http_method'];
    expect(at(`${TEMPLATE}      http_method: |`)).toMatchObject({kind: 'value', path});
    expect(at(`${TEMPLATE}      http_method: PA|`)).toMatchObject({kind: 'value', path});
    expect(at(`${TEMPLATE}      http_method: "PA|"`)).toMatchObject({kind: 'value', path});
    expect(at('tools:\n  - name: t\n    tool_call_template: {call_template_type: |')).toMatchObject({
      kind: 'value',
      path: ['tools', 0, 'tool_call_template', 'call_template_type'],
    });
  });

  it('finds the key under the pointer for hover help', () => {
    const text = `${TEMPLATE}      body_field: body\n`;
    expect(keyPathAt(tree(text), text, text.indexOf('body_field') + 3)?.path).toEqual([
      'tools',
      0,
      'tool_call_template',
      'body_field',
    ]);
    expect(keyPathAt(tree(text), text, text.indexOf(': body') + 3)).toBeNull();
  });

  it('reads an incomplete document as far as it goes', () => {
    const text = `${TEMPLATE}      tags: [a, "b c"]\n      retries: 3\n      ok: true\n      note: |\n        two\n        lines\n      ht`;
    expect(readableValue(tree(text), text)).toEqual({
      tools: [
        {
          name: 't',
          tool_call_template: {
            call_template_type: 'http',
            tags: ['a', 'b c'],
            retries: 3,
            ok: true,
            note: 'two\nlines\n',
            ht: null,
          },
        },
      ],
    });
  });
});

describe('validation of a YAML manual', () => {
  const manual = `${TEMPLATE}      http_method: FETCH\n      url: https://api.example.com\n`;

  it('gives the messages of the JSON validator at the YAML line and column', async () => {
    const yaml = await validateYaml(manual, {kind: 'manual', line: '1.0'});
    const json = await validateDocument(JSON.stringify(readManual(manual), null, 2), {kind: 'manual', line: '1.0'});
    expect(yaml.valid).toBe(false);
    expect(yaml.errors.map((error) => error.message)).toEqual(json.errors.map((error) => error.message));
    expect(yaml.errors.map(({pointer, line, column}) => ({pointer, line, column}))).toEqual([
      {pointer: '/tools/0/tool_call_template/http_method', line: 5, column: 20},
    ]);
  });

  it('points at an unknown key itself and at the first entry of a block', async () => {
    // A misspelt tool key: both SDKs refuse the manual, so the validator warns at the key.
    const result = await validateYaml(`${TEMPLATE}      url: https://x.example\n    descripton: lookup\n`, {
      kind: 'manual',
      line: '1.0',
    });
    const typo = [...result.errors, ...result.warnings].find((item) => item.pointer.endsWith('/descripton'));
    expect(typo).toMatchObject({line: 6, column: 5});
    const positions = parseYamlWithPositions(TEMPLATE);
    expect(positions.values.get('/tools/0/tool_call_template')).toMatchObject({line: 4, column: 7});
    expect(positions.keys.get('/tools/0/tool_call_template')).toMatchObject({line: 3, column: 5});
  });

  it('reports a YAML syntax error where the parser stopped', async () => {
    const result = await validateYaml('tools:\n  - name: "open\n', {kind: 'manual', line: '1.0'});
    expect(result.valid).toBe(false);
    expect(result.syntaxError?.message).toMatch(/^Not valid YAML: /);
    expect(result.syntaxError?.line).toBeGreaterThanOrEqual(2);
  });

  it('accepts a valid manual', async () => {
    const valid = `${TEMPLATE}      http_method: GET\n      url: https://api.example.com\n`;
    expect((await validateYaml(valid, {kind: 'manual', line: '1.0'})).valid).toBe(true);
  });
});

describe('manual formats', () => {
  it('follow the text and convert both ways', () => {
    expect(detectFormat('  {"tools": []}')).toBe('json');
    expect(detectFormat('')).toBe('json');
    expect(detectFormat('tools: []\n')).toBe('yaml');
    const value = {manual_version: '1.0.0', tools: [{name: 't', tags: ['on', 'x']}]};
    const yaml = formatManual(value, 'yaml');
    expect(detectFormat(yaml)).toBe('yaml');
    expect(readManual(yaml)).toEqual(value);
    expect(readManual(formatManual(value, 'json'))).toEqual(value);
    expect(readManual('tools: [')).toBeUndefined();
  });

  it('write enum values as YAML scalars that read back the same', () => {
    expect(yamlScalar('GET')).toBe('GET');
    expect(yamlScalar('api_key')).toBe('api_key');
    expect(yamlScalar('1.0')).toBe('"1.0"');
    expect(yamlScalar('no')).toBe('"no"');
    expect(yamlScalar(true)).toBe('true');
    for (const value of ['GET', '1.0', 'no', 'text/plain'])
      expect(readManual(`v: ${yamlScalar(value)}`)).toEqual({v: value});
  });
});

describe('completion in a YAML editor state', () => {
  const bundle = (): SchemaBundle => {
    const read = (name: string) =>
      JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'static', 'schema', '1.0', name), 'utf8'));
    return {
      root: 'manual.json',
      files: Object.fromEntries(
        ['manual.json', 'tool.json', 'call-template.json', 'auth.json'].map((name) => [name, read(name)]),
      ),
    };
  };
  const complete = (text: string) => {
    const state = EditorState.create({doc: text, extensions: [yaml()]});
    const tree = ensureSyntaxTree(state, state.doc.length, 5000);
    expect(tree?.topNode.name).toBe('Stream');
    return schemaCompletion(bundle())(new CompletionContext(state, text.length, true));
  };

  it('offers the keys of the chosen template branch in YAML spelling, without those present', () => {
    const result = complete(`${TEMPLATE}      `);
    const labels = result?.options.map((option) => option.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['body_field', 'header_fields', 'http_method']));
    expect(labels).not.toContain('commands');
    expect(labels).not.toContain('call_template_type');
    expect(result?.options.find((option) => option.label === 'body_field')?.apply).toBe('body_field: ');
  });

  it('offers enum values as plain scalars', () => {
    const result = complete(`${TEMPLATE}      http_method: `);
    expect(result?.options.map((option) => option.label)).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  });

  it('keeps JSON spelling in a JSON editor', () => {
    const text = '{"tools": [{"name": "t", "tool_call_template": {"call_template_type": "http", "http_method": "';
    const state = EditorState.create({doc: text, extensions: [json()]});
    ensureSyntaxTree(state, state.doc.length, 5000);
    const result = schemaCompletion(bundle())(new CompletionContext(state, text.length, true));
    expect(result?.options.map((option) => option.label)).toContain('"PATCH"');
  });
});
