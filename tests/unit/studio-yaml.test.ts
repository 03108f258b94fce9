import {yamlLanguage} from '@codemirror/lang-yaml';
import {describe, expect, it} from 'vitest';
import {validateDocument} from '../../src/lib/manualValidator';
import {yamlScalar} from '../../src/lib/studio/editorSupport';
import {detectFormat, formatManual, readManual} from '../../src/lib/studio/manualFormat';
import {contextAt, keyPathAt, readableValue} from '../../src/lib/studio/yamlCursor';
import {parseYamlWithPositions, validateYaml} from '../../src/lib/studio/yamlManual';

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
    const result = await validateYaml(`${TEMPLATE}      url: https://x.example\n      http_methd: GET\n`, {
      kind: 'manual',
      line: '1.0',
    });
    const typo = [...result.errors, ...result.warnings].find((item) => item.pointer.endsWith('/http_methd'));
    expect(typo).toMatchObject({line: 6, column: 7});
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
