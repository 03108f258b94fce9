import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.serializer',
  route: 'core/utcp/interfaces/serializer',
  file: 'core/interfaces/serializer',
  sidebarLabel: 'serializer',
  sidebarPosition: 6,
  description: 'Serializer, the generic base of every converter between UTCP objects and plain dicts.',
  purpose: [
    'python-utcp reads and writes all of its JSON through serializers: one per model, plus polymorphic ones that dispatch on a type key. Plugins register serializer instances for their own types, which is how a dict with `"call_template_type": "cli"` becomes a `CliCallTemplate`.',
    'Creating any serializer loads the plugins first, so the registries are complete by the time a dict is validated.',
  ],
  importLine: 'from utcp.interfaces.serializer import Serializer',
  classes: {
    Serializer: {
      summary: ['Abstract converter. Implement `validate_dict()` and `to_dict()`; `copy()` comes for free.'],
      methods: {
        __init__: {
          summary: [
            'Calls `ensure_plugins_initialized()`. Subclasses that define `__init__` should call `super().__init__()`.',
          ],
          returns: 'Nothing.',
        },
        validate_dict: {
          summary: ['Turns a dict into an object, validating it on the way.'],
          params: {obj: 'Raw data.'},
          returns: 'The validated object.',
          raises: [['UtcpSerializerValidationError', 'By convention, when the data is invalid.']],
        },
        to_dict: {
          summary: ['Turns an object into a dict.'],
          params: {obj: 'The object.'},
          returns: 'A JSON-ready dict.',
        },
        copy: {
          summary: ['Deep-copies an object by dumping it and validating the dump, i.e. `validate_dict(to_dict(obj))`.'],
          params: {obj: 'The object to copy.'},
          returns: 'An independent copy.',
        },
      },
    },
  },
  constants: {T: 'The type a serializer produces, e.g. `Serializer[Tool]`.'},
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

export default page;
