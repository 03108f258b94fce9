/**
 * Prose that follows from python-utcp's own conventions, so the data does not
 * repeat it page after page: the per-model serializers, the parameters every
 * communication protocol method shares, and pydantic validator/serializer hooks.
 */
import type {ClassProse} from '../../src/data/api-reference/types';
import type {ClassFacts, FunctionFacts} from '../../src/data/protocol/types';

const COMMON_PARAMS: Record<string, string> = {
  caller: 'The client making the call.',
  tool_name: 'Full tool name, `<manual>.<tool>`.',
  tool_args: 'The arguments for the tool, matching its `inputs` schema.',
  tool_call_template: "The tool's call template, variables already substituted.",
  manual_call_template: "The manual's call template, variables already substituted.",
};

/** Description of a parameter that means the same wherever it appears; undefined for others. */
export function defaultParamProse(name: string): string | undefined {
  return COMMON_PARAMS[name];
}

const HOOK_DECORATOR = /^(field_validator|model_validator|field_serializer|model_serializer)\b(?:\((.*)\))?/;

/** Pydantic validator and serializer methods: summarised per class instead of documented one by one. */
export function isHook(fn: FunctionFacts): boolean {
  return fn.decorators.some((d) => HOOK_DECORATOR.test(d));
}

/** `validate_auth` validates `auth` (before) — from the decorator as written. */
export function hookSummary(fn: FunctionFacts): string {
  const decorator = fn.decorators.map((d) => HOOK_DECORATOR.exec(d)).find(Boolean)!;
  const [, kind, args = ''] = decorator;
  const fields = [...args.matchAll(/^\s*["']([^"']+)["']|,\s*["']([^"']+)["']/g)].map((m) => `\`${m[1] ?? m[2]}\``);
  const mode = /mode\s*=\s*["'](\w+)["']/.exec(args)?.[1];
  const verb = kind.endsWith('serializer') ? 'serializes' : 'validates';
  const target = kind.startsWith('model') ? 'the whole model' : fields.join(', ');
  return `\`${fn.name}\` ${verb} ${target}${mode ? ` (${mode})` : ''}`;
}

/** Methods that get their own heading: public (dunders included) and not pydantic hooks. */
export function publicMethods(cls: ClassFacts): FunctionFacts[] {
  return cls.methods.filter((m) => m.public && !isHook(m));
}

/** The model a `Serializer[Model]` subclass converts, or undefined. */
export function serializedModel(cls: ClassFacts): string | undefined {
  for (const base of cls.bases) {
    const match = /^Serializer\[(\w+)\]$/.exec(base);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Prose for a serializer of one model, used where the page data says nothing
 * else: python-utcp writes every one of them the same way (model_dump /
 * model_validate, validation errors wrapped in UtcpSerializerValidationError).
 */
export function defaultClassProse(cls: ClassFacts): ClassProse | undefined {
  const model = serializedModel(cls);
  if (!model) return undefined;
  const dataParam = cls.methods.find((m) => m.name === 'validate_dict')?.parameters[1]?.name ?? 'obj';
  return {
    summary: [
      `Converts \`${model}\` objects to dicts and back. The plugin that defines \`${model}\` registers an instance of it, so code seldom creates one itself.`,
    ],
    methods: {
      to_dict: {summary: ['Dumps the model to a JSON-ready dict.'], params: {obj: `The \`${model}\` to convert.`}, returns: 'A plain dict.'},
      validate_dict: {
        summary: ['Validates a dict with pydantic and builds the model from it.'],
        params: {[dataParam]: 'Raw data, e.g. parsed from JSON.'},
        returns: `The validated \`${model}\`.`,
        raises: [['UtcpSerializerValidationError', `The dict is not a valid \`${model}\` (missing or mistyped field).`]],
      },
    },
  };
}
