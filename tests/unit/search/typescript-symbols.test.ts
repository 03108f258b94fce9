// cspell:ignore calltool communicationprotocol
import {describe, expect, it} from 'vitest';
import {rankCandidates, exactNames} from '../../../src/plugins/search/lib/ranking';
import {symbolRecords, typescriptSymbols} from '../../../src/plugins/search/symbols';

// A built TypeScript reference page as Docusaurus writes it: h3 per export, h4 per owner-qualified member.
const page = `
<h1>@utcp/sdk (TypeScript)</h1>
<h2 id="classes">Classes</h2>
<h3 id="utcpclient"><code>UtcpClient</code></h3>
<h4 id="utcpclient.constructor"><code>new UtcpClient()</code></h4>
<h4 id="utcpclient.config"><code>UtcpClient.config</code></h4>
<h4 id="utcpclient.calltool"><code>UtcpClient.callTool()</code></h4>
<h2 id="interfaces">Interfaces</h2>
<h3 id="communicationprotocol"><code>CommunicationProtocol</code></h3>
<h4 id="communicationprotocol.calltool"><code>CommunicationProtocol.callTool()</code></h4>
`;

describe('typescriptSymbols', () => {
  const symbols = typescriptSymbols(page);

  it('reads exports and owner-qualified methods with their ids and the package path', () => {
    expect(symbols.map((s) => [s.title, s.anchor, s.kind])).toEqual([
      ['UtcpClient', 'utcpclient', 'member'],
      ['UtcpClient.callTool()', 'utcpclient.calltool', 'member'],
      ['CommunicationProtocol', 'communicationprotocol', 'member'],
      ['CommunicationProtocol.callTool()', 'communicationprotocol.calltool', 'plugin-member'],
    ]);
    expect(symbols[1].names).toEqual(['callTool', 'UtcpClient.callTool', '@utcp/sdk/UtcpClient.callTool']);
  });

  it('files callTool and UtcpClient.callTool as exact names, and ranks the client method first', () => {
    const records = symbolRecords(symbols, '/api/typescript/core', '@utcp/sdk', '1.0');
    const client = records.find((r) => r.url.endsWith('#utcpclient.calltool'))!;
    expect(client.filters.name).toEqual(['calltool', 'utcpclient.calltool']);
    const names = exactNames('callTool');
    const candidates = records
      .filter((r) => r.filters.name.some((n) => names.includes(n)))
      .reverse()
      .map((r) => ({id: r.url, score: 1, kind: r.filters.kind[0], exact: true}));
    expect(rankCandidates(candidates)[0].id).toBe('/api/typescript/core#utcpclient.calltool');
  });
});
