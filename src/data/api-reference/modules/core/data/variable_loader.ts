import type {ApiModule} from '../../../types';
import {registrySerializer} from '../../../builders';

const mod: ApiModule = {
  route: 'core/utcp/data/variable_loader',
  file: 'core/data/variable_loader',
  module: 'utcp.data.variable_loader',
  distribution: 'utcp',
  source: 'core/src/utcp/data/variable_loader.py',
  sidebarLabel: 'variable_loader',
  sidebarPosition: 8,
  description: 'VariableLoader, the abstract source of variable values listed in load_variables_from, and its polymorphic serializer.',
  purpose: [
    'Variable loaders let secrets live outside the configuration: in a `.env` file, a vault, a cloud secret store. The client asks each loader of `UtcpClientConfig.load_variables_from` for a name after checking the `variables` dict and before the environment.',
    'The core ships one loader, `dotenv` ([DotEnvVariableLoader](api:core/data/variable_loader_implementations/dot_env_variable_loader#dotenvvariableloader)). To add your own, subclass `VariableLoader`, write a serializer for it and register both with `register_variable_loader()`.',
  ],
  importLine: 'from utcp.data.variable_loader import VariableLoader, VariableLoaderSerializer',
  items: [
    {
      kind: 'class',
      name: 'VariableLoader',
      classKind: 'interface',
      bases: ['BaseModel', 'ABC'],
      summary: ['Abstract pydantic model of a variable source. Subclasses fix `variable_loader_type` to a literal, add their settings as fields and implement `get()`.'],
      fields: [
        {name: 'variable_loader_type', type: 'str', required: true, description: 'Names the loader kind and selects the subclass in configuration dicts.'},
      ],
      methods: [
        {
          kind: 'function',
          name: 'get',
          methodKind: 'abstractmethod',
          params: [{name: 'key', type: 'str', description: 'Full variable name, already prefixed with the manual namespace where one applies.'}],
          returns: {type: 'Optional[str]', description: 'The value, or `None` when this loader does not know the name. An empty string is treated like `None` by the substitutor.'},
          summary: ['Returns the value of one variable. It is synchronous and is called once per lookup, so cache expensive reads yourself.'],
        },
      ],
    },
    registrySerializer({
      name: 'VariableLoaderSerializer',
      target: 'VariableLoader',
      typeKey: 'variable_loader_type',
      registry: 'loader_serializers',
      registryType: 'Dict[str, Type[Serializer[VariableLoader]]]',
      registerFunction: 'register_variable_loader',
      summary: [
        'Polymorphic serializer for the entries of `load_variables_from`. The registry is annotated as holding serializer classes, but `register_variable_loader()` stores serializer instances, and instances are what it calls.',
      ],
    }),
  ],
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

export default mod;
