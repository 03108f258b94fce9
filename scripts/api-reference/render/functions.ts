/** Functions and methods: the Python signature, the parameter table, returns, registrations and raises. */
import type {FunctionProse} from '../../../data/api-reference/types';
import type {FunctionFacts} from '../../../data/protocol/types';
import {defaultParamProse} from './conventions';
import {paragraphs, type RenderContext} from './context';
import {resolveApiLinks} from '../../reference/links';
import {declaration, type ParameterRow, type ReturnsLine} from './declarations';
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

interface ParameterLine {
  facts: FunctionFacts['parameters'][number];
  row: ParameterRow;
}

/** The rows of a function's parameter table (the bound `self` / `cls` left out); none: "Takes no arguments." */
function parameterLines(fn: FunctionFacts, inClass: boolean): ParameterLine[] {
  return fn.parameters.slice(boundParameterCount(fn, inClass)).map((p) => ({
    facts: p,
    row: {
      name: p.kind === 'var_positional' ? `*${p.name}` : p.kind === 'var_keyword' ? `**${p.name}` : p.name,
      type: p.annotation || null,
      default: p.default ?? (p.kind.startsWith('var_') ? '—' : 'required'),
    },
  }));
}

function renderParams(params: ParameterLine[], prose: FunctionProse | undefined, ctx: RenderContext): string[] {
  if (params.length === 0) return ['Takes no arguments.', ''];
  const rows = params.map(({facts: p, row}) => {
    const type = row.type ? renderType(row.type, ctx.file, ctx.symbols) : 'not annotated';
    const description = prose?.params?.[p.name] ?? defaultParamProse(p.name) ?? '';
    const dflt = p.default !== null ? codeCell(p.default) : row.default;
    return `| ${codeCell(row.name)} | ${type} | ${dflt} | ${cell(resolveApiLinks(description, ctx.file))} |`;
  });
  return ['| Parameter | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

/** The "Returns" / "Yields" line: shown when the function has a return annotation or prose about its result. */
function returnsLine(fn: FunctionFacts, prose: FunctionProse | undefined): ReturnsLine | null {
  // A generator wrapped by @(async)contextmanager is called for the context manager it returns.
  const managed = fn.decorators.some((d) => /^(contextlib\.)?(async)?contextmanager$/.test(d));
  const label = fn.generator && !managed ? (fn.async ? 'Yields (async generator)' : 'Yields (generator)') : 'Returns';
  if (fn.returns) return {label, type: fn.returns};
  return prose?.returns ? {label, type: null} : null;
}

/** A function (owner null) or a method of `owner`: heading, signature block, parameter table, result line and more. */
export function renderFunction(
  fn: FunctionFacts,
  prose: FunctionProse | undefined,
  level: 2 | 3,
  ctx: RenderContext,
  owner: string | null,
): string[] {
  const params = parameterLines(fn, owner !== null);
  const returns = returnsLine(fn, prose);
  const code = pythonSignature(fn);
  ctx.declarations.push(
    declaration(ctx.mod.name, owner, fn.name, code, {
      parameters: params.length > 0 ? params.map((p) => p.row) : null,
      returns,
    }),
  );
  const out: string[] = [`${'#'.repeat(level)} \`${fn.name}()\``, '', SIGNATURE_FENCE, code, '```', ''];
  out.push(...paragraphs(prose?.summary, ctx));
  out.push(...renderParams(params, prose, ctx));
  const returnText = prose?.returns ? ` ${resolveApiLinks(prose.returns, ctx.file)}` : '';
  if (returns?.type)
    out.push(`**${returns.label}:** ${renderType(returns.type, ctx.file, ctx.symbols)}.${returnText}`, '');
  else if (returns) out.push(`**${returns.label}** (not annotated):${returnText}`, '');
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
