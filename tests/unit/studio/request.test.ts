/**
 * The studio's request preview against the real thing: the same tool call
 * made by @utcp/http (1.0 and 1.1) over a loopback socket must arrive with the
 * method, URL, headers and body the preview shows.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  maskSecrets,
  previewRequest,
  requiredVariables,
  type PreviewInput,
} from '../../../src/lib/studio/requestPreview';
import {loadLine, type StudioLine} from '../../../src/lib/studio/utcpLine';
import {REQUEST_CASES} from '../../../scripts/studio/requestCases';
import {startRecordingServer, type RecordedRequest, type RecordingServer} from '../../support/recordingServer';

let server: RecordingServer;
let origin = '';
let received: RecordedRequest[] = [];

beforeAll(async () => {
  server = await startRecordingServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  ({origin, received} = server);
});

afterAll(() => server.close());

/** A case of the python-utcp comparison (scripts/studio/requestCases.ts), sent to this test's server. */
function atOrigin(id: string): Omit<PreviewInput, 'line'> {
  const {id: _id, template, ...input} = REQUEST_CASES.find((item) => item.id === id)!;
  return {...input, template: {...template, url: String(template.url).replace('{origin}', origin)}};
}

const cases = (): Array<{label: string; input: Omit<PreviewInput, 'line'>}> => [
  {label: 'an API key in the query', input: atOrigin('api-key-in-query')},
  {
    label: 'a body, a path parameter, a header field and basic auth',
    input: {
      manualName: 'my_shop',
      toolName: 'add_item',
      template: {
        name: 'my_shop',
        call_template_type: 'http',
        http_method: 'POST',
        url: `${origin}/shelves/{shelf}/items`,
        body_field: 'item',
        header_fields: ['X-Request-Id'],
        headers: {'X-Client': 'studio-test'},
        auth: {auth_type: 'basic', username: '${USER}', password: 'p@ss'},
      },
      args: {shelf: 'a b', item: {title: 'Dune', tags: ['sf']}, 'X-Request-Id': 'r-1', extra: true},
      variables: {my__shop_USER: 'alice'},
    },
  },
];

async function callForReal(line: StudioLine, input: Omit<PreviewInput, 'line'>): Promise<RecordedRequest> {
  const {HttpCommunicationProtocol, DefaultVariableSubstitutor} = await loadLine(line);
  const template = await new DefaultVariableSubstitutor().substitute(
    input.template,
    {variables: input.variables},
    input.manualName,
  );
  received.length = 0;
  await new HttpCommunicationProtocol().callTool(
    undefined,
    `${input.manualName}.${input.toolName}`,
    {...input.args},
    template,
  );
  expect(received).toHaveLength(1);
  return received[0];
}

describe.each(['1.0', 'next'] as const)('request preview, line %s', (line) => {
  it.each([0, 1])('shows what @utcp/http sends (case %i)', async (index) => {
    const {input} = cases()[index];
    const preview = await previewRequest({...input, line});
    const actual = await callForReal(line, input);
    expect(preview.method).toBe(actual.method);
    const url = new URL(preview.url);
    expect(url.origin).toBe(origin);
    expect(`${url.pathname}${url.search}`).toBe(actual.url);
    expect(preview.body ?? '').toBe(actual.body);
    for (const [name, value] of Object.entries(preview.headers)) {
      expect(actual.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('puts a query API key, path parameters and the body where @utcp/http does', async () => {
    const [query, body] = cases();
    const first = await previewRequest({...query.input, line});
    expect(first.url).toBe(`${origin}/api/books?q=moby+dick&limit=2&key=k-123`);
    expect(first.body).toBeUndefined();
    const second = await previewRequest({...body.input, line});
    expect(second.url).toBe(`${origin}/shelves/a%20b/items?extra=true`);
    expect(second.headers).toMatchObject({
      'X-Client': 'studio-test',
      'X-Request-Id': 'r-1',
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from('alice:p@ss').toString('base64')}`,
    });
    expect(JSON.parse(second.body ?? '')).toEqual({title: 'Dune', tags: ['sf']});
  });

  it('names variables as the client looks them up, and fails like the client when one is missing', async () => {
    const [, body] = cases();
    expect(await requiredVariables(line, body.input.template, 'my_shop')).toEqual(['my__shop_USER']);
    await expect(previewRequest({...body.input, line, variables: {}})).rejects.toThrow(/my__shop_USER/);
  });
});

describe('masking', () => {
  it('hides credential headers and variable values', () => {
    const masked = maskSecrets(
      {
        method: 'GET',
        url: 'https://x.example/?key=k-123',
        headers: {Authorization: 'Basic abc', Accept: 'a'},
        body: 'k-123',
      },
      ['k-123'],
    );
    expect(masked).toEqual({
      method: 'GET',
      url: 'https://x.example/?key=•••',
      headers: {Authorization: '•••', Accept: 'a'},
      body: '•••',
    });
  });
});
