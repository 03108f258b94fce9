/**
 * Dependencies sit where their use says: a package the site's build runs or ships (src/ and the
 * Docusaurus config, type-only imports aside) is in `dependencies`; `devDependencies` hold what
 * tests, lints, measures and generates it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function siteFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return siteFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The package a bare import specifier names: `@scope/name` or `name`. */
export function packageOf(specifier: string): string | undefined {
  if (/^(\.|node:|@site\/|@theme|@generated\/)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages a file imports at run time: static imports and re-exports that are not type-only, and import(). */
export function runtimeImports(text: string): string[] {
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap((specifier) => packageOf(specifier) ?? []);
}

describe('package.json', () => {
  it('lists every package the site imports at run time in dependencies, not devDependencies', () => {
    const files = [...siteFiles('src'), 'docusaurus.config.ts', 'sidebars.ts', 'aboutSidebars.ts'];
    const misplaced = files.flatMap((file) =>
      runtimeImports(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((name) => name in pkg.devDependencies)
        .map((name) => `${file}: ${name}`),
    );
    expect(misplaced).toEqual([]);
    expect(pkg.dependencies).toHaveProperty('@utcp/sdk');
    expect(pkg.dependencies).toHaveProperty('utcp-sdk-11');
  });

  it('reads type-only imports apart from run-time ones', () => {
    const text = "import type {A} from 'x';\nimport {b} from 'y/z';\nexport {c} from '@s/c/d';\nconst m = import('w');";
    expect(runtimeImports(text)).toEqual(['y', '@s/c', 'w']);
  });
});
