/**
 * Every sentence of the site's prose that states behaviour cites the key(s) of data/behaviour it
 * states, right after it (`{/* behaviour: key@case *\/}`); a citation that claims a value must
 * match what the implementations of the page's version observed; a cited key whose outcomes
 * differ between those implementations needs a sentence that says which does what. Sentences
 * not yet converted are listed in tests/behaviour/citations-pending.json, which may only shrink.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPOSITORY_ROOT} from '../../../data/behaviour/index';
import type {BehaviourKey} from '../../../data/behaviour/types';
import {
  citationReport,
  citedSentences,
  implementationsFor,
  PENDING_PATH,
  readPending,
  mdxTableCells,
  scanMdx,
  scanSite,
  scanTsApiYaml,
  scanYaml,
  TS_API_PENDING_PATH,
  uncitedMessage,
  type CitedSentence,
} from '../../../scripts/behaviour/citations';

/**
 * Lower this when sentences are converted; it may never rise. It counts distinct sentences (by
 * hash): a version cut copies Next's pages, and their pending entries, without adding any. It fell
 * to 0, then table cells joined the check (2026-11-29) with 237 sentences of their own.
 */
const PENDING_CEILING = 0;

/** The same for the TypeScript reference's descriptions, which joined the check at 270 sentences. */
const TS_API_PENDING_CEILING = 0;

const sentences = scanSite();
const pending = readPending();
const report = citationReport(sentences, pending);

function read(file: string): string {
  return readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');
}

/** The report's messages for the sentences of one changed file, the rest of the site as it is. */
function messagesWith(file: string, scanned: CitedSentence[]): string[] {
  const changed = citationReport([...sentences.filter((s) => s.file !== file), ...scanned], pending);
  return [...changed.uncited.map(uncitedMessage), ...changed.problems];
}

const FALSE_SENTENCE = '`call_tool` returns `None` for an unknown tool.';

