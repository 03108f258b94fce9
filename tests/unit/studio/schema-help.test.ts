import {readFileSync} from 'node:fs';
import path from 'node:path';
import {jsonLanguage} from '@codemirror/lang-json';
import {describe, expect, it} from 'vitest';
import {contextAt, keyPathAt, readableValue} from '../../../src/lib/studio/jsonCursor';
import {describeAt, keySuggestions, valueSuggestions, type SchemaBundle} from '../../../src/lib/studio/schemaNav';

const ROOT = path.join(__dirname, '..', '..', '..');

function bundle(line: '1.0' | 'next'): SchemaBundle {
  const read = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'static', 'schema', line, name), 'utf8'));
  return {
    root: 'manual.json',
    files: Object.fromEntries(
      ['manual.json', 'tool.json', 'call-template.json', 'auth.json'].map((name) => [name, read(name)]),
    ),
  };
}

const HTTP_DOC = {
  tools: [
    {
      name: 'a',
      tool_call_template: {call_template_type: 'http', url: 'https://x.example', auth: {auth_type: 'api_key'}},
    },
  ],
};

describe('schema help from the published schemas', () => {
  it('offers the keys of a manual, a tool and the chosen call template branch', () => {
    const schemas = bundle('1.0');
    expect(keySuggestions(schemas, HTTP_DOC, []).map((key) => key.key)).toEqual([
      'utcp_version',
      'manual_version',
      'tools',
    ]);
    const toolKeys = keySuggestions(schemas, HTTP_DOC, ['tools', 0]);
    expect(toolKeys.map((key) => key.key)).toContain('tool_call_template');
    expect(toolKeys.find((key) => key.key === 'name')?.required).toBe(true);
    const templateKeys = keySuggestions(schemas, HTTP_DOC, ['tools', 0, 'tool_call_template']).map((key) => key.key);
    expect(templateKeys).toEqual(expect.arrayContaining(['http_method', 'body_field', 'header_fields', 'auth']));
    expect(templateKeys).not.toContain('commands');
    const cli = {tools: [{name: 'a', tool_call_template: {call_template_type: 'cli'}}]};
    expect(keySuggestions(schemas, cli, ['tools', 0, 'tool_call_template']).map((key) => key.key)).toContain(
      'commands',
    );
  });

  it('follows the auth branch and offers enum values', () => {
    const schemas = bundle('1.0');
    const authPath = ['tools', 0, 'tool_call_template', 'auth'];
    expect(keySuggestions(schemas, HTTP_DOC, authPath).map((key) => key.key)).toEqual(
      expect.arrayContaining(['api_key', 'var_name', 'location']),
    );
    expect(valueSuggestions(schemas, HTTP_DOC, [...authPath, 'location']).map((item) => item.value)).toEqual([
      'header',
      'query',
      'cookie',
    ]);
    expect(
      valueSuggestions(schemas, HTTP_DOC, ['tools', 0, 'tool_call_template', 'http_method']).map((item) => item.value),
    ).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
  });

  it('knows the call template types of each line', () => {
    const path = ['tools', 0, 'tool_call_template', 'call_template_type'];
    const values = (line: '1.0' | 'next') => valueSuggestions(bundle(line), HTTP_DOC, path).map((item) => item.value);
    expect(values('1.0')).not.toContain('file');
    expect(values('next')).toContain('file');
  });

  it('describes a field for hover help', () => {
    expect(describeAt(bundle('1.0'), HTTP_DOC, ['tools', 0, 'tool_call_template', 'body_field'])).toMatch(/body/);
  });
});

describe('the cursor in a JSON document', () => {
  const at = (text: string) => {
    const pos = text.indexOf('|');
    const source = text.slice(0, pos) + text.slice(pos + 1);
    return contextAt(jsonLanguage.parser.parse(source), source, pos);
  };

  it('finds a key being typed, complete or not', () => {
    expect(at('{"tools":[{"name":"x", "tool_call_template": {"ur|"}}]}')).toMatchObject({
      kind: 'key',
      path: ['tools', 0, 'tool_call_template'],
    });
    expect(at('{"tools":[{}, {"na|')).toMatchObject({kind: 'key', path: ['tools', 1]});
    expect(at('{"tools":[{|}]}')).toMatchObject({kind: 'key', path: ['tools', 0]});
    expect(at('{"tools": [{"name": "t", "tool_call_template": {"call_template_type": "http", |')).toMatchObject({
      kind: 'key',
      path: ['tools', 0, 'tool_call_template'],
    });
  });

  it('finds a value being typed', () => {
    expect(at('{"tools":[{"tool_call_template": {"http_method": "G|"}}]}')).toMatchObject({
      kind: 'value',
      path: ['tools', 0, 'tool_call_template', 'http_method'],
    });
    expect(at('{"tools": [{"tool_call_template": {"http_method": "|')).toMatchObject({
      kind: 'value',
      path: ['tools', 0, 'tool_call_template', 'http_method'],
    });
  });

  it('finds the key under the pointer for hover help', () => {
    const text = '{"tools":[{"tool_call_template": {"body_field": "b"}}]}';
    const pos = text.indexOf('body_field') + 2;
    expect(keyPathAt(jsonLanguage.parser.parse(text), text, pos)?.path).toEqual([
      'tools',
      0,
      'tool_call_template',
      'body_field',
    ]);
  });
});

describe('an incomplete document', () => {
  it('is read as far as it goes, so the right branch is chosen while typing', () => {
    const text = '{"tools": [{"name": "t", "tool_call_template": {"call_template_type": "http", "url": "u", ';
    const value = readableValue(jsonLanguage.parser.parse(text), text);
    expect(value).toEqual({tools: [{name: 't', tool_call_template: {call_template_type: 'http', url: 'u'}}]});
    const keys = keySuggestions(bundle('1.0'), value, ['tools', 0, 'tool_call_template']).map((key) => key.key);
    expect(keys).toContain('body_field');
  });
});
