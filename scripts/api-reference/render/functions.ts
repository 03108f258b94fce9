/** Functions and methods: the Python signature, the parameter table, returns, registrations and raises. */
import type {FunctionProse} from '../../../data/api-reference/types';
import type {FunctionFacts} from '../../../data/protocol/types';
import {defaultParamProse} from './conventions';
import {paragraphs, type RenderContext} from './context';
import {resolveApiLinks} from '../../reference/links';
import {cell, codeCell, SIGNATURE_FENCE} from './markdown';
import {renderType} from './typeExpr';

/** Whether a method's first parameter is the instance or class (left out of parameter tables). */
function boundParameterCount(fn: FunctionFacts, inClass: boolean): number {
  if (!inClass || fn.decorators.includes('staticmethod')) return 0;
  return fn.parameters.length > 0 && fn.parameters[0].kind !== 'var_positional' ? 1 : 0;
}

function parameterText(p: FunctionFacts['parameters'][number]): string {
  const prefix = p.kind === 'var_positional' ? '*' : p.kind === 'var_keyword' ? '**' : '';
  let text = prefix + p.name;
  if (p.annotation) text += `: ${p.annotation}`;
  if (p.default !== null) text += p.annotation ? ` = ${p.default}` : `=${p.default}`;
  return text;
}

/** The Python signature of a function as the source declares it (decorators, async, annotations). */
export function pythonSignature(fn: FunctionFacts): string {
  const params: string[] = [];
  fn.parameters.forEach((p, index) => {
    const previous = fn.parameters[index - 1];
    if (
      p.kind === 'keyword_only' &&
      (!previous || previous.kind !== 'keyword_only') &&
      !fn.parameters.some((q) => q.kind === 'var_positional')
    ) {
      params.push('*');
    }
    params.push(parameterText(p));
    if (p.kind === 'positional_only' && fn.parameters[index + 1]?.kind !== 'positional_only') params.push('/');
  });
  const head = `${fn.async ? 'async ' : ''}def ${fn.name}(`;
  const tail = fn.returns ? `) -> ${fn.returns}` : ')';
  const oneLine = `${head}${params.join(', ')}${tail}`;
  const body = oneLine.length <= 88 ? oneLine : `${head}\n${params.map((p) => `    ${p},`).join('\n')}\n${tail}`;
  return [...fn.decorators.map((d) => `@${d}`), body].join('\n');
}

function renderParams(
  fn: FunctionFacts,
  prose: FunctionProse | undefined,
  ctx: RenderContext,
  inClass: boolean,
): string[] {
  const params = fn.parameters.slice(boundParameterCount(fn, inClass));
  if (params.length === 0) return ['Takes no arguments.', ''];
  const rows = params.map((p) => {
    const type = p.annotation ? renderType(p.annotation, ctx.file, ctx.symbols) : 'not annotated';
    const description = prose?.params?.[p.name] ?? defaultParamProse(p.name) ?? '';
    const name = p.kind === 'var_positional' ? `*${p.name}` : p.kind === 'var_keyword' ? `**${p.name}` : p.name;
    const dflt = p.default !== null ? codeCell(p.default) : p.kind.startsWith('var_') ? '—' : 'required';
    return `| ${codeCell(name)} | ${type} | ${dflt} | ${cell(resolveApiLinks(description, ctx.file))} |`;
  });
  return ['| Parameter | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

export function renderFunction(
  fn: FunctionFacts,
  prose: FunctionProse | undefined,
  level: 2 | 3,
  ctx: RenderContext,
  inClass: boolean,
): string[] {
  const out: string[] = [`${'#'.repeat(level)} \`${fn.name}()\``, '', SIGNATURE_FENCE, pythonSignature(fn), '```', ''];
  out.push(...paragraphs(prose?.summary, ctx));
  out.push(...renderParams(fn, prose, ctx, inClass));
  // A generator wrapped by @(async)contextmanager is called for the context manager it returns.
  const managed = fn.decorators.some((d) => /^(contextlib\.)?(async)?contextmanager$/.test(d));
  const label = fn.generator && !managed ? (fn.async ? 'Yields (async generator)' : 'Yields (generator)') : 'Returns';
  const returnText = prose?.returns ? ` ${resolveApiLinks(prose.returns, ctx.file)}` : '';
  if (fn.returns) out.push(`**${label}:** ${renderType(fn.returns, ctx.file, ctx.symbols)}.${returnText}`, '');
  else if (returnText) out.push(`**${label}** (not annotated):${returnText}`, '');
  if (fn.registrations && fn.registrations.length > 0) {
    out.push('**Registers:**', '', '| Function | Type key | Instance of |', '| --- | --- | --- |');
    for (const r of fn.registrations) {
      const cls = r.class ? renderType(r.class, ctx.file, ctx.symbols) : '—';
      out.push(`| \`${r.function}()\` | ${codeCell(JSON.stringify(r.key))} | ${cls} |`);
    }
    out.push('');
  }
  if (prose?.raises && prose.raises.length > 0) {
    out.push('**Raises:**', '');
    for (const [type, when] of prose.raises)
      out.push(`- ${renderType(type, ctx.file, ctx.symbols)}: ${resolveApiLinks(when, ctx.file)}`);
    out.push('');
  }
  return out;
}
