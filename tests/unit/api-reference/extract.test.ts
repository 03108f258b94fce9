import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {main, moduleName, stableStringify, versionForRef} from '../../../scripts/api-reference/extract';
import type {ProtocolFacts} from '../../../data/protocol/types';

// A tiny python-utcp-shaped repository: one core package and one plugin, src layout.
const FILES: Record<string, string> = {
  'core/pyproject.toml':
    '[project]\nname = "utcp"\nversion = "9.9.1"\nrequires-python = ">=3.10"\ndependencies = ["pydantic>=2.0"]\n',
  'core/src/utcp/__init__.py': '',
  'core/src/utcp/data/__init__.py': '',
  'core/src/utcp/data/call_template.py': [
    'from typing import ClassVar, List, Literal, Optional',
    'from pydantic import BaseModel, Field',
    'class CallTemplate(BaseModel):',
    '    """Docstrings are never extracted."""',
    '    name: str = Field(default_factory=lambda: "x", description="prose")',
    '    call_template_type: str',
    '    registry: ClassVar[dict] = {}',
    'class HttpTemplate(CallTemplate):',
    '    call_template_type: Literal["http"] = "http"',
    '    timeout: Optional[float] = Field(default=30.0, alias="timeoutSeconds")',
    '    tags: List[str] = []',
    '    async def stream(self, caller, count: int = 3) -> int:',
    '        yield count',
    'LIMIT: int = 10',
    '_hidden = 1',
    '',
  ].join('\n'),
  'plugins/p/pyproject.toml':
    '[project]\nname = "utcp-p"\nversion = "0.0.2"\ndependencies = []\n[project.entry-points."utcp.plugins"]\np = "utcp_p:register"\n',
  'plugins/p/src/utcp_p/__init__.py':
    'from utcp.plugins.discovery import register_call_template\ndef register():\n    register_call_template("p", PSerializer())\n',
  'plugins/p/tests/test_p.py': 'this is not parsed(',
};

let repo: string;
let out: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});
}

function writeRepoFile(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  writeFileSync(path.join(repo, file), text);
}

function run(...args: string[]): {code: number; stderr: string} {
  const errors: string[] = [];
  const errorSpy = vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
  const logSpy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return {code: main([...args, '--out', out]), stderr: errors.join('\n')};
  } finally {
    errorSpy.mockRestore();
    logSpy.mockRestore();
  }
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'api-extract-repo-'));
  out = mkdtempSync(path.join(tmpdir(), 'api-extract-out-'));
  execFileSync('git', ['init', '-q', '-b', 'main', repo]);
  for (const [file, text] of Object.entries(FILES)) writeRepoFile(file, text);
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'fixture');
  git('branch', 'v1.0');
  writeRepoFile('core/src/utcp/broken.py', 'class Broken(:\n');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'broken');
  git('branch', 'broken');
});

afterAll(() => {
  rmSync(repo, {recursive: true, force: true});
  rmSync(out, {recursive: true, force: true});
});

describe('api:extract', () => {
  it('maps refs to docs versions', () => {
    expect(versionForRef('v1.0')).toBe('1.0');
    expect(versionForRef('main')).toBe('next');
    expect(versionForRef('v0.1')).toBe('0.1');
    expect(() => versionForRef('feature-x')).toThrow(/--version/);
    expect(moduleName('utcp/data/__init__.py')).toBe('utcp.data');
  });

  it('extracts packages, fields, methods and constants without docstrings, deterministically', () => {
    expect(run(repo, 'v1.0').code).toBe(0);
    const first = readFileSync(path.join(out, '1.0.json'), 'utf8');
    expect(run(repo, 'v1.0').code).toBe(0);
    expect(readFileSync(path.join(out, '1.0.json'), 'utf8')).toBe(first);
    expect(first).toBe(stableStringify(JSON.parse(first)));
    expect(first).not.toContain('Docstrings');
    expect(first).not.toContain('prose');

    const facts = JSON.parse(first) as ProtocolFacts;
    expect(facts.version).toBe('1.0');
    expect(facts.source.commit).toBe(git('rev-parse', 'v1.0').trim());
    expect(facts.packages.map((p) => [p.name, p.version, p.plugin_entry_point])).toEqual([
      ['utcp', '9.9.1', null],
      ['utcp-p', '0.0.2', 'utcp_p:register'],
    ]);
    expect(facts.modules.map((m) => m.name)).toEqual(['utcp', 'utcp.data', 'utcp.data.call_template', 'utcp_p']);

    const mod = facts.modules.find((m) => m.name === 'utcp.data.call_template')!;
    const [base, http] = mod.classes;
    expect(base.pydantic).toBe(true);
    expect(http.pydantic).toBe(true);
    expect(base.fields.map((f) => f.name)).toEqual(['name', 'call_template_type']);
    expect(base.class_attributes.map((a) => a.name)).toEqual(['registry']);
    expect(base.fields[0]).toMatchObject({default: null, default_factory: 'lambda: "x"', required: false});
    expect(base.fields[1]).toMatchObject({annotation: 'str', required: true});
    const [type, timeout, tags] = http.fields;
    expect(type).toMatchObject({literal_values: ['http'], default_value: 'http', required: false});
    expect(timeout).toMatchObject({
      annotation: 'Optional[float]',
      default: '30.0',
      default_value: 30,
      alias: 'timeoutSeconds',
    });
    expect(tags).toMatchObject({default: '[]', default_value: []});
    expect(http.methods[0]).toMatchObject({name: 'stream', async: true, generator: true, returns: 'int', line: 12});
    expect(http.methods[0].parameters.map((p) => [p.name, p.annotation, p.default])).toEqual([
      ['self', null, null],
      ['caller', null, null],
      ['count', 'int', '3'],
    ]);
    expect(mod.constants.map((c) => [c.name, c.value_json])).toEqual([['LIMIT', 10]]);
    const register = facts.modules.find((m) => m.name === 'utcp_p')!.functions[0];
    expect(register.registrations).toEqual([
      {function: 'register_call_template', key: 'p', class: 'PSerializer', line: 3},
    ]);
  });

  it('writes nothing when a Python file does not parse', () => {
    expect(run(repo, 'v1.0').code).toBe(0);
    const before = readFileSync(path.join(out, '1.0.json'), 'utf8');
    const result = run(repo, 'broken', '--version', '1.0');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/broken\.py: syntax error at line 1/);
    expect(result.stderr).toMatch(/nothing written/);
    expect(readFileSync(path.join(out, '1.0.json'), 'utf8')).toBe(before);
    expect(readdirSync(out).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('writes nothing when the ref does not exist', () => {
    const result = run(repo, 'v7.0', '--version', 'next');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/rev-parse/);
    expect(result.stderr).toMatch(/nothing written/);
    expect(existsSync(path.join(out, 'next.json'))).toBe(false);
  });
});
