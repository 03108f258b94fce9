/**
 * The studio's account of how python-utcp's request differs from @utcp/http's,
 * checked against requests recorded from python-utcp at the pinned commits
 * (npx tsx scripts/studio/record-python-requests.ts writes the fixtures).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REQUEST_CASES} from '../../../scripts/studio/requestCases';
import {pythonJsonDumps, pythonView} from '../../../src/lib/studio/pythonDifferences';
import {previewRequest} from '../../../src/lib/studio/requestPreview';
import {loadLine} from '../../../src/lib/studio/utcpLine';

interface PythonRecord {
  id: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  error?: string;
}

const ORIGIN = 'http://127.0.0.1:9';

describe.each(['1.0', 'next'] as const)('python-utcp requests, line %s', (line) => {
  const fixture = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'studio', `python-requests-${line}.json`), 'utf8'),
  ) as {commit: string; records: PythonRecord[]};
  const facts = JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', 'data', 'protocol', `${line}.json`), 'utf8'),
  ) as {
    source: {commit: string};
  };

  it('were recorded at the commit the line pins', () => {
    expect(fixture.commit).toBe(facts.source.commit);
    expect(fixture.records.map((record) => record.id)).toEqual(REQUEST_CASES.map((item) => item.id));
  });

  it.each(REQUEST_CASES.map((item) => [item.id, item] as const))(
    'are predicted from the @utcp/http request: %s',
    async (_id, item) => {
      const template = JSON.parse(JSON.stringify(item.template).replace('{origin}', ORIGIN)) as Record<string, unknown>;
      const input = {...item, template, line};
      const request = await previewRequest(input);
      const {DefaultVariableSubstitutor} = await loadLine(line);
      const substituted = await new DefaultVariableSubstitutor().substitute(
        template,
        {variables: item.variables},
        item.manualName,
      );
      const view = pythonView(substituted, item.args, request);
      const record = fixture.records.find((candidate) => candidate.id === item.id)!;
      if (record.error) {
        expect(view.request).toBeUndefined();
        expect(view.error).toMatch(/TypeError/);
        expect(record.error).toMatch(/^TypeError/);
        return;
      }
      expect(view.request).toBeDefined();
      const url = new URL(view.request!.url);
      expect(view.request!.method).toBe(record.method);
      expect(`${url.pathname}${url.search}`).toBe(record.path);
      expect(view.request!.headers).toEqual(record.headers);
      expect(view.request!.body ?? '').toBe(record.body);
    },
  );

  it('names each difference it finds', async () => {
    const cookie = REQUEST_CASES.find((item) => item.id === 'api-key-in-cookie')!;
    const request = await previewRequest({...cookie, line, template: {...cookie.template, url: `${ORIGIN}/api/books`}});
    expect(request.headers).not.toHaveProperty('Cookie');
    const view = pythonView(cookie.template, cookie.args, request);
    expect(view.differences.join(' ')).toMatch(/cookie session/);
  });
});

describe('python json.dumps', () => {
  it('writes separators and escapes as Python does', () => {
    expect(pythonJsonDumps({a: [1, 'é'], b: {c: null, d: true}})).toBe(
      '{"a": [1, "\\u00e9"], "b": {"c": null, "d": true}}',
    );
  });
});
