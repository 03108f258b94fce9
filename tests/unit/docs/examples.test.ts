import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../support/docExamples/extract';
import {checkBlock, checkDocExamples, summarize} from '../../support/docExamples/index';
import {docExamples} from '../../schemas/corpus';
import {checkSchema} from '../../schemas/published';

const ROOT = path.join(__dirname, '..', '..', '..');

const V10_PAGE = 'versioned_docs/version-1.0/example.md';
const NEXT_PAGE = 'docs/example.md';

/** Wraps one JSON value in a Markdown page (a 1.0 page unless told otherwise) and checks its only block. */
function check(value: unknown, meta = '', file = V10_PAGE): string[] {
  const page = ['# Page', '', `\`\`\`json${meta ? ` ${meta}` : ''}`, JSON.stringify(value, null, 2), '```', ''].join(
    '\n',
  );
  const [block] = extractCodeBlocks(page, file);
  return checkBlock(block).failures;
}

const weatherTool = {
  name: 'get_forecast',
  description: 'Hourly temperature forecast for a coordinate',
  inputs: {
    type: 'object',
    properties: {latitude: {type: 'number'}, longitude: {type: 'number'}},
    required: ['latitude', 'longitude'],
  },
  outputs: {type: 'object'},
  tags: ['weather'],
  tool_call_template: {
    name: 'open_meteo',
    call_template_type: 'http',
    url: 'https://api.open-meteo.com/v1/forecast',
    http_method: 'GET',
  },
};

const manual = {utcp_version: '1.0.0', manual_version: '1.0.0', tools: [weatherTool]};

describe('documentation JSON examples (checked against the UTCP 1.0 SDK)', () => {
  it('are all valid as written', () => {
    const report = checkDocExamples(ROOT);
    console.log(report.summary);
    expect(report.failures, report.failures.join('\n')).toEqual([]);
    expect(report.validated, 'no UTCP JSON block was validated: the checker found nothing to check').toBeGreaterThan(0);
  });
});

describe('documentation JSON examples (checked against the published JSON Schemas)', () => {
  it('validate against the schema of their docs version (Next: static/schema/next, 1.0: static/schema/1.0)', () => {
    // Blocks marked impl=typescript show what @utcp/sdk reads where it differs from python-utcp, which the schemas follow.
    const examples = docExamples().filter((item) => item.impl !== 'typescript');
    const failures = examples
      .map((item) => ({item, result: checkSchema(item.line, item.kind, item.value)}))
      .filter(({result}) => !result.valid)
      .map(({item, result}) => `${item.id} [${item.kind}] ${result.errors.join('; ')}`);
    expect(failures).toEqual([]);
    expect(examples.filter((item) => item.line === 'next').length).toBeGreaterThan(20);
    expect(examples.filter((item) => item.line === '1.0').length).toBeGreaterThan(20);
  });
});

