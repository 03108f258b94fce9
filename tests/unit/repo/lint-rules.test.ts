import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

/**
 * The lint rules that keep removed patterns out: each is fed a line that
 * breaks it, at a path the rule covers, and must report it.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const eslint = new ESLint({cwd: ROOT});
/** The first lint loads the project's whole ESLint configuration: seconds on a busy 2-core machine. */
const LINT_TIMEOUT_MS = 60_000;

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, filePath)});
  return (result?.messages ?? []).map((message) => message.message);
}

describe('lint rules that keep brittle patterns out', () => {
  it.each([
    ['a fixed sleep', 'await page.waitForTimeout(500);', 'fixed sleeps'],
    ['a wall-clock measure', 'const started = Date.now();', 'wall-clock'],
    ['a performance timer', 'const started = performance.now();', 'wall-clock'],
    ['a CSS-module class selector', 'page.locator(\'[class*="codeBlock"]\');', 'CSS-module class'],
  ])(
    'rejects %s in a browser test',
    async (_name, line, message) => {
      const code = `import {test} from './fixtures';\ntest('x', async ({page}) => {\n  ${line}\n});\n`;
      const messages = await messagesFor(code, 'tests/e2e/lint-probe.spec.ts');
      expect(messages.some((text) => text.includes(message))).toBe(true);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'accepts the same file without them',
    async () => {
      const code = `import {expect, test} from './fixtures';\ntest('x', async ({page}) => {\n  await expect(page.getByRole('heading')).toBeVisible();\n});\n`;
      expect(await messagesFor(code, 'tests/e2e/lint-probe.spec.ts')).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects an import of scripts/ from src/',
    async () => {
      const messages = await messagesFor(
        "import {x} from '../../../scripts/lib/options';\nexport default x;\n",
        'src/lib/probe.ts',
      );
      expect(messages.some((text) => text.includes('must not import from scripts/'))).toBe(true);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'rejects reading process.argv by index in a script',
    async () => {
      const messages = await messagesFor('export const first = process.argv[2];\n', 'scripts/lint-probe.ts');
      expect(messages.some((text) => text.includes('parseOptions'))).toBe(true);
    },
    LINT_TIMEOUT_MS,
  );
});
