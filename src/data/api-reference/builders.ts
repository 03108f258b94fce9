/**
 * Small constructors for shapes that repeat across python-utcp: the
 * per-model serializers (model_dump / model_validate) and the registry
 * serializers that dispatch on a type key to a plugin's serializer.
 */
import type {ApiClass, ApiFunction, ApiRaise} from './types';

const VALIDATION_ERROR = 'UtcpSerializerValidationError';

interface ModelSerializerOptions {
  name: string;
  /** The model it converts, e.g. `ApiKeyAuth`. */
  target: string;
  /** How `to_dict` dumps the model, e.g. `model_dump()`. */
  dump?: string;
  /** Parameter name of `validate_dict` in the source (`obj` or `data`). */
  validateParam?: 'obj' | 'data';
  /** Overrides the exception `validate_dict` raises. */
  validateRaises?: ApiRaise[];
  summary?: string[];
}

/** A serializer that turns one pydantic model into a dict and back. */
export function modelSerializer(options: ModelSerializerOptions): ApiClass {
  const {name, target, dump = 'model_dump()', validateParam = 'obj'} = options;
  const toDict: ApiFunction = {
    kind: 'function',
    name: 'to_dict',
    methodKind: 'method',
    params: [{name: 'obj', type: target, description: `The \`${target}\` to convert.`}],
    returns: {type: 'dict', description: `A plain dict made with \`${dump}\`.`},
    summary: [`Dumps the model to a JSON-ready dict.`],
  };
  const validateDict: ApiFunction = {
    kind: 'function',
    name: 'validate_dict',
    methodKind: 'method',
    params: [{name: validateParam, type: 'dict', description: `Raw data, e.g. parsed from JSON.`}],
    returns: {type: target, description: `The validated \`${target}\`.`},
    raises: options.validateRaises ?? [
      {type: VALIDATION_ERROR, when: `The dict does not describe a valid \`${target}\` (missing or mistyped field).`},
    ],
    summary: [`Validates a dict with pydantic and builds the model from it.`],
  };
  return {
    kind: 'class',
    name,
    classKind: 'serializer',
    bases: [`Serializer[${target}]`],
    summary: options.summary ?? [
      `Converts \`${target}\` objects to dicts and back. The plugin loader registers an instance of it, so code rarely needs to create one directly.`,
    ],
    methods: [toDict, validateDict],
  };
}

interface RegistrySerializerOptions {
  name: string;
  /** The abstract base it handles, e.g. `Auth`. */
  target: string;
  /** Name of the discriminating key, e.g. `auth_type`. */
  typeKey: string;
  /** The class attribute holding the registry. */
  registry: string;
  registryType: string;
  /** The discovery function that fills the registry. */
  registerFunction: string;
  /** Extra class attributes (e.g. the default type). */
  extraAttributes?: ApiClass['classAttributes'];
  validateParam?: 'obj' | 'data';
  summary: string[];
}

/** A serializer that looks up the serializer registered for a type key and delegates to it. */
export function registrySerializer(options: RegistrySerializerOptions): ApiClass {
  const {name, target, typeKey, registry, registryType, registerFunction, validateParam = 'data'} = options;
  return {
    kind: 'class',
    name,
    classKind: 'serializer',
    bases: [`Serializer[${target}]`],
    summary: options.summary,
    classAttributes: [
      {
        name: registry,
        type: registryType,
        value: '{}',
        description: `Maps each \`${typeKey}\` value to the serializer that handles it. Shared by all instances; filled by [\`${registerFunction}()\`](${registerFunctionLink(registerFunction)}).`,
      },
      ...(options.extraAttributes ?? []),
    ],
    methods: [
      {
        kind: 'function',
        name: 'to_dict',
        methodKind: 'method',
        params: [{name: 'obj', type: target, description: `Any registered \`${target}\` implementation.`}],
        returns: {type: 'dict', description: `The dict produced by the serializer registered for \`obj.${typeKey}\`.`},
        raises: [{type: 'KeyError', when: `No serializer is registered for \`obj.${typeKey}\`.`}],
        summary: [`Delegates to the serializer registered for the object's \`${typeKey}\`.`],
      },
      {
        kind: 'function',
        name: 'validate_dict',
        methodKind: 'method',
        params: [{name: validateParam, type: 'dict', description: `Raw data with a \`${typeKey}\` key.`}],
        returns: {type: target, description: `An instance of the concrete class registered for \`${typeKey}\`.`},
        raises: [
          {type: 'ValueError', when: `The \`${typeKey}\` value has no registered serializer.`},
          {type: 'KeyError', when: `The dict has no \`${typeKey}\` key at all.`},
          {type: VALIDATION_ERROR, when: 'The registered serializer rejects the data; the message carries the original traceback.'},
        ],
        summary: [`Reads \`${typeKey}\`, picks the registered serializer and lets it validate the dict.`],
      },
    ],
  };
}

/** Discovery functions live on one page; the renderer rewrites `api:` links to relative file links. */
function registerFunctionLink(fn: string): string {
  return `api:core/plugins/discovery#${fn}`;
}
