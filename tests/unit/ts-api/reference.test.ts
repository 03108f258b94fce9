import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it, vi} from 'vitest';
import {loadTsFacts, TS_FACTS_VERSIONS} from '../../../data/ts-api';
import type {TsDocsVersion, TsPackage} from '../../../data/ts-api/types';
import {memberAnchor, memberHeading} from '../../../scripts/reference/tsAnchors';
import {compareVersion, pairClasses} from '../../../scripts/ts-api/parity';
import {declarationEntry, installedPackageDir, qualifiedNames} from '../../../scripts/ts-api/published';
import {renderTsVersion} from '../../../scripts/ts-api/render';

vi.mock('../../../data/ts-api/descriptions', () => ({
  tsDescription: (version: string, pkg: string, name: string) =>
    name === 'UtcpClient.callTool' || name === 'UtcpClient' ? `Described ${name} of ${pkg} (${version}).` : undefined,
}));

/**
 * The TypeScript reference against its facts and the published packages:
 * owner-qualified member headings, every member the published `.d.ts`
 * declares, the compiler's types, install lines the registry can serve,
 * descriptions under their headings, and the renamed parity pairs.
 */
const pages = new Map(TS_FACTS_VERSIONS.map((v) => [v, renderTsVersion(v)] as const));

function packagePage(version: TsDocsVersion, pkg: TsPackage): string {
  return pages.get(version)!.get(`${pkg.dir}.md`)!;
}

const eachPackage = TS_FACTS_VERSIONS.flatMap((version) =>
  loadTsFacts(version).packages.map((pkg) => ({version, pkg, label: `${version} ${pkg.name}`})),
);

/** The members a `.d.ts` declares directly in a class or interface, private ones left out. */
function declaredMembers(file: string): Map<string, string[]> {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = new Map<string, string[]>();
  for (const statement of sf.statements) {
    if (!(ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement)) || !statement.name) continue;
    const names = statement.members.flatMap((m) => {
      if (ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword)) {
        return ts.isConstructorDeclaration(m) ? ['constructor'] : [];
      }
      if (ts.isConstructorDeclaration(m)) return ['constructor'];
      if (ts.isIndexSignatureDeclaration(m)) return [];
      return m.name && ts.isIdentifier(m.name) ? [m.name.text] : [];
    });
    out.set(statement.name.text, [...(out.get(statement.name.text) ?? []), ...names]);
  }
  return out;
}

describe('TypeScript reference: names', () => {
  it.each(eachPackage)('$label: every member heading names its owner and has its qualified id', ({version, pkg}) => {
    const page = packagePage(version, pkg);
    let owner: string | null = null;
    let members = 0;
    for (const line of page.split('\n')) {
      const symbol = /^### `([\w$]+)(\(\))?`$/.exec(line);
      if (symbol) owner = symbol[1];
      if (!line.startsWith('#### ')) continue;
      members += 1;
      const heading = /^#### `(?:new ([\w$]+)\(\)|([\w$]+)[.[][^`]*)` \{\/\* #([^ ]+) \*\/\}$/.exec(line);
      expect(heading, line).not.toBeNull();
      expect(heading![1] ?? heading![2], line).toBe(owner);
    }
    const expected = pkg.symbols
      .filter((s) => s.kind === 'class' || s.kind === 'interface')
      .reduce((n, s) => n + s.dtsMembers.length, 0);
    expect(members).toBe(expected);
  });

  it.each(eachPackage)('$label: the page indexes every class with a link to each of its members', ({version, pkg}) => {
    const page = packagePage(version, pkg);
    for (const cls of pkg.symbols.filter((s) => s.kind === 'class')) {
      const line = page.split('\n').find((l) => l.startsWith(`- [\`${cls.name}\`](`));
      expect(line, cls.name).toBeDefined();
      for (const member of cls.dtsMembers) expect(line).toContain(`(#${memberAnchor(member)})`);
    }
  });

  it.each(eachPackage)('$label: qualifiedNames lists every symbol and member once', ({pkg}) => {
    expect(pkg.qualifiedNames).toEqual(qualifiedNames(pkg));
    expect(new Set(pkg.qualifiedNames).size).toBe(pkg.qualifiedNames.length);
  });
});

