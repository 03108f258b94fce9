/**
 * Finds the prose of a method: its own, completed by the prose of the method
 * serializer conventions, then by the prose of the method it overrides (base
 * classes resolved through the facts). An implementation therefore only says what differs
 * from its interface.
 */
import {apiPages, proseForVersion} from '../../../data/api-reference';
import type {FunctionProse} from '../../../data/api-reference/types';
import {ancestors, moduleOfClass} from '../../../data/protocol';
import type {ClassFacts, ProtocolFacts} from '../../../data/protocol/types';
import {defaultClassProse} from './conventions';

function ownMethodProse(facts: ProtocolFacts, cls: ClassFacts, name: string): FunctionProse | undefined {
  const module = moduleOfClass(facts, cls).name;
  const page = apiPages.find((p) => p.module === module);
  return page && proseForVersion(page, facts.version).classes?.[cls.name]?.methods?.[name];
}

/** The merged prose of `cls.name()`, or undefined when neither the class nor a base describes it. */
export function methodProse(facts: ProtocolFacts, cls: ClassFacts, name: string): FunctionProse | undefined {
  // Own prose first, then the serializer convention (it names the model), then the bases.
  const found = [
    ownMethodProse(facts, cls, name),
    defaultClassProse(cls, facts)?.methods?.[name],
    ...ancestors(facts, cls).map((base) => ownMethodProse(facts, base, name)),
  ].filter((p): p is FunctionProse => p !== undefined);
  if (found.length === 0) return undefined;
  const params: Record<string, string> = {};
  for (const prose of [...found].reverse()) Object.assign(params, prose.params);
  // Exceptions belong to the behavior the summary describes, so they come from the same prose.
  const primary = found.find((p) => p.summary.length > 0) ?? found[0];
  return {
    summary: primary.summary,
    params,
    returns: primary.returns ?? found.find((p) => p.returns)?.returns,
    raises: primary.raises,
  };
}
