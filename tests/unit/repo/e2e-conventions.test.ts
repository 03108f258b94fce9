import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const E2E = path.join(__dirname, '..', '..', 'e2e');

describe('browser tests', () => {
  const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

  it('take `test` from the fixtures that stub the GitHub API', () => {
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      const source = readFileSync(path.join(E2E, spec), 'utf8');
      expect(source, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures';/);
      expect(source, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';/);
    }
  });
});
