import {describe, expect, it} from 'vitest';
import {v01JsonBlocks, type FencedBlock} from '../../support/v01DocExamples';
import {classifyV01, validateV01, V01_PROVIDER_TYPES, type V01Kind} from '../../support/v01Schemas';

interface Checked {
  block: FencedBlock;
  kind: V01Kind;
  value: unknown;
}

function checkAll() {
  const blocks = v01JsonBlocks();
  const checked: Checked[] = [];
  const failures: string[] = [];
  const counts: Record<string, number> = {partial: 0, ignored: 0};
  for (const block of blocks) {
    const where = `${block.file}:${block.line}`;
    if (block.meta.includes('partial')) {
      counts.partial += 1;
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(block.body);
    } catch (error) {
      failures.push(`${where} is not plain JSON: ${(error as Error).message}`);
      continue;
    }
    const kind = classifyV01(value);
    if (!kind) {
      counts.ignored += 1;
      continue;
    }
    const result = validateV01(kind, value);
    if (result.valid) {
      counts[kind] = (counts[kind] ?? 0) + 1;
      checked.push({block, kind, value});
    } else {
      failures.push(`${where} (${kind}): ${result.errors.join('; ')}`);
    }
  }
  return {blocks, checked, failures, counts};
}

describe('JSON examples of the 0.1 docs', () => {
  const {blocks, checked, failures, counts} = checkAll();

  it('are valid UTCP 0.1 manuals, tools, providers, auth objects and client configurations', () => {
    console.log(
      `0.1 doc examples: ${blocks.length} json blocks, ${checked.length} validated ` +
        `(${Object.entries(counts)
          .filter(([key]) => key !== 'partial' && key !== 'ignored')
          .map(([key, n]) => `${key} ${n}`)
          .join(', ')}), ${counts.partial} partial skipped, ${counts.ignored} ignored`,
    );
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(0);
  });

  it('show a complete provider or tool for every provider_type on its own page', () => {
    const pageOf = (type: string) => `providers/${type.replace('_', '-')}.md`;
    const missing = V01_PROVIDER_TYPES.filter(
      (type) =>
        !checked.some(({block, kind, value}) => {
          if (!block.file.endsWith(pageOf(type))) return false;
          const record = value as Record<string, unknown>;
          if (kind === 'provider') return record.provider_type === type;
          if (kind === 'tool') return (record.tool_provider as Record<string, unknown>).provider_type === type;
          return false;
        }),
    );
    expect(missing).toEqual([]);
  });
});

describe('0.1 schemas', () => {
  it('reject a wrong field value in an example taken from the docs', () => {
    const {checked} = checkAll();
    const http = checked.find(
      ({kind, value}) => kind === 'provider' && (value as {provider_type: string}).provider_type === 'http',
    );
    expect(http, 'the docs show at least one http provider').toBeDefined();
    const original = http!.value as Record<string, unknown>;
    expect(validateV01('provider', original).valid).toBe(true);

    const wrongMethod = {...original, http_method: 'FETCH'};
    const result = validateV01('provider', wrongMethod);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('/http_method');
  });

  it.each([
    ['an unknown provider_type', 'provider', {provider_type: 'ftp', name: 'files', url: 'ftp://files.example.com'}],
    [
      'a port given as a string',
      'provider',
      {provider_type: 'tcp', name: 'telemetry', host: 'localhost', port: '9000'},
    ],
    [
      'auth on a provider type that takes none',
      'provider',
      {
        provider_type: 'cli',
        name: 'git',
        command_name: 'git status',
        auth: {auth_type: 'basic', username: 'a', password: 'b'},
      },
    ],
    ['an API key in an unknown location', 'auth', {auth_type: 'api_key', api_key: '$KEY', location: 'body'}],
    [
      'a 1.0 style tool (tool_call_template instead of tool_provider)',
      'tool',
      {name: 'get_weather', tool_call_template: {call_template_type: 'http', url: 'https://api.example.com/weather'}},
    ],
    [
      'an MCP provider with API key auth',
      'provider',
      {
        provider_type: 'mcp',
        name: 'files',
        config: {mcpServers: {files: {command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.']}}},
        auth: {auth_type: 'api_key', api_key: '$KEY'},
      },
    ],
    [
      'a misspelt field',
      'provider',
      {provider_type: 'http', name: 'weather', url: 'https://api.example.com/utcp', http_methd: 'GET'},
    ],
    ['a manual without tools', 'manual', {version: '0.1.8'}],
  ] as const)('reject %s', (_label, kind, value) => {
    expect(validateV01(kind, value).valid).toBe(false);
  });

  it('accept a minimal provider of every type with only its required fields', () => {
    const minimal: Record<string, Record<string, unknown>> = {
      http: {url: 'https://api.example.com/utcp'},
      sse: {url: 'https://api.example.com/events'},
      http_stream: {url: 'https://api.example.com/export'},
      cli: {command_name: 'git status'},
      websocket: {url: 'wss://api.example.com/socket'},
      grpc: {host: 'grpc.example.com', port: 443, service_name: 'Search', method_name: 'Query'},
      graphql: {url: 'https://api.example.com/graphql'},
      tcp: {host: 'localhost', port: 9000},
      udp: {host: 'localhost', port: 9001},
      webrtc: {signaling_server: 'wss://signal.example.com', peer_id: 'peer-1'},
      mcp: {config: {mcpServers: {remote: {url: 'https://mcp.example.com/mcp'}}}},
      text: {file_path: 'tools.json'},
    };
    for (const type of V01_PROVIDER_TYPES) {
      const result = validateV01('provider', {provider_type: type, ...minimal[type]});
      expect(result.errors, type).toEqual([]);
    }
  });
});
