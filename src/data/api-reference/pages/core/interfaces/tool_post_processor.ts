import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.tool_post_processor',
  route: 'core/utcp/interfaces/tool_post_processor',
  file: 'core/interfaces/tool_post_processor',
  sidebarLabel: 'tool_post_processor',
  sidebarPosition: 4,
  description:
    'ToolPostProcessor, the interface of result transformers listed in post_processing, and its polymorphic serializer.',
  purpose: [
    "Post-processors change tool results before they reach the application: trim them, redact them, reshape them. The client runs the processors of `UtcpClientConfig.post_processing` in list order on every result of `call_tool()` and on every chunk of `call_tool_streaming()`, each receiving the previous one's output.",
    'The core provides [filter_dict](api:core/implementations/post_processors/filter_dict_post_processor#filterdictpostprocessor) and [limit_strings](api:core/implementations/post_processors/limit_strings_post_processor#limitstringspostprocessor). Your own processor is a pydantic model with a literal `tool_post_processor_type`, registered with `register_tool_post_processor()`.',
  ],
  importLine: 'from utcp.interfaces.tool_post_processor import ToolPostProcessor',
  classes: {
    ToolPostProcessor: {
      summary: ['Abstract pydantic model. Its settings are fields, so it can be configured from JSON.'],
      fields: {tool_post_processor_type: 'Identifier used as the key in configuration dicts.'},
      methods: {
        post_process: {
          summary: ['Transforms one result. It is a plain method, not a coroutine, so keep it fast.'],
          params: {
            caller: 'The client that made the call.',
            tool: 'The tool that was called, with its full name.',
            manual_call_template:
              "In 1.0.x the client passes the tool's own call template (after variable substitution) here.",
            result: 'The result, or one chunk of a streamed result.',
          },
          returns: 'The value to hand on.',
        },
      },
    },
    ToolPostProcessorConfigSerializer: {
      summary: ['Reads each entry of `post_processing` and builds the registered processor.'],
      fields: {
        tool_post_processor_implementations:
          'Maps each `tool_post_processor_type` value to the serializer that handles it. Shared by all instances; filled by [`register_tool_post_processor()`](api:core/plugins/discovery#register_tool_post_processor).',
      },
    },
  },
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

export default page;
