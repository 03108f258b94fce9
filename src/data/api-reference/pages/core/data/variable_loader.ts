import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.variable_loader',
  route: 'core/utcp/data/variable_loader',
  file: 'core/data/variable_loader',
  sidebarLabel: 'variable_loader',
  sidebarPosition: 8,
  description:
    'VariableLoader, the abstract source of variable values listed in load_variables_from, and its polymorphic serializer.',
  purpose: [
    'Variable loaders let secrets live outside the configuration: in a `.env` file, a vault, a cloud secret store. The client asks each loader of `UtcpClientConfig.load_variables_from` for a name after checking the `variables` dict and before the environment.',
    'The core ships one loader, `dotenv` ([DotEnvVariableLoader](api:core/data/variable_loader_implementations/dot_env_variable_loader#dotenvvariableloader)). To add your own, subclass `VariableLoader`, write a serializer for it and register both with `register_variable_loader()`.',
  ],
  importLine: 'from utcp.data.variable_loader import VariableLoader, VariableLoaderSerializer',
  classes: {
    VariableLoader: {
      summary: [
        'Abstract pydantic model of a variable source. Subclasses fix `variable_loader_type` to a literal, add their settings as fields and implement `get()`.',
      ],
      fields: {variable_loader_type: 'Names the loader kind and selects the subclass in configuration dicts.'},
      methods: {
        get: {
          summary: [
            'Returns the value of one variable. It is synchronous and is called once per lookup, so cache expensive reads yourself.',
          ],
          params: {key: 'Full variable name, already prefixed with the manual namespace where one applies.'},
          returns:
            'The value, or `None` when this loader does not know the name. An empty string is treated like `None` by the substitutor.',
        },
      },
    },
    VariableLoaderSerializer: {
      summary: [
        'Polymorphic serializer for the entries of `load_variables_from`. The registry is annotated as holding serializer classes, but `register_variable_loader()` stores serializer instances, and instances are what it calls.',
      ],
      fields: {
        loader_serializers:
          'Maps each `variable_loader_type` value to the serializer that handles it. Shared by all instances; filled by [`register_variable_loader()`](api:core/plugins/discovery#register_variable_loader).',
      },
    },
  },
  examples: [
    {
      title: 'A loader that reads a JSON secrets file',
      language: 'python',
      code: `import json
from functools import cached_property
from typing import Dict, Literal, Optional

from utcp.data.variable_loader import VariableLoader
from utcp.exceptions import UtcpSerializerValidationError
from utcp.interfaces.serializer import Serializer
from utcp.plugins.discovery import register_variable_loader


class JsonFileVariableLoader(VariableLoader):
    variable_loader_type: Literal["json_file"] = "json_file"
    path: str

    @cached_property
    def _values(self) -> Dict[str, str]:
        with open(self.path, encoding="utf-8") as handle:
            return json.load(handle)

    def get(self, key: str) -> Optional[str]:
        return self._values.get(key)


class JsonFileVariableLoaderSerializer(Serializer[JsonFileVariableLoader]):
    def to_dict(self, obj: JsonFileVariableLoader) -> dict:
        return obj.model_dump()

    def validate_dict(self, obj: dict) -> JsonFileVariableLoader:
        try:
            return JsonFileVariableLoader.model_validate(obj)
        except Exception as error:
            raise UtcpSerializerValidationError(f"Invalid json_file loader: {error}") from error


register_variable_loader("json_file", JsonFileVariableLoaderSerializer())
# Now usable in a configuration:
# {"load_variables_from": [{"variable_loader_type": "json_file", "path": "/run/secrets/utcp.json"}]}`,
    },
  ],
};

export default page;
