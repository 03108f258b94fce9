"""Cases of python-utcp's plugin registries (utcp.plugins.discovery)."""
from _behaviour import case, cases_of, load_plugins, outcome_of


def install_protocol(type_name, answer, override):
    """Registers, for `type_name`, a call template serializer and a protocol whose one tool answers `answer`."""
    from utcp.data.call_template import CallTemplate
    from utcp.data.register_manual_response import RegisterManualResult
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.interfaces.serializer import Serializer
    from utcp.plugins.discovery import register_call_template, register_communication_protocol

    class OwnSerializer(Serializer[CallTemplate]):
        def to_dict(self, obj):
            return obj.model_dump()

        def validate_dict(self, obj):
            return CallTemplate.model_validate(obj)

    class OwnProtocol(CommunicationProtocol):
        async def register_manual(self, caller, manual_call_template):
            tool = Tool(name="hello", description="", tool_call_template=CallTemplate(call_template_type=type_name))
            return RegisterManualResult(manual_call_template=manual_call_template,
                                        manual=UtcpManual(tools=[tool]), success=True, errors=[])

        async def deregister_manual(self, caller, manual_call_template):
            return None

        async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
            return answer

        async def call_tool_streaming(self, caller, tool_name, tool_args, tool_call_template):
            yield answer

    return {"call template registered": register_call_template(type_name, OwnSerializer(), override),
            "protocol registered": register_communication_protocol(type_name, OwnProtocol(), override)}


async def registration_answer(type_name, override):
    """Registers a protocol for `type_name`, then a second one with `override`: what each registration
    returned and which protocol answers a call."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    install_protocol(type_name, "answered by the first", False)
    second = install_protocol(type_name, "answered by the second", override)
    client = await UtcpClient.create()
    await client.register_manual(CallTemplateSerializer().validate_dict({"name": "own", "call_template_type": type_name}))
    return {"second registration returned": second, "call": await client.call_tool("own.hello", {})}


cases_of("plugins.discovery.override", {
    "second-without-override": lambda: registration_answer("own_twice_kept", False),
    "second-with-override": lambda: registration_answer("own_twice_replaced", True),
})


@case("plugins.types.unfinished", "graphql-tcp-udp")
async def unfinished_types():
    """Whether the graphql, tcp and udp types have a communication protocol once the plugins are loaded,
    and whether a client can register a manual of each."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    observed = {}
    for type_name in ("graphql", "tcp", "udp"):
        template = await outcome_of(_validated({"name": "m", "call_template_type": type_name,
                                                "url": "https://api.example.com/graphql",
                                                "host": "127.0.0.1", "port": 9}))
        observed[type_name] = {"protocol": type_name in CommunicationProtocol.communication_protocols,
                               "template": "accepted" if "value" in template else template["error"]["type"]}
    return observed


async def _validated(template):
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict(template) is not None
