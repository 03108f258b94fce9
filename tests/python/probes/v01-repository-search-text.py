"""Claim (0.1): the 0.1.8 in-memory repository appends the tools of a provider saved twice and its
remove_tool removes the tool (every copy) from searches, then fails with TypeError while the tool
stays callable; TagSearchStrategy defaults description_weight to 0.3, adds 1.0 for a tag that occurs in
the query, description_weight per tag word and per description word longer than two characters,
keeps repository order on ties; the text transport resolves relative paths against the directory
of the providers file, which the last client created with a providers file sets for every client,
converts OpenAPI without servers into `file:` URLs (`file:/ping`) and returns the whole file on calls.
versions: 0.1
"""
import contextlib
import io
import json
import os
import tempfile

from utcp_probe import observe, run


async def main() -> bool:
    from utcp.client.tool_repositories.in_mem_tool_repository import InMemToolRepository
    from utcp.client.tool_search_strategies.tag_search import TagSearchStrategy
    from utcp.client.utcp_client import UtcpClient
    from utcp.shared.provider import TextProvider
    from utcp.shared.tool import Tool

    checks = {}
    provider = TextProvider(name="p", file_path="x.json")

    def tool(name, tags=(), description=""):
        return Tool(name=name, description=description, tags=list(tags), tool_provider=provider)

    repo = InMemToolRepository()
    await repo.save_provider_with_tools(provider, [tool("p.a")])
    await repo.save_provider_with_tools(provider, [tool("p.a")])
    doubled = [t.name for t in await repo.get_tools()]
    try:
        await repo.remove_tool("p.a")
        removal = "no error"
    except TypeError:
        removal = "TypeError"
    left_in_list = [t.name for t in await repo.get_tools()]
    # UtcpClient.call_tool looks tools up with get_tools_by_provider, which still has it
    still_callable = [t.name for t in await repo.get_tools_by_provider("p")]
    observe("tools after saving twice, remove_tool, flat list after, the provider's tools after",
            [doubled, removal, left_in_list, still_callable])
    checks["repository"] = (doubled == ["p.a", "p.a"] and removal == "TypeError" and left_in_list == []
                            and still_callable == ["p.a"])

    repo = InMemToolRepository()
    await repo.save_provider_with_tools(provider, [
        tool("p.tag_whole", ["current conditions"]), tool("p.tag_word", ["conditions now"]),
        tool("p.desc", [], "current sky conditions"), tool("p.tie", [], "current sky conditions"),
        tool("p.none", [], "an ox")])
    strategy = TagSearchStrategy(repo)
    ranked = [t.name for t in await strategy.search_tools("current conditions an ox", limit=5)]
    observe("default description_weight, ranking", [strategy.description_weight, ranked])
    # tag_whole: 1.0 (whole tag) ; tag_word: 0.3 (one tag word) ; desc/tie: 0.6 (current, conditions)
    checks["search"] = (strategy.description_weight == 0.3
                        and ranked == ["p.tag_whole", "p.desc", "p.tie", "p.tag_word", "p.none"])

    first = tempfile.mkdtemp()
    second = tempfile.mkdtemp()
    for folder, text in ((first, "first"), (second, "second")):
        with open(os.path.join(folder, "note.txt"), "w") as handle:
            handle.write(text)
        with open(os.path.join(folder, "manual.json"), "w") as handle:
            json.dump({"version": "0.1.8", "tools": [{"name": "read", "description": "", "inputs": {}, "outputs": {},
                                                       "tool_provider": {"name": "t", "provider_type": "text",
                                                                         "file_path": "note.txt"}}]}, handle)
        with open(os.path.join(folder, "providers.json"), "w") as handle:
            json.dump([{"name": "notes", "provider_type": "text", "file_path": "manual.json"}], handle)
    with open(os.path.join(second, "spec.json"), "w") as handle:
        json.dump({"openapi": "3.0.0", "info": {"title": "S", "version": "1"},
                   "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok"}}}}}},
                  handle)
    with contextlib.redirect_stdout(io.StringIO()):
        client_one = await UtcpClient.create(config={"providers_file_path": os.path.join(first, "providers.json")})
        before = await client_one.call_tool("notes.read", {})
        client_two = await UtcpClient.create(config={"providers_file_path": os.path.join(second, "providers.json")})
        after = await client_one.call_tool("notes.read", {})
        spec_tools = await client_two.register_tool_provider(TextProvider(name="spec", file_path="spec.json"))
    spec_url = spec_tools[0].tool_provider.url if spec_tools else None
    observe("client one reads, after a second client was created", [before, after])
    observe("OpenAPI file without servers: tool URL", spec_url)
    checks["text"] = before == "first" and after == "second" and bool(spec_url) and spec_url == "file:/ping"

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
