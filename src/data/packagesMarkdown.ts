/**
 * Plain-Markdown renderings of <InstallCommand> and <PackageTable>, for the
 * agent-readable copies of the pages (/llms-full.txt and each page's .md),
 * where JSX components would otherwise disappear. Same facts as the
 * components: src/data/packages.ts.
 */
import {installCommand, packagesFor, type DocsVersion, type PackageLanguage} from './packages';

const COMPONENT_TAG = /^([ \t]*)<(InstallCommand|PackageTable)\b([^>]*?)\/>[ \t]*$/gm;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function listAttribute(attributes: string, name: string): string[] | undefined {
  const list = new RegExp(`\\b${name}=\\{\\[([^\\]]*)\\]\\}`).exec(attributes)?.[1];
  return list === undefined
    ? undefined
    : [...list.matchAll(/"([^"]+)"|'([^']+)'/g)].map((match) => match[1] ?? match[2]);
}

function packageTableMarkdown(version: DocsVersion, language: PackageLanguage, names?: string[]): string {
  const facts = packagesFor(version, language).filter((fact) => !names || names.includes(fact.name));
  const rows = facts.map((fact) => {
    const types = fact.callTemplateTypes.length
      ? fact.callTemplateTypes.map((type) => `\`${type}\``).join(', ')
      : 'none';
    return `| \`${fact.name}\` | ${fact.published ? fact.version : 'not published'} | ${types} | ${fact.role} | ${fact.caveats.join(' ') || 'none'} |`;
  });
  return [
    '| Package | Version | Call template types | What it does | Caveats |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces each package component written on a line of its own with its Markdown equivalent. */
export function expandPackageComponents(source: string): string {
  return source.replace(COMPONENT_TAG, (tag, indent: string, component: string, attributes: string) => {
    const version = attribute(attributes, 'version') as DocsVersion | undefined;
    const language = attribute(attributes, 'language') as PackageLanguage | undefined;
    if (!version || !language) return tag;
    if (component === 'InstallCommand') {
      const names = listAttribute(attributes, 'packages') ?? [];
      return `${indent}\`\`\`bash\n${indent}${installCommand(version, language, names)}\n${indent}\`\`\``;
    }
    return packageTableMarkdown(version, language, listAttribute(attributes, 'names'));
  });
}
