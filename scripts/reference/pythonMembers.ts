/** Which members of a python-utcp class the references document one by one. */
import type {ClassFacts, FunctionFacts} from '../../data/protocol/types';

export const HOOK_DECORATOR = /^(field_validator|model_validator|field_serializer|model_serializer)\b(?:\((.*)\))?/;

/** Pydantic validator and serializer methods: summarised per class instead of documented one by one. */
export function isHook(fn: FunctionFacts): boolean {
  return fn.decorators.some((d) => HOOK_DECORATOR.test(d));
}

/** Methods that get their own heading: public (dunders included) and not pydantic hooks. */
export function publicMethods(cls: ClassFacts): FunctionFacts[] {
  return cls.methods.filter((m) => m.public && !isHook(m));
}