describe('behaviour citations', () => {
  it('binds a marker to the sentence it follows, not to its paragraph', () => {
    const found = citedSentences(
      'A call raises. {/* behaviour: client.call.unknown-tool */} It returns a list. {/* probe: sse-call-steps */}',
    );
    expect(found.map((s) => [s.sentence, s.citations.map((c) => c.key), s.legacy])).toEqual([
      ['A call raises.', ['client.call.unknown-tool'], []],
      ['It returns a list.', [], ['probe: sse-call-steps']],
    ]);
  });

  it('reads a claimed value or error from a citation', () => {
    const [one] = citedSentences(
      'It returns nothing. {/* behaviour: sse.events.line-endings@crlf=[], a.b.c@d!KeyError */}',
    );
    expect(
      one.citations.map(({key, caseId, claimedValue, claimedError}) => ({key, caseId, claimedValue, claimedError})),
    ).toEqual([
      {key: 'sse.events.line-endings', caseId: 'crlf', claimedValue: [], claimedError: undefined},
      {key: 'a.b.c', caseId: 'd', claimedValue: undefined, claimedError: 'KeyError'},
    ]);
  });

  it('finds every behaviour sentence cited or pending, and every citation true for its page', () => {
    expect(report.uncited.map(uncitedMessage)).toEqual([]);
    expect(report.problems).toEqual([]);
  });

  it('keeps the pending list shrinking: no stale entry, no more entries than the ceiling', () => {
    expect(report.stalePending.map((e) => `${e.file} ${e.hash} ${e.start}`)).toEqual([]);
    expect(new Set(readPending(PENDING_PATH).map((entry) => entry.hash)).size).toBeLessThanOrEqual(PENDING_CEILING);
    expect(new Set(readPending(TS_API_PENDING_PATH).map((entry) => entry.hash)).size).toBeLessThanOrEqual(
      TS_API_PENDING_CEILING,
    );
  });

  it('fails on a false behaviour sentence added to the TypeScript descriptions, naming it', () => {
    const file = 'data/ts-api/descriptions/core.yaml';
    const falseTs = '`callTool` returns `undefined` for an unknown tool.';
    const text = `${read(file)}\nUtcpClient.added: '${falseTs}'\n`;
    const messages = messagesWith(file, scanTsApiYaml(file, text));
    expect(messages.some((m) => m.includes(file) && m.includes(falseTs))).toBe(true);
  });

  it('reads the keys of a differs entry as the citation of its one behaviour sentence, not of several', () => {
    const file = 'data/ts-api/descriptions/core.yaml';
    const one = scanTsApiYaml(
      file,
      "A:\n  text: 'It always throws.'\n  differs: A\n  keys: [client.call.unknown-tool]\n",
    );
    expect(one.map((s) => s.citations.map((c) => c.key))).toEqual([['client.call.unknown-tool']]);
    const two = scanTsApiYaml(
      file,
      "A:\n  text: 'It always throws. It never returns.'\n  differs: A\n  keys: [client.call.unknown-tool]\n",
    );
    expect(two.map((s) => s.citations.length)).toEqual([0, 0]);
  });

  it('fails on a false behaviour sentence added to a guide, naming it', () => {
    const file = 'docs/protocols/cli.md';
    const messages = messagesWith(file, scanMdx(file, `${read(file)}\n\n${FALSE_SENTENCE}\n`));
    expect(messages.some((m) => m.includes(file) && m.includes(FALSE_SENTENCE))).toBe(true);
  });

  it('fails on a false behaviour sentence added to the RFC, naming it', () => {
    const file = 'about/RFC.md';
    const messages = messagesWith(file, scanMdx(file, `${read(file)}\n\n${FALSE_SENTENCE}\n`));
    expect(messages.some((m) => m.includes(file) && m.includes(FALSE_SENTENCE))).toBe(true);
  });

  it('fails on a false behaviour sentence added to the API prose YAML, naming it', () => {
    const file = 'data/api-reference/pages/core/utcp_client.yaml';
    const text = read(file).replace(/^purpose:\n/m, `purpose:\n  - '${FALSE_SENTENCE.replace(/'/g, "''")}'\n`);
    const messages = messagesWith(file, scanYaml(file, text));
    expect(messages.some((m) => m.includes(file) && m.includes(FALSE_SENTENCE))).toBe(true);
  });

  it('fails on a cited sentence whose claimed outcome the runs contradict, naming it', () => {
    const file = 'versioned_docs/version-1.0/protocols/sse.md';
    const wrong =
      'With CRLF line endings every event is returned. {/* behaviour: sse.events.line-endings@crlf=[{"n": 1}, "two"] */}';
    const messages = messagesWith(file, scanMdx(file, `${read(file)}\n\n${wrong}\n`));
    expect(
      messages.some((m) => m.includes('With CRLF line endings every event is returned.') && m.includes('python-1.0')),
    ).toBe(true);
  });

  it('checks a citation written in a table cell like one in a paragraph', () => {
    const file = 'versioned_docs/version-1.0/protocols/sse.md';
    const row =
      '| CRLF | every event is returned {/* behaviour: sse.events.line-endings@crlf=[{"n": 1}, "two"] */} | `a \\| b` |';
    const messages = messagesWith(
      file,
      scanMdx(file, `${read(file)}\n\n| Endings | Events | Note |\n| --- | --- | --- |\n${row}\n`),
    );
    expect(messages.some((m) => m.includes('every event is returned') && m.includes('python-1.0'))).toBe(true);
    expect(
      mdxTableCells(
        `| H1 | H2 | H3 |\n| --- | --- | --- |\n| a | b {/* behaviour: k@c */} | c \\| d |\n| **Label** | e | f |`,
      ),
    ).toEqual(['a', 'b {/* behaviour: k@c */}', 'c \\| d', 'e', 'f']);
  });

  it('accepts a sentence about another standard cited by its published text, and no other address', () => {
    const file = 'docs/utcp-vs-mcp.md';
    const row = (cite: string) =>
      `| Aspect | MCP |\n| --- | --- |\n| x | Every server announces changes to its tool list. {/* spec: ${cite} */} |\n`;
    const good = citationReport(scanMdx(file, row('https://modelcontextprotocol.io/specification/2025-06-18')), []);
    expect(good.uncited).toEqual([]);
    expect(good.problems).toEqual([]);
    const bad = citationReport(scanMdx(file, row('https://example.com/blog')), []);
    expect(bad.problems.some((p) => p.includes('cites spec https://example.com/blog'))).toBe(true);
  });

  it('fails on a behaviour sentence in a table cell that cites nothing', () => {
    const file = 'docs/protocols/sse.md';
    const row = '| CRLF | The client returns every event when the server sends CRLF line endings. |';
    const sentences = scanMdx(file, `${read(file)}\n\n| Endings | Events |\n| --- | --- |\n${row}\n`);
    const report = citationReport(sentences, []);
    expect(report.uncited.some((s) => s.where === 'table cell' && s.sentence.includes('returns every event'))).toBe(
      true,
    );
  });

  it('fails on a cited key whose implementations differ when the sentence does not say which', () => {
    const file = 'data/api-reference/pages/plugins/websocket/websocket_call_template.yaml';
    const sentence =
      'It accepts `ws://localhost.example.com`. {/* behaviour: websocket.template.url-rule@ws-lookalike-host */}';
    const text = read(file).replace(/^purpose:\n/m, `purpose:\n  - '${sentence}'\n`);
    const messages = messagesWith(file, scanYaml(file, text));
    expect(messages.some((m) => m.includes('It accepts `ws://localhost.example.com`.') && m.includes('differ'))).toBe(
      true,
    );
  });
});

