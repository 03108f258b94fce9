import type {ApiModule} from '../../../types';
import {registrySerializer} from '../../../builders';

const mod: ApiModule = {
  route: 'core/utcp/interfaces/tool_post_processor',
  file: 'core/interfaces/tool_post_processor',
  module: 'utcp.interfaces.tool_post_processor',
  distribution: 'utcp',
  source: 'core/src/utcp/interfaces/tool_post_processor.py',
  sidebarLabel: 'tool_post_processor',
  sidebarPosition: 4,
  description: 'ToolPostProcessor, the interface of result transformers listed in post_processing, and its polymorphic serializer.',
  purpose: [
    'Post-processors change tool results before they reach the application: trim them, redact them, reshape them. The client runs the processors of `UtcpClientConfig.post_processing` in list order on every result of `call_tool()` and on every chunk of `call_tool_streaming()`, each receiving the previous one\'s output.',
    'The core provides [filter_dict](api:core/implementations/post_processors/filter_dict_post_processor#filterdictpostprocessor) and [limit_strings](api:core/implementations/post_processors/limit_strings_post_processor#limitstringspostprocessor). Your own processor is a pydantic model with a literal `tool_post_processor_type`, registered with `register_tool_post_processor()`.',
  ],
  importLine: 'from utcp.interfaces.tool_post_processor import ToolPostProcessor',
  items: [
    {
      kind: 'class',
      name: 'ToolPostProcessor',
      classKind: 'interface',
      bases: ['BaseModel', 'ABC'],
      summary: ['Abstract pydantic model. Its settings are fields, so it can be configured from JSON.'],
      fields: [{name: 'tool_post_processor_type', type: 'str', required: true, description: 'Identifier used as the key in configuration dicts.'}],
      methods: [
        {
          kind: 'function',
          name: 'post_process',
          methodKind: 'abstractmethod',
          params: [
            {name: 'caller', type: 'UtcpClient', description: 'The client that made the call.'},
            {name: 'tool', type: 'Tool', description: 'The tool that was called, with its full name.'},
            {name: 'manual_call_template', type: 'CallTemplate', description: 'In 1.0.x the client passes the tool\'s own call template (after variable substitution) here.'},
            {name: 'result', type: 'Any', description: 'The result, or one chunk of a streamed result.'},
          ],
          returns: {type: 'Any', description: 'The value to hand on.'},
          summary: ['Transforms one result. It is a plain method, not a coroutine, so keep it fast.'],
        },
      ],
    },
    registrySerializer({
      name: 'ToolPostProcessorConfigSerializer',
      target: 'ToolPostProcessor',
      typeKey: 'tool_post_processor_type',
      registry: 'tool_post_processor_implementations',
      registryType: 'Dict[str, Serializer[ToolPostProcessor]]',
      registerFunction: 'register_tool_post_processor',
      summary: ['Reads each entry of `post_processing` and builds the registered processor.'],
    }),
  ],
  examples: [
    {
      title: 'A processor that masks e-mail addresses',
      language: 'python',
      code: `import re
from typing import Any, Literal

from utcp.interfaces.serializer import Serializer
from utcp.interfaces.tool_post_processor import ToolPostProcessor
from utcp.plugins.discovery import register_tool_post_processor

EMAIL = re.compile(r"[\\w.+-]+@[\\w-]+\\.[\\w.]+")


class MaskEmails(ToolPostProcessor):
    tool_post_processor_type: Literal["mask_emails"] = "mask_emails"
    replacement: str = "<email>"

    def post_process(self, caller, tool, manual_call_template, result: Any) -> Any:
        if isinstance(result, str):
            return EMAIL.sub(self.replacement, result)
        if isinstance(result, list):
            return [self.post_process(caller, tool, manual_call_template, item) for item in result]
        if isinstance(result, dict):
            return {key: self.post_process(caller, tool, manual_call_template, value)
                    for key, value in result.items()}
        return result


class MaskEmailsSerializer(Serializer[MaskEmails]):
    def to_dict(self, obj: MaskEmails) -> dict:
        return obj.model_dump()

    def validate_dict(self, obj: dict) -> MaskEmails:
        return MaskEmails.model_validate(obj)


register_tool_post_processor("mask_emails", MaskEmailsSerializer())
# Configuration: {"post_processing": [{"tool_post_processor_type": "mask_emails"}]}`,
    },
  ],
};

export default mod;
