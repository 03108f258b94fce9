import {describe, expect, it} from 'vitest';
import {
  couldBeSymbol,
  exactNames,
  kindsOf,
  rankCandidates,
  resultLabel,
  symbolName,
  type Candidate,
} from '../../../src/plugins/search/lib/ranking';
import {apiSymbols, pageModule, symbolRecords} from '../../../src/plugins/search/symbols';

const candidate = (id: string, score: number, kind: Candidate['kind'], exact = false): Candidate => ({
  id,
  score,
  kind,
  exact,
});

describe('rankCandidates', () => {
  it('puts the guide before an API page that scores higher for a topic', () => {
    const ranked = rankCandidates([
      candidate('api', 38, 'api'),
      candidate('guide', 9, 'guide'),
      candidate('blog', 20, 'blog'),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual(['blog', 'guide', 'api']);
    // Still a guide at 9 beats the API page at 38: 38 × 0.2 < 9.
    expect(ranked.indexOf(ranked.find((entry) => entry.id === 'guide')!)).toBeLessThan(2);
  });

  it('puts symbols named exactly as the query first, the client before interfaces and plugins', () => {
    const ranked = rankCandidates([
      candidate('protocol-page', 50, 'protocol'),
      candidate('CommunicationProtocol.call_tool', 40, 'member', true),
      candidate('HttpCommunicationProtocol.call_tool', 45, 'plugin-member', true),
      candidate('UtcpClient.call_tool', 30, 'symbol', true),
      candidate('interface-page', 60, 'api'),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual([
      'UtcpClient.call_tool',
      'CommunicationProtocol.call_tool',
      'HttpCommunicationProtocol.call_tool',
      'interface-page',
      'protocol-page',
    ]);
  });

  it('leaves API symbols out of topic results, counts a record once and keeps ties in order', () => {
    const ranked = rankCandidates([
      candidate('a', 5, 'guide'),
      candidate('sym', 500, 'member'),
      candidate('b', 5, 'guide'),
      candidate('a', 5, 'guide'),
    ]);
    expect(ranked.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('query shapes and labels', () => {
  it('normalises names as the index files them', () => {
    expect(symbolName(' UtcpClient.call_tool() ')).toBe('utcpclient.call_tool');
    expect(couldBeSymbol('utcp.utcp_client.UtcpClient.call_tool')).toBe(true);
    expect(couldBeSymbol('call_tool()')).toBe(true);
    expect(couldBeSymbol('variable substitution')).toBe(false);
    expect(couldBeSymbol('utcp-file')).toBe(false);
    expect(couldBeSymbol('HttpCallTemplate')).toBe(true);
    // A plain word is a topic: it never loads the names' filter.
    expect(couldBeSymbol('streamable')).toBe(false);
    expect(couldBeSymbol('Security')).toBe(false);
    expect(exactNames('utcp.utcp_client.UtcpClient.call_tool()')).toEqual(['utcpclient.call_tool', 'call_tool']);
    expect(exactNames('call_tool')).toEqual(['call_tool']);
  });

  it('labels a result with its kind, and docs with their version', () => {
    expect(resultLabel('guide', '1.0')).toBe('Guide · 1.0');
    expect(resultLabel('member', 'current')).toBe('API · Next');
    expect(resultLabel('rfc', '1.0')).toBe('RFC');
    expect(resultLabel('blog', '1.0')).toBe('Blog');
  });

  it('maps each filter choice to the kinds it searches', () => {
    expect(kindsOf('guide')).toEqual(['guide', 'protocol']);
    expect(kindsOf('reference')).toEqual(['api', 'symbol', 'member', 'plugin-member']);
    expect(kindsOf('all')).toContain('registry');
  });
});

// As Docusaurus writes an API page (minified: unquoted attributes, no closing </tr> or </td>).
const apiPage =
  '<main><article><header><h1>utcp.utcp_client</h1></header><p>Intro</p>' +
  '<h2 class="anchor" id=utcpclient><code>UtcpClient</code><a href=#utcpclient class=hash-link>\u200b</a></h2>' +
  '<table><thead><tr><th>Field<th>Type<tbody><tr><td><code>config</code><td><code>UtcpClientConfig</code>' +
  '<tr><td><code>root_dir</code><td><code>str</code></table>' +
  '<h3 class="anchor" id=call_tool><code>call_tool()</code><a href=#call_tool class=hash-link>\u200b</a></h3>' +
  '<table><thead><tr><th>Parameter<th>Type<tbody><tr><td><code>tool_name</code><td><code>str</code></table>' +
  '<h2 id=example>Example</h2><h3 id=calling>Calling</h3>' +
  '<h2 id=create_client><code>create_client()</code></h2>' +
  '<h2 id=helper><code>Helper</code></h2><h3 id=call_tool-1><code>call_tool()</code></h3>' +
  '</article></main>';

describe('apiSymbols', () => {
  it('reads classes, module functions, methods and fields under every name a reader types', () => {
    expect(pageModule(apiPage)).toBe('utcp.utcp_client');
    const symbols = apiSymbols(apiPage, false);
    expect(symbols.map((symbol) => [symbol.title, symbol.anchor, symbol.kind])).toEqual([
      ['UtcpClient', 'utcpclient', 'symbol'],
      ['UtcpClient.config', 'utcpclient', 'member'],
      ['UtcpClient.root_dir', 'utcpclient', 'member'],
      ['UtcpClient.call_tool()', 'call_tool', 'symbol'],
      ['create_client()', 'create_client', 'symbol'],
      ['Helper', 'helper', 'symbol'],
      ['Helper.call_tool()', 'call_tool-1', 'member'],
    ]);
    expect(symbols[3].names).toEqual(['call_tool', 'UtcpClient.call_tool', 'utcp.utcp_client.UtcpClient.call_tool']);
    expect(apiSymbols(apiPage, true).at(-1)?.kind).toBe('plugin-member');
  });

  it('gives each symbol a record of its own URL, its names as text and as exact-match filter values', () => {
    const records = symbolRecords(apiSymbols(apiPage, false), '/api/core/utcp/utcp_client', 'utcp.utcp_client', '1.0');
    const urls = records.map((record) => record.url);
    expect(records.length).toBe(apiSymbols(apiPage, false).length);
    const plumbing = apiPage.replace('<code>Helper</code>', '<code>HelperSerializer</code>');
    expect(
      symbolRecords(apiSymbols(plumbing, false), '/p', 'p', '1.0').map((record) => record.meta.title),
    ).not.toContain('HelperSerializer.call_tool()');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('/api/core/utcp/utcp_client?pagefind-highlight=root_dir#utcpclient');
    const callTool = records.find((record) => record.url.endsWith('#call_tool'))!;
    expect(callTool.content).toContain('utcp.utcp_client.UtcpClient.call_tool');
    expect(callTool.filters).toEqual({
      version: ['1.0'],
      kind: ['symbol'],
      name: ['call_tool', 'utcpclient.call_tool'],
    });
    expect(callTool.meta).toEqual({
      title: 'UtcpClient.call_tool()',
      section: 'API reference',
      page: 'utcp.utcp_client',
    });
  });
});
