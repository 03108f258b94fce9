import type {ApiFunction, ApiModule, MethodKind} from '../../../types';

/** The four protocol operations; the interface and every protocol page share the signatures. */
export function protocolMethods(
  methodKind: MethodKind,
  templateClass: string,
  details: Partial<Record<string, {summary?: string[]; returns?: string; raises?: ApiFunction['raises']}>> = {},
): ApiFunction[] {
  const callParams = [
    {name: 'caller', type: 'UtcpClient', description: 'The client making the call.'},
    {name: 'tool_name', type: 'str', description: 'Full tool name, `<manual>.<tool>`.'},
    {name: 'tool_args', type: 'Dict[str, Any]', description: 'The arguments from the caller.'},
    {name: 'tool_call_template', type: 'CallTemplate', description: `The tool's call template, variables already substituted${templateClass === 'CallTemplate' ? '' : `; must be an instance of \`${templateClass}\``}.`},
  ];
  const fn = (f: Omit<ApiFunction, 'kind' | 'methodKind' | 'async'>): ApiFunction => {
    const more = details[f.name];
    return {
      kind: 'function',
      methodKind,
      async: true,
      ...f,
      returns: more?.returns ? {...f.returns, description: more.returns} : f.returns,
      // A protocol page describes its own behaviour instead of repeating the interface's summary.
      summary: more?.summary ?? f.summary,
      raises: more?.raises ?? f.raises,
    };
  };
  return [
    fn({
      name: 'register_manual',
      params: [
        {name: 'caller', type: 'UtcpClient', description: 'The client that registers the manual (gives access to `root_dir` and the configuration).'},
        {name: 'manual_call_template', type: 'CallTemplate', description: `The manual's call template, variables already substituted${templateClass === 'CallTemplate' ? '' : `; must be an instance of \`${templateClass}\``}.`},
      ],
      returns: {type: 'RegisterManualResult', description: 'The manual found and whether it worked.'},
      summary: ['Discovers the tools a manual offers.'],
    }),
    fn({
      name: 'deregister_manual',
      params: [
        {name: 'caller', type: 'UtcpClient', description: 'The client.'},
        {name: 'manual_call_template', type: 'CallTemplate', description: 'The template the manual was registered with.'},
      ],
      returns: {type: 'None', description: 'Nothing.'},
      summary: ['Releases whatever the protocol holds for the manual (connections, sessions, processes).'],
    }),
    fn({
      name: 'call_tool',
      params: callParams,
      returns: {type: 'Any', description: 'The tool\'s complete result.'},
      summary: ['Invokes a tool and returns its result.'],
    }),
    fn({
      name: 'call_tool_streaming',
      generator: true,
      params: callParams,
      returns: {type: 'Any', description: 'Chunks of the result.'},
      summary: ['Invokes a tool and yields its result in pieces.'],
    }),
  ];
}

const mod: ApiModule = {
  route: 'core/utcp/interfaces/communication_protocol',
  file: 'core/interfaces/communication_protocol',
  module: 'utcp.interfaces.communication_protocol',
  distribution: 'utcp',
  source: 'core/src/utcp/interfaces/communication_protocol.py',
  sidebarLabel: 'communication_protocol',
  sidebarPosition: 1,
  description: 'CommunicationProtocol, the interface every transport plugin implements to register manuals and call tools, and the registry of installed protocols.',
  purpose: [
    'A communication protocol is the code that actually talks to a tool provider. The client never speaks HTTP or starts processes itself: for every call template it looks up the protocol registered under the template\'s `call_template_type` and delegates to it. A protocol has four jobs: discover the tools of a manual, release a manual, call a tool, and call a tool with streamed output.',
    'To support a new transport, subclass `CommunicationProtocol`, subclass [CallTemplate](api:core/data/call_template#calltemplate) for its settings, and register both with [register_communication_protocol()](api:core/plugins/discovery#register_communication_protocol) and [register_call_template()](api:core/plugins/discovery#register_call_template), typically from a `register()` function exposed as a `utcp.plugins` entry point.',
  ],
  importLine: 'from utcp.interfaces.communication_protocol import CommunicationProtocol',
  sections: [
    {
      title: 'Conventions of the built-in protocols',
      body: [
        '- One instance per type serves every manual and tool of that type, so keep per-manual state in dicts keyed by name.\n- A template of the wrong class raises `ValueError`.\n- Discovery problems (unreachable server, unparsable answer) are returned as a `RegisterManualResult` with `success=False` and a message in `errors` rather than raised.\n- Call failures are raised to the caller of `call_tool()`.\n- Protocols without real streaming implement `call_tool_streaming()` by yielding the result of `call_tool()` once.',
      ],
    },
  ],
  items: [
    {
      kind: 'class',
      name: 'CommunicationProtocol',
      classKind: 'interface',
      bases: ['ABC'],
      summary: ['Abstract transport. All four methods are abstract coroutines; `call_tool_streaming()` must be an async generator.'],
      classAttributes: [
        {
          name: 'communication_protocols',
          type: 'dict[str, CommunicationProtocol]',
          value: '{}',
          description: 'The installed protocols: one instance per `call_template_type`. Filled by `register_communication_protocol()` and read by the client on every call.',
        },
      ],
      methods: protocolMethods('abstractmethod', 'CallTemplate'),
    },
  ],
  examples: [
    {
      title: 'A protocol that calls Python functions in-process',
      language: 'python',
      intro: 'A complete plugin: a call template type `local`, a protocol that serves a fixed set of coroutines, and the registration.',
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

export default mod;
