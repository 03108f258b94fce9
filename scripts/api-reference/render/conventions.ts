/**
 * Prose that follows from python-utcp's own conventions, so the data does not
 * repeat it page after page: the per-model serializers, the parameters every
 * communication protocol method shares, and pydantic validator/serializer hooks.
 */
import type {ClassProse} from '../../../data/api-reference/types';
import {findClass, resolveClassName} from '../../../data/protocol';
import type {ClassFacts, FunctionFacts, ProtocolFacts} from '../../../data/protocol/types';
import {HOOK_DECORATOR, isHook, publicMethods} from '../../reference/pythonMembers';

export {isHook, publicMethods};

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

/** The model a `Serializer[Model]` subclass converts, or undefined. */
export function serializedModel(cls: ClassFacts): string | undefined {
  for (const base of cls.bases) {
    const match = /^Serializer\[(\w+)\]$/.exec(base);
    if (match) return match[1];
  }
  return undefined;
}

/** The registry a polymorphic serializer dispatches through: a class-level `dict[str, Serializer[...]]`. */
function registryAttribute(cls: ClassFacts): string | undefined {
  const annotated = [...cls.fields, ...cls.class_attributes].find(
    (a) => a.annotation && /^(dict|Dict)\[str, *(Serializer|Type\[Serializer)/.test(a.annotation),
  );
  return annotated?.name;
}

/** The discriminating field of a model (`auth_type`, `variable_loader_type`, ...), read from its facts. */
function typeKeyOf(facts: ProtocolFacts, cls: ClassFacts, model: string): string | undefined {
  const mod = facts.modules.find((m) => m.classes.includes(cls));
  const target = mod && (resolveClassName(facts, mod, model) ?? findClass(facts, `${mod.name}.${model}`));
  return target?.fields.find((f) => f.name.endsWith('_type'))?.name;
}

/**
 * Prose for serializers, used where the page data says nothing else.
 * python-utcp writes them in two ways, each the same everywhere: one model
 * (model_dump / model_validate, errors wrapped in UtcpSerializerValidationError),
 * or polymorphic (look up the serializer registered for the type key and delegate).
 */
export function defaultClassProse(cls: ClassFacts, facts?: ProtocolFacts): ClassProse | undefined {
  const model = serializedModel(cls);
  if (!model) return undefined;
  const dataParam = cls.methods.find((m) => m.name === 'validate_dict')?.parameters[1]?.name ?? 'obj';
  const key = facts && registryAttribute(cls) ? typeKeyOf(facts, cls, model) : undefined;
  if (key) {
    return {
      summary: [
        `Polymorphic serializer for \`${model}\`: it hands each object or dict to the serializer registered for its \`${key}\`.`,
      ],
      methods: {
        to_dict: {
          summary: [`Delegates to the serializer registered for the object's \`${key}\`.`],
          params: {obj: `Any registered \`${model}\` implementation.`},
          returns: `The dict produced by the serializer registered for \`obj.${key}\`.`,
          raises: [['KeyError', `No serializer is registered for \`obj.${key}\`.`]],
        },
        validate_dict: {
          summary: [`Reads \`${key}\`, picks the registered serializer and lets it validate the dict.`],
          params: {[dataParam]: `Raw data with a \`${key}\` key.`},
          returns: `An instance of the concrete class registered for \`${key}\`.`,
          raises: [
            [
              'ValueError',
              `The \`${key}\` value has no registered serializer (or that serializer raised \`KeyError\`).`,
            ],
            ['KeyError', `The dict has no \`${key}\` key at all.`],
            [
              'UtcpSerializerValidationError',
              'The registered serializer rejects the data; the message carries the original traceback.',
            ],
          ],
        },
      },
    };
  }
  return {
    summary: [
      `Converts \`${model}\` objects to dicts and back. The plugin that defines \`${model}\` registers an instance of it, so code seldom creates one itself.`,
    ],
    methods: {
      to_dict: {
        summary: ['Dumps the model to a JSON-ready dict.'],
        params: {obj: `The \`${model}\` to convert.`},
        returns: 'A plain dict.',
      },
      validate_dict: {
        summary: ['Validates a dict with pydantic and builds the model from it.'],
        params: {[dataParam]: 'Raw data, e.g. parsed from JSON.'},
        returns: `The validated \`${model}\`.`,
        raises: [
          ['UtcpSerializerValidationError', `The dict is not a valid \`${model}\` (missing or mistyped field).`],
        ],
      },
    },
  };
}
