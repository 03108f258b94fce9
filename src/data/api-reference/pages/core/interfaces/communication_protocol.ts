import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.interfaces.communication_protocol',
  route: 'core/utcp/interfaces/communication_protocol',
  file: 'core/interfaces/communication_protocol',
  sidebarLabel: 'communication_protocol',
  sidebarPosition: 1,
  description:
    'CommunicationProtocol, the interface every transport plugin implements to register manuals and call tools, and the registry of installed protocols.',
  purpose: [
    "A communication protocol is the code that actually talks to a tool provider. The client never speaks HTTP or starts processes itself: for every call template it looks up the protocol registered under the template's `call_template_type` and delegates to it. A protocol has four jobs: discover the tools of a manual, release a manual, call a tool, and call a tool with streamed output.",
    'To support a new transport, subclass `CommunicationProtocol`, subclass [CallTemplate](api:core/data/call_template#calltemplate) for its settings, and register both with [register_communication_protocol()](api:core/plugins/discovery#register_communication_protocol) and [register_call_template()](api:core/plugins/discovery#register_call_template), typically from a `register()` function exposed as a `utcp.plugins` entry point.',
  ],
  importLine: 'from utcp.interfaces.communication_protocol import CommunicationProtocol',
  sections: [
    {
      title: 'Conventions of the built-in protocols',
      body: [
        `- One instance per type serves every manual and tool of that type, so keep per-manual state in dicts keyed by name.
- A template of the wrong class raises \`ValueError\`.
- Discovery problems (unreachable server, unparsable answer) are returned as a \`RegisterManualResult\` with \`success=False\` and a message in \`errors\` rather than raised.
- Call failures are raised to the caller of \`call_tool()\`.
- Most protocols without real streaming implement \`call_tool_streaming()\` by yielding the result of \`call_tool()\` once. Two do not: the CLI protocol raises, and the MCP protocol yields the coroutine of \`call_tool()\` without awaiting it (see their pages).`,
      ],
    },
  ],
  classes: {
    CommunicationProtocol: {
      summary: [
        'Abstract transport. All four methods are abstract coroutines; `call_tool_streaming()` must be an async generator.',
      ],
      fields: {
        communication_protocols:
          'The installed protocols: one instance per `call_template_type`. Filled by `register_communication_protocol()` and read by the client on every call.',
      },
      methods: {
        register_manual: {
          summary: ['Discovers the tools a manual offers.'],
          params: {
            caller: 'The client that registers the manual (gives access to `root_dir` and the configuration).',
          },
          returns: 'The manual found and whether it worked.',
        },
        deregister_manual: {
          summary: ['Releases whatever the protocol holds for the manual (connections, sessions, processes).'],
          params: {caller: 'The client.', manual_call_template: 'The template the manual was registered with.'},
          returns: 'Nothing.',
        },
        call_tool: {
          summary: ['Invokes a tool and returns its result.'],
          params: {tool_args: 'The arguments from the caller.'},
          returns: "The tool's complete result.",
        },
        call_tool_streaming: {
          summary: ['Invokes a tool and yields its result in pieces.'],
          params: {tool_args: 'The arguments from the caller.'},
          returns: 'Chunks of the result.',
        },
      },
    },
  },
  examples: [
    {
      title: 'A protocol that calls Python functions in-process',
      language: 'python',
      intro:
        'A complete plugin: a call template type `local`, a protocol that serves a fixed set of coroutines, and the registration.',
      code: `from typing import Any, AsyncGenerator, Dict, Literal

from utcp.data.call_template import CallTemplate
from utcp.data.register_manual_response import RegisterManualResult
from utcp.data.tool import JsonSchema, Tool
from utcp.data.utcp_manual import UtcpManual
from utcp.interfaces.communication_protocol import CommunicationProtocol
from utcp.interfaces.serializer import Serializer
from utcp.plugins.discovery import register_call_template, register_communication_protocol


class LocalCallTemplate(CallTemplate):
    call_template_type: Literal["local"] = "local"


class LocalCallTemplateSerializer(Serializer[LocalCallTemplate]):
    def to_dict(self, obj: LocalCallTemplate) -> dict:
        return obj.model_dump()

    def validate_dict(self, obj: dict) -> LocalCallTemplate:
        return LocalCallTemplate.model_validate(obj)


async def word_count(text: str) -> int:
    return len(text.split())


class LocalProtocol(CommunicationProtocol):
    functions = {"word_count": word_count}

    async def register_manual(self, caller, manual_call_template: CallTemplate) -> RegisterManualResult:
        tools = [
            Tool(
                name=name,
                description=fn.__name__.replace("_", " "),
                inputs=JsonSchema(type="object", properties={"text": JsonSchema(type="string")}),
                tool_call_template=LocalCallTemplate(name=manual_call_template.name),
            )
            for name, fn in self.functions.items()
        ]
        return RegisterManualResult(manual_call_template=manual_call_template,
                                    manual=UtcpManual(tools=tools), success=True)

    async def deregister_manual(self, caller, manual_call_template: CallTemplate) -> None:
        return None

    async def call_tool(self, caller, tool_name: str, tool_args: Dict[str, Any],
                        tool_call_template: CallTemplate) -> Any:
        function = self.functions[tool_name.split(".")[-1]]
        return await function(**tool_args)

    async def call_tool_streaming(self, caller, tool_name: str, tool_args: Dict[str, Any],
                                  tool_call_template: CallTemplate) -> AsyncGenerator[Any, None]:
        yield await self.call_tool(caller, tool_name, tool_args, tool_call_template)


def register() -> None:
    register_call_template("local", LocalCallTemplateSerializer())
    register_communication_protocol("local", LocalProtocol())

# After register():
#   client = await UtcpClient.create(config={"manual_call_templates": [{"name": "text", "call_template_type": "local"}]})
#   await client.call_tool("text.word_count", {"text": "one two three"})  -> 3`,
    },
  ],
};

export default page;