describe('TypeScript reference: members and types from the published .d.ts', () => {
  const published = eachPackage.filter(({pkg}) => pkg.declarations.from === 'npm');

  it('reads every published version the registry has, and emits the rest from source', () => {
    for (const {pkg} of eachPackage)
      expect(pkg.declarations.from, pkg.name).toBe(pkg.registry.versions.includes(pkg.version) ? 'npm' : 'source');
    // 1.0: sdk, direct-call, http, text; Next: sdk, http, mcp, text (a version cut from Next has its four).
    const publishedIn = (version: string) => published.filter((entry) => entry.version === version).length;
    expect([publishedIn('1.0'), publishedIn('next')]).toEqual([4, 4]);
  });

  it.each(published)('$label: lists every member its .d.ts declares, with a heading each', ({version, pkg}) => {
    const dir = installedPackageDir(pkg.name, pkg.version);
    expect(dir, `${pkg.name}@${pkg.version} installed`).not.toBeNull();
    const declared = declaredMembers(declarationEntry(dir!));
    const page = packagePage(version, pkg);
    for (const symbol of pkg.symbols) {
      if (symbol.kind !== 'class' && symbol.kind !== 'interface') continue;
      for (const name of declared.get(symbol.name) ?? []) {
        const member = symbol.dtsMembers.find((m) => m.name === name && m.inheritedFrom === null);
        expect(member, `${symbol.name}.${name}`).toBeDefined();
        expect(page).toContain(`#### ${memberHeading(member!)} {/* #${memberAnchor(member!)} */}`);
      }
    }
  });

  it.each(published)('$label: each shown declaration is the published one', ({version, pkg}) => {
    const entry = declarationEntry(installedPackageDir(pkg.name, pkg.version)!);
    const text = readFileSync(entry, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const page = packagePage(version, pkg);
    for (const symbol of pkg.symbols) {
      expect(symbol.dts, symbol.name).not.toBeNull();
      expect(page).toContain(`\`\`\`ts\n${symbol.dts}\n\`\`\``);
      // The head of each declaration appears in the published file, as the compiler printed it there.
      const head = symbol
        .dts!.split('\n')[0]
        .split(/[:=(<{]/)[0]
        .trim();
      expect(text, `${symbol.name}: ${head}`).toContain(head);
      for (const member of symbol.dtsMembers.filter((m) => m.inheritedFrom === null && m.kind !== 'enum-member')) {
        const first = member.declaration.split('\n')[0];
        expect(page, member.qualifiedName).toContain(`\`\`\`ts\n${member.declaration}\n\`\`\``);
        expect(text.replace(/\s+/g, ' '), member.qualifiedName).toContain(first.replace(/;$/, '').split('(')[0]);
      }
    }
  });

  it('1.0 UtcpClient has its public readonly config, variableSubstitutor and root_dir, and a private constructor', () => {
    const client = loadTsFacts('1.0')
      .packages.find((p) => p.name === '@utcp/sdk')!
      .symbols.find((s) => s.name === 'UtcpClient')!;
    for (const name of ['config', 'variableSubstitutor', 'root_dir']) {
      const member = client.dtsMembers.find((m) => m.name === name)!;
      expect([member.access, member.readonly, member.kind]).toEqual(['public', true, 'property']);
    }
    expect(client.dtsMembers.find((m) => m.name === 'root_dir')!.type).toBe('string | null');
    const ctor = client.dtsMembers.find((m) => m.kind === 'constructor')!;
    expect([ctor.access, ctor.factory]).toEqual(['private', 'UtcpClient.create']);
  });

  it('Next UtcpClient: protected constructor, the page sends readers to UtcpClient.create', () => {
    const sdk = loadTsFacts('next').packages.find((p) => p.name === '@utcp/sdk')!;
    const ctor = sdk.symbols.find((s) => s.name === 'UtcpClient')!.dtsMembers.find((m) => m.kind === 'constructor')!;
    expect([ctor.access, ctor.factory]).toEqual(['protected', 'UtcpClient.create']);
    expect(packagePage('next', sdk)).toContain(
      'The constructor is protected: code outside the class cannot call `new UtcpClient(...)`. Create an instance with [`UtcpClient.create()`](#utcpclient.create).',
    );
  });

  it('types are the compiler’s: override is boolean, default_strategy string, Zod constants typed', () => {
    for (const version of TS_FACTS_VERSIONS) {
      const sdk = loadTsFacts(version).packages.find((p) => p.name === '@utcp/sdk')!;
      const members = sdk.symbols.flatMap((s) => s.dtsMembers);
      const overrides = members.flatMap((m) =>
        (m.signatures ?? []).flatMap((sig) => sig.parameters.filter((p) => p.name === 'override')),
      );
      expect(overrides.length).toBeGreaterThan(3);
      for (const p of overrides) expect(p.type).toBe('boolean');
      const strategies = members.filter((m) => m.name === 'default_strategy');
      expect(strategies.length).toBeGreaterThan(0);
      for (const m of strategies) expect([m.type, m.static]).toEqual(['string', true]);
      for (const s of sdk.symbols.filter((x) => x.kind === 'variable' && /Schema$/.test(x.name)))
        expect(s.dts, s.name).toMatch(/^const \w+: z(\$1)?\.Zod\w+/);
    }
  });

  it('inherited members are listed on subclasses, marked, with a link to where they are declared', () => {
    const sdk = loadTsFacts('1.0').packages.find((p) => p.name === '@utcp/sdk')!;
    const serializer = sdk.symbols.find((s) => s.name === 'UtcpClientConfigSerializer')!;
    const copy = serializer.dtsMembers.find((m) => m.name === 'copy')!;
    expect(copy.inheritedFrom).toBe('Serializer');
    expect(copy.declaration).toBe('copy(obj: UtcpClientConfig): UtcpClientConfig');
    const page = packagePage('1.0', sdk);
    const section = page.slice(page.indexOf('#### `UtcpClientConfigSerializer.copy()`'));
    expect(section.slice(0, 400)).toContain('**Inherited** from [`Serializer.copy`](#serializer.copy)');
  });
});

describe('TypeScript reference: install lines', () => {
  it.each(eachPackage)('$label: an npm line only for a version the registry holds', ({version, pkg}) => {
    const page = packagePage(version, pkg);
    const lines = [...page.matchAll(/npm install (@utcp\/[\w-]+)@([\d.]+)/g)];
    if (pkg.registry.versions.includes(pkg.version)) {
      expect(lines.map((m) => `${m[1]}@${m[2]}`)).toEqual([`${pkg.name}@${pkg.version}`]);
    } else {
      expect(lines).toEqual([]);
      expect(page).toContain('- **Install:** not published:');
      expect(page).toContain(`bun run build:${pkg.dir}`);
    }
  });

  it('records the registry: file, cli and dotenv-loader unpublished, mcp 1.0.12 and direct-call 1.1.1 missing', () => {
    const byName = (version: TsDocsVersion, name: string) =>
      loadTsFacts(version).packages.find((p) => p.name === name)!;
    for (const name of ['@utcp/file', '@utcp/cli', '@utcp/dotenv-loader'])
      expect(byName('next', name).registry.versions).toEqual([]);
    expect(byName('1.0', '@utcp/mcp').registry.versions).not.toContain('1.0.12');
    expect(byName('next', '@utcp/direct-call').registry.versions).not.toContain('1.1.1');
    expect(byName('1.0', '@utcp/sdk').registry.versions).toContain('1.0.16');
  });
});

describe('TypeScript reference: descriptions', () => {
  it('puts the description of a symbol and of a member under its heading', () => {
    const sdk = loadTsFacts('next').packages.find((p) => p.name === '@utcp/sdk')!;
    const page = packagePage('next', sdk);
    expect(page).toContain('### `UtcpClient`\n\nDescribed UtcpClient of @utcp/sdk (next).\n');
    expect(page).toContain(
      '#### `UtcpClient.callTool()` {/* #utcpclient.calltool */}\n\nDescribed UtcpClient.callTool of @utcp/sdk (next).\n',
    );
  });
});

describe('TypeScript reference: parity pairs', () => {
  const SEVEN: [string, string][] = [
    ['TagAndDescriptionWordMatchStrategy', 'TagSearchStrategy'],
    ['InMemToolRepository', 'InMemConcurrentToolRepository'],
    ['TagAndDescriptionWordMatchStrategyConfigSerializer', 'TagSearchStrategyConfigSerializer'],
    ['InMemToolRepositoryConfigSerializer', 'InMemConcurrentToolRepositorySerializer'],
    ['FilterDictPostProcessorConfigSerializer', 'FilterDictPostProcessorSerializer'],
    ['LimitStringsPostProcessorConfigSerializer', 'LimitStringsPostProcessorSerializer'],
    ['SSECallTemplateSerializer', 'SseCallTemplateSerializer'],
  ];

  it.each(TS_FACTS_VERSIONS)('%s: pairs the seven renamed counterparts, each with its reason', (version) => {
    const {pairs, onlyPython, onlyTypescript} = compareVersion(version);
    for (const [py, tsName] of SEVEN) {
      const pair = pairs.find((p) => p.python === py);
      expect(pair?.typescript, py).toBe(tsName);
      expect(pair!.rule).not.toBe('name');
      expect(pair!.reason.length).toBeGreaterThan(10);
      expect(onlyPython).not.toContain(py);
      expect(onlyTypescript).not.toContain(tsName);
    }
    const page = pages.get(version)!.get('parity.md')!;
    for (const [py, tsName] of SEVEN)
      expect(page.split('\n').some((l) => l.startsWith(`| [\`${py}\`]`) && l.includes(`[\`${tsName}\`]`))).toBe(true);
  });

  it('does not pair implementations of a shared interface whose names differ (WebSocket / Direct)', () => {
    const pairs = pairClasses(
      [
        {name: 'CallTemplate', bases: []},
        {name: 'WebSocketCallTemplate', bases: ['CallTemplate']},
      ],
      [
        {name: 'CallTemplate', bases: []},
        {name: 'DirectCallTemplate', bases: ['CallTemplate']},
      ],
    );
    expect(pairs.map((p) => p.python)).toEqual(['CallTemplate']);
  });

  it('compares parameter defaults of paired methods', () => {
    const client = compareVersion('1.0').pairs.find((p) => p.python === 'UtcpClient')!;
    expect(client.parameterDefaults).toContainEqual({
      method: 'search_tools',
      parameter: 'limit',
      python: '10',
      typescript: '(optional, none)',
    });
  });
});

// Another change fills in the descriptions module; the renderer must import exactly it.
it('the renderer reads descriptions from data/ts-api/descriptions.ts', () => {
  const source = readFileSync(path.join(__dirname, '..', '..', '..', 'scripts', 'ts-api', 'render.ts'), 'utf8');
  expect(source).toContain("from '../../data/ts-api/descriptions'");
});