describe('the example checker', () => {
  it('accepts a valid manual, tool and http call template', () => {
    expect(check(manual)).toEqual([]);
    expect(check(weatherTool)).toEqual([]);
    expect(check(weatherTool.tool_call_template)).toEqual([]);
  });

  it('rejects a manual whose tool names call_template_type "htp"', () => {
    const broken = {
      ...manual,
      tools: [{...weatherTool, tool_call_template: {...weatherTool.tool_call_template, call_template_type: 'htp'}}],
    };
    const failures = check(broken);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('versioned_docs/version-1.0/example.md:3 [manual]');
    expect(failures[0]).toContain('tools[0].tool_call_template.call_template_type: unknown call_template_type "htp"');
  });

  it('rejects a tool with a misspelt field (a tool without inputs is valid: both SDKs default it to {})', () => {
    const {inputs, ...withoutInputs} = weatherTool;
    expect(check(withoutInputs)).toEqual([]);
    const failures = check({...withoutInputs, input: inputs});
    expect(failures.join('\n')).toMatch(/\[tool\] \(root\): unknown field "input"/);
  });

  it('rejects a tool without a call template and a call template without its required field', () => {
    const {tool_call_template: _dropped, ...noTemplate} = weatherTool;
    expect(check({...noTemplate, tool_call_template: {call_template_type: 'http'}}).join('\n')).toMatch(
      /tool_call_template\.url: Required/,
    );
  });

  it('rejects fields the SDK would drop silently and wrong values', () => {
    expect(check({...weatherTool.tool_call_template, method: 'GET'}).join('\n')).toMatch(
      /method: unknown field "method" \(not a field of the http call template of @utcp\/http 1\.0\.13\)/,
    );
    expect(check({...weatherTool.tool_call_template, http_method: 'FETCH'}).join('\n')).toMatch(
      /http_method: Invalid enum value/,
    );
    expect(check({auth_type: 'api_key', api_key: '${KEY}', loaction: 'header'}).join('\n')).toMatch(
      /loaction: unknown field/,
    );
    expect(check({...weatherTool.tool_call_template, auth: null}).join('\n')).toMatch(
      /auth: .*Python 1.0 accepts null here, @utcp\/http 1.0.13 does not/,
    );
    expect(check({auth_type: 'bearer', token: 'x'}).join('\n')).toMatch(/unknown auth_type "bearer"/);
  });

  it('checks cli and websocket templates against the Python 1.0 facts, strictly', () => {
    const cli = {name: 'git', call_template_type: 'cli', commands: [{command: 'git status --short'}]};
    expect(check(cli)).toEqual([]);
    expect(check({...cli, timeout: 30}).join('\n')).toMatch(
      /timeout: unknown field "timeout" \(python-utcp 1.0 cli call template\)/,
    );
    expect(check({name: 'git', call_template_type: 'cli'}).join('\n')).toMatch(/missing required field "commands"/);
    expect(check(cli, 'impl=typescript').join('\n')).toMatch(/no TypeScript 1.0 package for "cli"/);
    const ws = {name: 'quotes', call_template_type: 'websocket', url: 'wss://quotes.example.com/ws'};
    expect(check(ws)).toEqual([]);
    expect(check({...ws, url: 'ws://quotes.example.com/ws'}).join('\n')).toMatch(/url: must match pattern/);
  });

  it('tells the Python and TypeScript text call templates apart', () => {
    const py = {name: 'inventory', call_template_type: 'text', file_path: './manuals/inventory.json'};
    const ts = {name: 'inventory', call_template_type: 'text', content: '{"tools": []}'};
    expect(check(py, 'impl=python')).toEqual([]);
    expect(check(ts, 'impl=typescript')).toEqual([]);
    expect(check(py, 'impl=typescript').join('\n')).toMatch(/content: Required/);
    expect(check(ts, 'impl=python').join('\n')).toMatch(/missing required field "file_path"/);
    expect(check(py).join('\n')).toMatch(
      /mark the block impl=python or impl=typescript \(this one is valid for Python only\)/,
    );
  });

  it('checks mcp templates with @utcp/mcp 1.1.3 and the Python 1.0 facts', () => {
    const mcp = {
      name: 'files',
      call_template_type: 'mcp',
      config: {
        mcpServers: {
          fs: {transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/srv']},
        },
      },
    };
    expect(check(mcp)).toEqual([]);
    const noTransport = {...mcp, config: {mcpServers: {fs: {command: 'npx', args: []}}}};
    expect(check(noTransport, 'impl=python')).toEqual([]);
    expect(check(noTransport).join('\n')).toMatch(/mcpServers\.fs\.transport: .*@utcp\/mcp 1\.1\.3 needs "transport"/);
    expect(check({...mcp, allowed_communication_protocols: ['mcp']}).join('\n')).toMatch(
      /unknown field "allowed_communication_protocols" \(python-utcp 1.0/,
    );
    expect(check({...mcp, auth: {auth_type: 'basic', username: 'u', password: 'p'}}, 'impl=python').join('\n')).toMatch(
      /auth\.auth_type: must be "oauth2"/,
    );
  });

  it('checks client configurations, including Python-only variable loaders', () => {
    const config = {
      manual_call_templates: [weatherTool.tool_call_template],
      load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: '.env'}],
    };
    expect(check(config, 'impl=python')).toEqual([]);
    expect(check(config).join('\n')).toMatch(/dotenv variable loader exists in python-utcp 1.0 only/);
    expect(
      check({
        manual_call_templates: [],
        tool_search_strategy: {tool_search_strategy_type: 'tag_and_description_word_match', tag_wieght: 2},
      }).join('\n'),
    ).toMatch(/tag_wieght: unknown field/);
  });

  it('accepts the additions of the 1.1 line in Next pages only', () => {
    const allowed = {...weatherTool.tool_call_template, allowed_communication_protocols: ['http', 'sse']};
    expect(check(allowed).join('\n')).toMatch(/allowed_communication_protocols: unknown field/);
    expect(check(allowed, '', NEXT_PAGE)).toEqual([]);
    expect(check({...allowed, allowed_communication_protocols: ['htp']}, '', NEXT_PAGE).join('\n')).toMatch(
      /allowed_communication_protocols: must be null or a list of call template types/,
    );
    const file = {name: 'warehouse', call_template_type: 'file', file_path: 'manuals/warehouse.json'};
    expect(check(file).join('\n')).toMatch(/"file" call template is new in the 1.1 line/);
    expect(check(file, '', NEXT_PAGE)).toEqual([]);
    expect(check({...file, content: '{}'}, '', NEXT_PAGE).join('\n')).toMatch(/content: unknown field "content"/);
    const text = {name: 'inline', call_template_type: 'text', content: '{"tools": []}'};
    expect(check(text, '', NEXT_PAGE)).toEqual([]);
    expect(check(text).join('\n')).toMatch(/mark the block impl=python or impl=typescript/);
    const cli = {
      name: 'git',
      call_template_type: 'cli',
      commands: [{command: 'git status'}],
      inherit_env_vars: ['PATH', 'HOME'],
    };
    expect(check(cli, '', NEXT_PAGE)).toEqual([]);
    expect(check(cli).join('\n')).toMatch(/inherit_env_vars: unknown field/);
  });

  it('accepts the oauth2_user auth object of @utcp/sdk 1.1.2 only in TypeScript blocks of Next pages', () => {
    const userAuth = {auth_type: 'oauth2_user', access_token: '${GITHUB_USER_TOKEN}'};
    expect(check(userAuth, 'impl=typescript', NEXT_PAGE)).toEqual([]);
    expect(check(userAuth, '', NEXT_PAGE).join('\n')).toMatch(/unknown auth_type "oauth2_user"/);
    expect(check(userAuth, 'impl=typescript').join('\n')).toMatch(/unknown auth_type "oauth2_user"/);
    expect(check({auth_type: 'oauth2_user'}, 'impl=typescript', NEXT_PAGE).join('\n')).toMatch(/needs an access_token/);
    expect(check({...userAuth, token: 'x'}, 'impl=typescript', NEXT_PAGE).join('\n')).toMatch(/token: unknown field/);
  });

  it('skips partial and legacy blocks but counts them, and still requires legacy blocks to be JSON', () => {
    const page = [
      '```json partial',
      '{ "call_template_type": "http", ... }',
      '```',
      '```json legacy',
      '{"provider_type": "http", "url": "https://api.example.com/utcp"}',
      '```',
      '```json legacy',
      '{"provider_type": "http",}',
      '```',
    ].join('\n');
    const results = extractCodeBlocks(page, 'docs/p.md').map(checkBlock);
    const report = summarize(results);
    expect([report.partial, report.legacy, report.failed, report.validated]).toEqual([1, 1, 1, 0]);
    expect(report.failures[0]).toMatch(/^docs\/p\.md:8 \[json\] not valid JSON/);
    expect(report.summary).toMatch(/validated 0 JSON blocks; skipped 1 partial, 1 legacy/);
  });

  it('parses other JSON and reports a parse error with its line', () => {
    expect(check({theme: 'dark'})).toEqual([]);
    const page = ['text', '```json', '{', '  "a": 1', '  "b": 2', '}', '```'].join('\n');
    const [result] = extractCodeBlocks(page, 'docs/q.md').map(checkBlock);
    expect(result.status).toBe('failed');
    expect(result.failures[0]).toMatch(/^docs\/q\.md:\d+ \[json\] not valid JSON/);
  });

  it('finds blocks with their line numbers, meta words and indentation, and not those inside a longer fence', () => {
    const page = [
      '# Title', //                                   1
      '', //                                          2
      '<TabItem value="python">', //                  3
      '', //                                          4
      '  ```json title="config.json" impl=python', // 5
      '  {"manual_call_templates": []}', //          6
      '  ```', //                                     7
      '', //                                          8
      '````md', //                                    9
      '```json', //                                  10
      '{"call_template_type": "htp"}', //            11
      '```', //                                      12
      '````', //                                     13
    ].join('\n');
    const blocks = extractCodeBlocks(page, 'docs/r.mdx');
    expect(blocks.map((b) => [b.lang, b.line, b.impl])).toEqual([
      ['json', 5, 'python'],
      ['md', 9, 'both'],
    ]);
    expect(blocks[0].meta).toEqual(['title="config.json"', 'impl=python']);
    expect(blocks[0].content).toBe('{"manual_call_templates": []}');
    expect(check({auth_type: 'basic', username: 'u', password: 'p'}, 'impl=rust').join('\n')).toMatch(
      /impl must be impl=python or impl=typescript/,
    );
  });
});
