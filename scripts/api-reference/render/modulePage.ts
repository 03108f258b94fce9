/** The page of one python-utcp module: header, changes since 1.0, sections, items in source order, examples. */
import {proseSourceFile} from '../../../data/api-reference';
import type {DocsVersion, PageProse} from '../../../data/api-reference/types';
import {findModule, findPackage, loadFacts} from '../../../data/protocol';
import type {ClassFacts, ConstantFacts, FunctionFacts, ModuleFacts, ProtocolFacts} from '../../../data/protocol/types';
import {loadTsFacts} from '../../../data/ts-api';
import {buildTsIndex} from '../../reference/tsAnchors';
import {moduleChanges} from './changes';
import {renderClass, typescriptLine} from './classes';
import {paragraphs, type RenderContext} from './context';
import {declaration, type Declaration} from './declarations';
import {renderFunction} from './functions';
import {resolveApiLinks, type SymbolTarget} from '../../reference/links';
import {finish, frontMatter, SIGNATURE_FENCE, refSuffix} from './markdown';
import {buildSymbolIndex} from './pages';
import {DATA_DIR, EDIT_BASE_URL} from './paths';
import {versionPin} from '../../../src/config/versionPins';

function renderConstant(c: ConstantFacts, prose: string | undefined, ctx: RenderContext): string[] {
  const code = `${c.name}${c.annotation ? `: ${c.annotation}` : ''} = ${c.value ?? '...'}`;
  const value = c.value ?? '';
  const kind = /^TypeVar\(/.test(value)
    ? 'type variable'
    : /^(Union|Optional|Literal|Dict|List|Tuple|Callable)\[/.test(value) || c.annotation === 'TypeAlias'
      ? 'type alias'
      : 'module constant';
  ctx.declarations.push(declaration(ctx.mod.name, null, c.name, code, {kind}));
  return [
    `## \`${c.name}\``,
    '',
    SIGNATURE_FENCE,
    code,
    '```',
    '',
    `**Kind:** ${kind}`,
    '',
    ...typescriptLine(c.name, ctx),
    ...paragraphs(prose ? [prose] : [], ctx),
  ];
}

/** Items of a module in source order: public classes, functions and constants. */
export function moduleItems(
  mod: ModuleFacts,
): (
  | {kind: 'class'; facts: ClassFacts}
  | {kind: 'function'; facts: FunctionFacts}
  | {kind: 'constant'; facts: ConstantFacts}
)[] {
  return [
    ...mod.classes.filter((c) => c.public).map((facts) => ({kind: 'class' as const, facts})),
    ...mod.functions.filter((f) => f.public).map((facts) => ({kind: 'function' as const, facts})),
    ...mod.constants.map((facts) => ({kind: 'constant' as const, facts})),
  ].sort((a, b) => a.facts.line - b.facts.line);
}

function renderExamples(page: PageProse, ctx: RenderContext): string[] {
  const out: string[] = [page.examples.length > 1 ? '## Examples' : '## Example', ''];
  for (const example of page.examples) {
    out.push(`### ${example.title}`, '');
    if (example.intro) out.push(resolveApiLinks(example.intro, ctx.file), '');
    const fence = example.meta ? `\`\`\`${example.language} ${example.meta}` : `\`\`\`${example.language}`;
    out.push(fence, example.code.replace(/\n+$/, ''), '```', '');
  }
  return out;
}

export function sourceUrl(facts: ProtocolFacts, file: string, line?: number): string {
  return `${facts.source.repository}/blob/${facts.source.commit}/${file}${line ? `#L${line}` : ''}`;
}

/** The MDX page of one module for one docs version. */
export function renderModulePage(
  page: PageProse,
  version: DocsVersion,
  symbols: Map<string, SymbolTarget> = buildSymbolIndex(version),
): string {
  return modulePage(page, version, symbols).text;
}

/** The page of one module and the declarations of its signature blocks, in page order. */
export function modulePage(
  page: PageProse,
  version: DocsVersion,
  symbols: Map<string, SymbolTarget> = buildSymbolIndex(version),
): {text: string; declarations: Declaration[]} {
  const facts = loadFacts(version);
  const mod = findModule(facts, page.module);
  if (!mod) throw new Error(`${page.module} is not in the ${version} facts`);
  const pkg = findPackage(facts, mod.package)!;
  const ctx: RenderContext = {
    version,
    facts,
    mod,
    file: page.file,
    symbols,
    typescript: buildTsIndex(loadTsFacts(version)),
    declarations: [],
  };
  const out: string[] = frontMatter({
    title: page.module,
    sidebar_label: page.sidebarLabel,
    sidebar_position: page.sidebarPosition,
    description: page.description,
    slug: `/api/${page.route}`,
    custom_edit_url: `${EDIT_BASE_URL}${DATA_DIR}/${proseSourceFile(page)}`,
  });
  out.push(...paragraphs(page.purpose, ctx));
  out.push(
    `- **Package:** \`${pkg.name}\` ${pkg.version}${pkg.requires_python ? ` (Python \`${pkg.requires_python}\`)` : ''}: \`pip install ${pkg.name}\``,
    `- **Import:** \`${page.importLine}\``,
    `- **Source:** [\`${mod.path}\`](${sourceUrl(facts, mod.path)}) at python-utcp \`${facts.source.commit.slice(0, 7)}\`${refSuffix(facts.source)}`,
    '',
  );
  const since = versionPin(version).changesSince;
  if (since) {
    out.push(`## Changed since ${since}`, '');
    const changes = moduleChanges(
      findModule(loadFacts(since), page.module),
      mod,
      findPackage(loadFacts(since), pkg.name),
      pkg,
    );
    if (changes.length > 0) out.push(...changes.map((line) => `- ${line}`), '');
    else out.push(`No public class, function, field or signature of this module changed since ${since}.`, '');
    out.push(...paragraphs(page.behaviorChanges, ctx));
  }
  for (const section of page.sections ?? []) out.push(`## ${section.title}`, '', ...paragraphs(section.body, ctx));
  for (const item of moduleItems(mod)) {
    if (item.kind === 'class') out.push(...renderClass(item.facts, page, ctx));
    else if (item.kind === 'function')
      out.push(...renderFunction(item.facts, page.functions?.[item.facts.name], 2, ctx, null));
    else out.push(...renderConstant(item.facts, page.constants?.[item.facts.name], ctx));
  }
  out.push(...renderExamples(page, ctx));
  return {text: finish(out), declarations: ctx.declarations};
}
