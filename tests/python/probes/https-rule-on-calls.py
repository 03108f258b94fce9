"""Claim (Next): python-utcp 1.1 applies the HTTPS-or-loopback rule to tool calls as well: calling an
http, sse or streamable_http tool whose URL is plain http to another host raises ValueError before
any connection is made, and an API key whose header name (`var_name`) holds a line break is refused
with ValueError (other header names and values are not checked by UTCP itself). (At 1.0
the http tool call is attempted and fails only when the host cannot be reached.)
versions: next
"""
from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    serializer = CallTemplateSerializer()
    outcomes = {}
    for kind in ("http", "sse", "streamable_http"):
        template = serializer.validate_dict({"name": "t", "call_template_type": kind,
                                             "url": "http://example.invalid/tool", "http_method": "GET"})
        protocol = CommunicationProtocol.communication_protocols[kind]
        try:
            if kind == "sse":
                async for _ in protocol.call_tool_streaming(client, "t.x", {}, template):
                    pass
            else:
                await protocol.call_tool(client, "t.x", {}, template)
            outcomes[kind] = "no error"
        except ValueError:
            outcomes[kind] = "ValueError"
        except Exception as error:
            outcomes[kind] = type(error).__name__
    crlf = serializer.validate_dict({"name": "t", "call_template_type": "http", "url": "https://127.0.0.1:9/x",
                                     "http_method": "GET",
                                     "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key\r\nInjected",
                                              "location": "header"}})
    try:
        await CommunicationProtocol.communication_protocols["http"].call_tool(client, "t.x", {}, crlf)
        header = "no error"
    except ValueError:
        header = "ValueError"
    except Exception as error:
        header = type(error).__name__
    observe("plain http tool URL to another host: http, sse, streamable_http", outcomes)
    observe("API key header name with CR/LF", header)
    return set(outcomes.values()) == {"ValueError"} and header == "ValueError"


run(main)
