import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

const ROOT = path.join(__dirname, '..', '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts;

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, {steps: Step[]; needs?: string | string[]}>;
}

/** Every project script or file a shell line refers to: `npm run x`, `npm test`, `bash path`. */
export function referencesOf(run: string): {npmScripts: string[]; files: string[]} {
  const npmScripts = [...run.matchAll(/npm (?:run(?:-script)? )([\w:-]+)/g)].map((match) => match[1]!);
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
        for (const step of steps.filter((candidate) => candidate.uses)) {
          expect(step.uses, file).toMatch(/@[0-9a-f]{40}$/);
          const line = text.split('\n').find((candidate) => candidate.includes(step.uses!));
          expect(line, `${step.uses} in ${file}`).toMatch(/# v\d/);
        }
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
    expect(deploy.needs).toBe('test');
    // One build a run: the deploy job ships the artifact and builds nothing.
    expect(deploy.steps.every((step) => !step.run)).toBe(true);
    expect(deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages'))).toBe(true);
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
