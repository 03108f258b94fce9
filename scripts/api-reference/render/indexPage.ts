/** The /api index page of one docs version. */
import path from 'node:path';
import {indexPage} from '../../../data/api-reference';
import type {DocsVersion} from '../../../data/api-reference/types';
import {loadFacts} from '../../../data/protocol';
import {loadTsFacts} from '../../../data/ts-api';
import {paragraphs, type RenderContext} from './context';
import {relativeDocLink, resolveApiLinks} from '../../reference/links';
import {cell, codeCell, finish, frontMatter, refNote} from './markdown';
import {categoriesOf, compareKeys, pagesOf, sidebarKey} from './pages';
import {DATA_DIR, EDIT_BASE_URL} from './paths';
import {NEXT_PIN_KEY, versionPin} from '../../../src/config/versionPins';
import {NEXT_NAME} from '../../../src/config/versions';

/** The /api index page: how the reference is organized, the package versions, a link to every page. */
export function renderIndexPage(version: DocsVersion): string {
  const file = 'index';
  const facts = loadFacts(version);
  const ctx = {file} as RenderContext;
  const out: string[] = frontMatter({
    title: indexPage.title,
    sidebar_label: indexPage.sidebarLabel,
    sidebar_position: 1,
    description: indexPage.description,
    slug: '/api',
    custom_edit_url: `${EDIT_BASE_URL}${DATA_DIR}/index.ts`,
  });
  out.push(...paragraphs(indexPage.intro, ctx));
  const ts = loadTsFacts(version);
  const sdk = ts.packages.find((pkg) => pkg.dir === 'core');
  out.push(
    `**Using TypeScript?** The [TypeScript API reference](./typescript/index.md) covers \`@utcp/sdk\`${sdk ? ` ${sdk.version}` : ''} and its ${ts.packages.length - 1} plugin packages, generated from typescript-utcp at \`${ts.source.commit.slice(0, 7)}\`. A class below that has a TypeScript counterpart links to it.`,
    '',
  );
  const pin = versionPin(version);
  if (pin.changesSince) {
    const title = version === NEXT_PIN_KEY ? NEXT_NAME : `UTCP ${pin.line}`;
    const note = indexPage.changesNote(pin.line, pin.changesSince);
    out.push(`:::info[${title}]`, '', resolveApiLinks(note, file), '', ':::', '');
  }
  const pages = pagesOf(version);
  const documented = new Set(pages.map((p) => p.mod.package));
  out.push('## Which version this is', '');
  out.push(
    `These pages are generated from python-utcp at commit [\`${facts.source.commit.slice(0, 7)}\`](${facts.source.repository}/tree/${facts.source.commit})${refNote(facts.source)}. At that commit the documented distributions carry these versions:`,
    '',
    '| Distribution | Version | Python | Plugin entry point |',
    '| --- | --- | --- | --- |',
    ...facts.packages
      .filter((pkg) => documented.has(pkg.name))
      .map(
        (pkg) =>
          `| \`${pkg.name}\` | ${pkg.version} | \`${pkg.requires_python ?? 'any'}\` | ${pkg.plugin_entry_point ? codeCell(pkg.plugin_entry_point) : '—'} |`,
      ),
    '',
  );
  for (const section of indexPage.sections) out.push(`## ${section.title}`, '', ...paragraphs(section.body, ctx));
  const ordered = [...pages].sort((a, b) =>
    compareKeys(sidebarKey(a.page.file, a.page.sidebarPosition), sidebarKey(b.page.file, b.page.sidebarPosition)),
  );
  const categories = categoriesOf(version);
  for (const top of categories.filter((c) => !c.dir.includes('/')).sort((a, b) => a.position - b.position)) {
    out.push(`## ${top.label}`, '', resolveApiLinks(top.description, file), '');
    const children = categories
      .filter((c) => c.dir.startsWith(`${top.dir}/`) && c.dir.split('/').length === 2)
      .sort((a, b) => a.position - b.position);
    const groups = children.map((child) => ({
      title: child.label,
      description: child.description,
      members: ordered.filter((p) => p.page.file.startsWith(`${child.dir}/`)),
    }));
    const direct = ordered.filter((p) => path.posix.dirname(p.page.file) === top.dir);
    if (direct.length > 0)
      groups.push({title: top.directTitle ?? top.label, description: top.directDescription ?? '', members: direct});
    for (const group of groups) {
      out.push(`### ${group.title}`, '');
      if (group.description) out.push(resolveApiLinks(group.description, file), '');
      out.push('| Module | What it documents |', '| --- | --- |');
      for (const {page} of group.members)
        out.push(`| [\`${page.module}\`](${relativeDocLink(file, page.file)}) | ${cell(page.description)} |`);
      out.push('');
    }
  }
  return finish(out);
}