describe('site and not-behaviour markers', () => {
  it('counts a sentence cited by a site test or marked not behaviour as cited', () => {
    const file = 'about/contributing.md';
    const text =
      'Every page ends with an edit link. {/* site: tests/e2e/layout.spec.ts */} ' +
      'We never merge on Fridays. {/* not-behaviour: a project habit, stated by the maintainers */}';
    const found = scanMdx(file, text);
    expect(found.map((s) => [s.siteTests, s.notBehaviour])).toEqual([
      [['tests/e2e/layout.spec.ts'], []],
      [[], ['a project habit, stated by the maintainers']],
    ]);
    const changed = citationReport(found, []);
    expect(changed.uncited).toEqual([]);
  });

  it('fails on a site marker naming no test file, or a title the file does not have', () => {
    const file = 'about/contributing.md';
    const problems = citationReport(
      scanMdx(
        file,
        'It is served. {/* site: tests/e2e/no-such.spec.ts */} It is built. {/* site: tests/e2e/layout.spec.ts#no test has this title */}',
      ),
      [],
    ).problems;
    expect(problems, problems.join('\n')).toHaveLength(2);
    expect(problems[0]).toContain('no-such.spec.ts');
    expect(problems[1]).toContain('no test titled so');
  });

  it('refuses a not-behaviour marker in a guide, the RFC or the API prose', () => {
    for (const file of ['docs/protocols/cli.md', 'about/RFC.md']) {
      const problems = citationReport(
        scanMdx(file, '`call_tool` never raises. {/* not-behaviour: just an opinion of ours */}'),
        [],
      ).problems;
      expect(problems.some((m) => m.includes(file) && m.includes('only the about pages, the blog'))).toBe(true);
    }
  });

  it("accepts a not-behaviour marker in the RFC's comparison table, not in its other tables", () => {
    const table = (heading: string) =>
      `## ${heading}\n\n| Approach | Call path |\n| --- | --- |\n| x | Application code calls the tool. {/* not-behaviour: describes an approach other than UTCP */} |\n`;
    const problemsUnder = (heading: string) => citationReport(scanMdx('about/RFC.md', table(heading)), []).problems;
    expect(problemsUnder('12. Comparison with other approaches')).toEqual([]);
    expect(problemsUnder('5. Call templates').some((m) => m.includes('is marked not-behaviour'))).toBe(true);
  });
});

describe('the implementations a sentence speaks for', () => {
  const key = {
    key: 'http.request.query',
    title: 'query',
    applies: ['python-1.1', 'sdk-1.1'],
    cases: [{id: 'null', what: 'a null value'}],
  } as unknown as BehaviourKey;
  const sentence = (text: string): CitedSentence => ({
    file: 'docs/protocols/http.md',
    kind: 'guide',
    versions: ['next'],
    where: 'line 1',
    sentence: text,
    cues: [],
    citations: [],
    legacy: [],
    siteTests: [],
    notBehaviour: [],
    specs: [],
  });

  it('reads a package name in backticks as naming TypeScript', () => {
    expect(implementationsFor(sentence('`@utcp/http` drops a null value.'), key)).toEqual(['sdk-1.1']);
    expect(implementationsFor(sentence('TypeScript drops a null value.'), key)).toEqual(['sdk-1.1']);
  });

  it('reads a sentence naming neither language as speaking for both', () => {
    expect(implementationsFor(sentence('A null value is dropped.'), key)).toEqual(['python-1.1', 'sdk-1.1']);
  });

  it('reads a TypeScript reference sentence as speaking for TypeScript unless it names Python', () => {
    const both = {...key, applies: ['python-1.1', 'sdk-1.1']} as unknown as BehaviourKey;
    const ts = (text: string): CitedSentence => ({...sentence(text), kind: 'ts-api-yaml'});
    expect(implementationsFor(ts('A null value is dropped.'), both)).toEqual(['sdk-1.1']);
    expect(implementationsFor(ts('Python drops a null value.'), both)).toEqual(['python-1.1']);
  });

  it('reads a Python reference sentence as speaking for Python unless it names TypeScript', () => {
    const both = {...key, applies: ['python-1.1', 'sdk-1.1']} as unknown as BehaviourKey;
    const py = (text: string): CitedSentence => ({...sentence(text), kind: 'api-yaml'});
    expect(implementationsFor(py('A null value is dropped.'), both)).toEqual(['python-1.1']);
    expect(implementationsFor(py('TypeScript drops a null value.'), both)).toEqual(['sdk-1.1']);
  });

  it('reads an RFC sentence as speaking for the 1.0 line unless it names 1.1', () => {
    const both = {...key, applies: ['python-1.0', 'python-1.1', 'sdk-1.0', 'sdk-1.1']} as unknown as BehaviourKey;
    const rfc = (text: string): CitedSentence => ({...sentence(text), file: 'about/RFC.md', versions: ['1.0', 'next']});
    expect(implementationsFor(rfc('A null value is dropped.'), both)).toEqual(['python-1.0', 'sdk-1.0']);
    expect(implementationsFor(rfc('In 1.1 a null value is dropped.'), both)).toEqual(['python-1.1', 'sdk-1.1']);
    expect(implementationsFor(rfc('Python drops a null value in 1.0 and 1.1.'), both)).toEqual([
      'python-1.0',
      'python-1.1',
    ]);
  });
});
