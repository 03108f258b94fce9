import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'core/utcp/interfaces/serializer',
  file: 'core/interfaces/serializer',
  module: 'utcp.interfaces.serializer',
  distribution: 'utcp',
  source: 'core/src/utcp/interfaces/serializer.py',
  sidebarLabel: 'serializer',
  sidebarPosition: 6,
  description: 'Serializer, the generic base of every converter between UTCP objects and plain dicts.',
  purpose: [
    'python-utcp reads and writes all of its JSON through serializers: one per model, plus polymorphic ones that dispatch on a type key. Plugins register serializer instances for their own types, which is how a dict with `"call_template_type": "cli"` becomes a `CliCallTemplate`.',
    'Creating any serializer loads the plugins first, so the registries are complete by the time a dict is validated.',
  ],
  importLine: 'from utcp.interfaces.serializer import Serializer',
  items: [
    {
      kind: 'constant',
      name: 'T',
      type: 'TypeVar',
      value: "TypeVar('T')",
      description: 'The type a serializer produces, e.g. `Serializer[Tool]`.',
    },
    {
      kind: 'class',
      name: 'Serializer',
      classKind: 'interface',
      bases: ['ABC', 'Generic[T]'],
      summary: ['Abstract converter. Implement `validate_dict()` and `to_dict()`; `copy()` comes for free.'],
      methods: [
        {
          kind: 'function',
          name: 'Serializer',
          methodKind: 'constructor',
          params: [],
          returns: {type: 'None', description: 'Nothing.'},
          summary: ['Calls `ensure_plugins_initialized()`. Subclasses that define `__init__` should call `super().__init__()`.'],
        },
        {
          kind: 'function',
          name: 'validate_dict',
          methodKind: 'abstractmethod',
          params: [{name: 'obj', type: 'dict', description: 'Raw data.'}],
          returns: {type: 'T', description: 'The validated object.'},
          raises: [{type: 'UtcpSerializerValidationError', when: 'By convention, when the data is invalid.'}],
          summary: ['Turns a dict into an object, validating it on the way.'],
        },
        {
          kind: 'function',
          name: 'to_dict',
          methodKind: 'abstractmethod',
          params: [{name: 'obj', type: 'T', description: 'The object.'}],
          returns: {type: 'dict', description: 'A JSON-ready dict.'},
          summary: ['Turns an object into a dict.'],
        },
        {
          kind: 'function',
          name: 'copy',
          methodKind: 'method',
          params: [{name: 'obj', type: 'T', description: 'The object to copy.'}],
          returns: {type: 'T', description: 'An independent copy.'},
          summary: ['Deep-copies an object by dumping it and validating the dump, i.e. `validate_dict(to_dict(obj))`.'],
        },
      ],
    },
  ],
  examples: [
    {
      title: 'Round-tripping a call template',
      language: 'python',
      code: `from utcp.data.call_template import CallTemplateSerializer

serializer = CallTemplateSerializer()
template = serializer.validate_dict({
    "name": "status_page",
    "call_template_type": "http",
    "url": "https://status.example.com/api/v2/summary.json",
})

clone = serializer.copy(template)
clone.url = "https://status.example.org/api/v2/summary.json"
print(template.url)  # unchanged: https://status.example.com/api/v2/summary.json`,
    },
  ],
};

export default mod;
