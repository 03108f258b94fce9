"""Claim: what UtcpClient.create() and the client's methods do, step by step: the configuration as
object, dict or JSON file (invalid dict -> UtcpSerializerValidationError, unreadable file ->
ValueError), defaults (in-memory repository, tag search, no post-processing, root_dir = cwd), the
`variables` values substituted once at creation (so a literal `$` reads as a reference), manual
names sanitised to word characters, a random 32-hex name by default, tool names prefixed once with
`<manual>.`, duplicate names and template types without a protocol rejected with ValueError (a type no
serializer knows fails earlier with KeyError), results of
register_manuals in input order with other exceptions turned into failed results holding the
traceback, failed HTTP registrations carrying an empty "0.0.0" manual and storing nothing,
call_tool raising ValueError for an unknown tool and KeyError for a protocol that is gone,
call_tool_streaming yielding a non-streaming result once, and the required-variable helpers.
versions: 1.0, next
"""
import json
import os
import re
import tempfile

from aiohttp import web
from utcp_probe import http_server, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplate, CallTemplateSerializer
    from utcp.exceptions import UtcpSerializerValidationError, UtcpVariableNotFound
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    checks = {}

    async def manual(request):
        base = str(request.url.origin())
        return web.json_response({"utcp_version": "1.0.1", "manual_version": "1", "tools": [
            {"name": "echo", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo", "http_method": "GET"}},
            {"name": "my_api.already", "description": "d", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": f"{base}/echo?k=${{KEY}}",
                                    "http_method": "GET"}},
        ]})

    async def echo(request):
        return web.json_response({"ok": True})

    async def down(request):
        return web.Response(status=500)

    async with http_server({("GET", "/utcp"): manual, ("GET", "/echo"): echo, ("GET", "/down"): down}) as base:
        def template(name, path="/utcp"):
            return CallTemplateSerializer().validate_dict(
                {"name": name, "call_template_type": "http", "url": f"{base}{path}", "http_method": "GET"})

        # create(): defaults
        client = await UtcpClient.create()
        config = client.config
        defaults = [config.tool_repository.tool_repository_type, config.tool_search_strategy.tool_search_strategy_type,
                    config.post_processing, client.root_dir == os.getcwd(), type(client).__name__,
                    type(client.variable_substitutor).__name__]
        observe("defaults", defaults)
        checks["defaults"] = defaults == ["in_memory", "tag_and_description_word_match", [], True,
                                          "UtcpClientImplementation", "DefaultVariableSubstitutor"]

        # create(): dict, file, invalid dict, unreadable file
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "config.json")
            with open(path, "w") as handle:
                json.dump({"variables": {"A": "1"}}, handle)
            from_file = await UtcpClient.create(config=path)
            with open(os.path.join(folder, "bad.json"), "w") as handle:
                handle.write("{not json")
            try:
                await UtcpClient.create(config=os.path.join(folder, "bad.json"))
                bad_file = "no error"
            except ValueError as error:
                bad_file = type(error).__name__
            try:
                await UtcpClient.create(config=os.path.join(folder, "missing.json"))
                missing_file = "no error"
            except ValueError as error:
                missing_file = type(error).__name__
        try:
            await UtcpClient.create(config={"tool_repository": {"tool_repository_type": "no_such_repo"}})
            bad_dict = "no error"
        except UtcpSerializerValidationError as error:
            bad_dict = type(error).__name__
        observe("create from file, unparsable file, missing file, invalid dict",
                [from_file.config.variables, bad_file, missing_file, bad_dict])
        checks["create inputs"] = (from_file.config.variables == {"A": "1"} and bad_file == "ValueError"
                                   and missing_file == "ValueError" and bad_dict == "UtcpSerializerValidationError")

        # create(): variables substituted once, without namespace; a literal $ is a reference
        os.environ["PROBE_SECRET"] = "s3cret"
        mapped = await UtcpClient.create(config={"variables": {"weather_KEY": "$PROBE_SECRET"}})
        try:
            await UtcpClient.create(config={"variables": {"PRICE": "costs $5"}})
            literal = "no error"
        except UtcpVariableNotFound as error:
            literal = f"UtcpVariableNotFound: {error.variable_name}"
        observe("variables after create, literal $ in a value", [mapped.config.variables, literal])
        checks["variables substituted"] = (mapped.config.variables == {"weather_KEY": "s3cret"}
                                           and literal == "UtcpVariableNotFound: 5")

        # register_manual(): name sanitised, tools prefixed once, result manual prefixed
        result = await client.register_manual(template("my-api v2"))
        names = sorted(tool.name for tool in await client.config.tool_repository.get_tools())
        observe("registered name, stored tool names, result tool names",
                [result.manual_call_template.name, names, [t.name for t in result.manual.tools]])
        checks["names"] = (result.success and result.manual_call_template.name == "my_api_v2"
                           and names == ["my_api_v2.echo", "my_api_v2.my_api.already"]
                           and [t.name for t in result.manual.tools] == names)
        second = await client.register_manual(template("pre"))
        kept = sorted(t.name for t in second.manual.tools)
        observe("tool already named <manual>.x is kept", kept)
        checks["prefix kept"] = "pre.my_api.already" in kept

        # default name: 32 hex characters
        unnamed = CallTemplate(call_template_type="http")
        observe("default template name", unnamed.name)
        checks["default name"] = bool(re.fullmatch(r"[0-9a-f]{32}", unnamed.name))

        # duplicate name, unknown protocol type
        try:
            await client.register_manual(template("my-api v2"))
            duplicate = "no error"
        except ValueError as error:
            duplicate = "ValueError"
        saved = CommunicationProtocol.communication_protocols.pop("http")
        try:
            await client.register_manual(template("no_protocol"))
            no_protocol = "no error"
        except ValueError:
            no_protocol = "ValueError"
        finally:
            CommunicationProtocol.communication_protocols["http"] = saved
        try:
            await client.register_manual(CallTemplate(name="odd", call_template_type="no_such_protocol"))
            unknown = "no error"
        except KeyError:
            unknown = "KeyError"
        observe("duplicate name, template type without protocol, type unknown to the serializers",
                [duplicate, no_protocol, unknown])
        checks["register errors"] = [duplicate, no_protocol, unknown] == ["ValueError", "ValueError", "KeyError"]

        # register_manuals(): order kept, exceptions become failed results with a traceback
        results = await client.register_manuals([
            template("b_first"), CallTemplate(name="odd2", call_template_type="no_such_protocol"),
            template("down", "/down")])
        order = [(r.manual_call_template.name, r.success) for r in results]
        turned = results[1].errors[0] if results[1].errors else ""
        failed_http = results[2]
        stored_down = await client.config.tool_repository.get_manual("down")
        observe("register_manuals order", order)
        observe("exception result is a traceback", turned.startswith("Traceback"))
        observe("failed HTTP manual version, tools, stored", [failed_http.manual.manual_version,
                                                              failed_http.manual.tools, stored_down])
        checks["register_manuals"] = (order == [("b_first", True), ("odd2", False), ("down", False)]
                                      and turned.startswith("Traceback")
                                      and results[1].manual.manual_version == "0.0.0"
                                      and failed_http.manual.manual_version == "0.0.0"
                                      and failed_http.manual.tools == [] and stored_down is None)

        # call_tool(): unknown tool, missing variable, result, streaming once, protocol gone
        try:
            await client.call_tool("nobody.nothing", {})
            no_tool = "no error"
        except ValueError:
            no_tool = "ValueError"
        try:
            await client.call_tool("my_api_v2.my_api.already", {})
            no_var = "no error"
        except UtcpVariableNotFound as error:
            no_var = f"UtcpVariableNotFound: {error.variable_name}"
        value = await client.call_tool("my_api_v2.echo", {})
        chunks = [chunk async for chunk in client.call_tool_streaming("my_api_v2.echo", {})]
        try:
            async for _ in client.call_tool_streaming("nobody.nothing", {}):
                pass
            no_tool_stream = "no error"
        except ValueError:
            no_tool_stream = "ValueError"
        saved = CommunicationProtocol.communication_protocols.pop("http")
        try:
            await client.call_tool("my_api_v2.echo", {})
            gone = "no error"
        except KeyError:
            gone = "KeyError"
        finally:
            CommunicationProtocol.communication_protocols["http"] = saved
        observe("unknown tool, unresolved variable, result, stream chunks, unknown tool streaming, protocol gone",
                [no_tool, no_var, value, chunks, no_tool_stream, gone])
        checks["call_tool"] = (no_tool == "ValueError" and no_var == "UtcpVariableNotFound: my__api__v2_KEY"
                               and value == {"ok": True} and chunks == [{"ok": True}]
                               and no_tool_stream == "ValueError" and gone == "KeyError")

        # required variables
        needs = await client.get_required_variables_for_manual_and_tools(template("needs-it", "/utcp?t=${TOKEN}"))
        discovered = await client.get_required_variables_for_manual_and_tools(template("discover"))
        stored_after = await client.config.tool_repository.get_manual("discover")
        per_tool = await client.get_required_variables_for_registered_tool("my_api_v2.my_api.already")
        try:
            await client.get_required_variables_for_registered_tool("nobody.nothing")
            per_tool_unknown = "no error"
        except ValueError:
            per_tool_unknown = "ValueError"
        observe("required: template vars, discovered tool vars, stored after discovery, one tool, unknown tool",
                [needs, discovered, stored_after, per_tool, per_tool_unknown])
        checks["required variables"] = (needs == ["needs__it_TOKEN"] and discovered == ["discover_KEY"]
                                        and stored_after is None and per_tool == ["my__api__v2_KEY"]
                                        and per_tool_unknown == "ValueError")

        # deregister: protocol then repository
        gone_manual = await client.deregister_manual("my_api_v2")
        left = sorted(t.name for t in await client.config.tool_repository.get_tools())
        observe("deregister result, tools left", [gone_manual, left])
        checks["deregister"] = gone_manual and not any(n.startswith("my_api_v2.") for n in left)

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
