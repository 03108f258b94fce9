"""Claim: the in-memory repository returns deep copies, replaces a manual of the same name with its
tools, removes tools from the stored manual too and dumps only its type; the tag-and-description
search scores tags (substring of the query, else a shared word) above description words longer
than two characters, keeps the repository's order on ties, returns zero-score tools last, filters by
tags case-insensitively, returns [] for limit 0 and raises ValueError for a negative limit; the
default substitutor matches `${name}`/`$name` in strings only, leaves its input unchanged, doubles
the namespace's underscores, rejects namespaces with other characters and lists every reference
(1.0: each occurrence; 1.1: a name once per string, still once per string it occurs in, and
strings holding `$ref` are left alone by both methods).
versions: 1.0, next
"""
from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplate
    from utcp.data.tool import Tool
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.utcp_manual import UtcpManual
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository, InMemToolRepositoryConfigSerializer
    from utcp.implementations.tag_search import (TagAndDescriptionWordMatchStrategy,
                                                 TagAndDescriptionWordMatchStrategyConfigSerializer)

    checks = {}
    eleven = core_version().startswith("1.1")
    template = CallTemplate(name="shop", call_template_type="http")

    def tool(name, description="", tags=()):
        return Tool(name=name, description=description, tags=list(tags), tool_call_template=template)

    # repository
    repo = InMemToolRepository()
    await repo.save_manual(template, UtcpManual(tools=[tool("shop.a"), tool("shop.b")]))
    copy = await repo.get_tool("shop.a")
    copy.description = "changed"
    unchanged = (await repo.get_tool("shop.a")).description
    await repo.save_manual(template, UtcpManual(tools=[tool("shop.c")]))
    after_replace = sorted(t.name for t in await repo.get_tools())
    await repo.save_manual(template, UtcpManual(tools=[tool("shop.c"), tool("shop.d")]))
    removed = [await repo.remove_tool("shop.c"), await repo.remove_tool("shop.c")]
    manual_tools = [t.name for t in (await repo.get_manual("shop")).tools]
    missing = [await repo.get_tool("shop.zz"), await repo.get_manual("nope"), await repo.get_tools_by_manual("nope"),
               await repo.get_manual_call_template("nope")]
    removed_manual = [await repo.remove_manual("shop"), await repo.remove_manual("shop")]
    dumped = InMemToolRepositoryConfigSerializer().to_dict(repo)
    fresh = InMemToolRepositoryConfigSerializer().validate_dict({"tool_repository_type": "in_memory", "x": 1})
    observe("copy edit leaks, tools after replace, remove twice, manual's tools", [unchanged, after_replace, removed,
                                                                               manual_tools])
    observe("unknown tool/manual/tools/template, remove_manual twice, dump, fresh",
            [missing, removed_manual, dumped, await fresh.get_tools()])
    checks["repository"] = (unchanged == "" and after_replace == ["shop.c"] and removed == [True, False]
                            and manual_tools == ["shop.d"] and missing == [None, None, None, None]
                            and removed_manual == [True, False] and dumped == {"tool_repository_type": "in_memory"}
                            and (await fresh.get_tools()) == [])

    # search
    repo = InMemToolRepository()
    await repo.save_manual(template, UtcpManual(tools=[
        tool("shop.zero", "nothing here"),
        tool("shop.desc", "refund an order", []),
        tool("shop.tag_sub", "", ["Payments"]),
        tool("shop.tag_word", "", ["issue refund"]),
        tool("shop.tie", "refund an order", []),
        tool("shop.short", "an to", []),
    ]))
    strategy = TagAndDescriptionWordMatchStrategy()
    query = "Please REFUND the payments for order 1234 an"
    ranked = [t.name for t in await strategy.search_tools(repo, query, limit=10)]
    weighted = TagAndDescriptionWordMatchStrategy(tag_weight=5, description_weight=0.5)
    top = [t.name for t in await weighted.search_tools(repo, "refund order payments", limit=2)]
    tagged = [t.name for t in await strategy.search_tools(repo, "refund", limit=10, any_of_tags_required=["PAYMENTS"])]
    zero = await strategy.search_tools(repo, query, limit=0)
    try:
        await strategy.search_tools(repo, query, limit=-1)
        negative = "no error"
    except ValueError:
        negative = "ValueError"
    dump = TagAndDescriptionWordMatchStrategyConfigSerializer().to_dict(weighted)
    try:
        TagAndDescriptionWordMatchStrategyConfigSerializer().validate_dict({"tag_weight": "heavy"})
        invalid = "no error"
    except ValueError as error:
        invalid = str(error)[:len("Invalid configuration:")]
    observe("ranking", ranked)
    observe("weighted top 2, tag filter, limit 0, limit -1", [top, tagged, zero, negative])
    observe("serializer dump, invalid dict message start", [dump, invalid])
    checks["search"] = (ranked == ["shop.tag_sub", "shop.tag_word", "shop.desc", "shop.tie", "shop.zero", "shop.short"]
                        and top == ["shop.tag_sub", "shop.tag_word"] and tagged == ["shop.tag_sub"] and zero == []
                        and negative == "ValueError"
                        and dump == {"tool_search_strategy_type": "tag_and_description_word_match",
                                     "tag_weight": 5.0, "description_weight": 0.5}
                        and invalid == "Invalid configuration:")

    # substitution
    substitutor = DefaultVariableSubstitutor()
    config = UtcpClientConfig(variables={"weather_API_KEY": "k1", "github__api_TOKEN": "t1", "my__crm__v2_S": "s1",
                                         "plain": "p"})
    data = {"url": "https://x/${API_KEY}", "n": 3, "flag": True, "none": None, "$API_KEY": ["$API_KEY", 1]}
    out = substitutor.substitute(data, config, "weather")
    names = [substitutor.substitute("$TOKEN", config, "github_api"), substitutor.substitute("${S}", config, "my_crm_v2"),
             substitutor.substitute("$plain", config)]
    try:
        substitutor.substitute("$X", config, "bad-name")
        bad_namespace = "no error"
    except ValueError:
        bad_namespace = "ValueError"
    try:
        substitutor.find_required_variables("$X", "bad name")
        bad_namespace_find = "no error"
    except ValueError:
        bad_namespace_find = "ValueError"
    found = substitutor.find_required_variables({"a": "$A and ${B}", "b": ["$A"], "$K": 1}, "m")
    ref = substitutor.find_required_variables({"s": '{"$ref": "#/x"} $A'}, "m")
    ref_kept = substitutor.substitute('{"$ref": "#/x"} $plain', config) if eleven else "1.0: not applicable"
    observe("substituted, input after", [out, data])
    observe("namespaced lookups, bad namespace (substitute, find)", [names, bad_namespace, bad_namespace_find])
    observe("required variables, string holding $ref (find, substitute)", [found, ref, ref_kept])
    # 1.1 removes repeats within one string only (through a set, so in no fixed order)
    if eleven:
        found_ok = sorted(found[:2]) == ["m_A", "m_B"] and found[2:] == ["m_A"]
    else:
        found_ok = found == ["m_A", "m_B", "m_A"]
    expected_ref = [] if eleven else ["m_ref", "m_A"]
    checks["substitution"] = (out == {"url": "https://x/k1", "n": 3, "flag": True, "none": None, "$API_KEY": ["k1", 1]}
                              and data["url"] == "https://x/${API_KEY}" and names == ["t1", "s1", "p"]
                              and bad_namespace == "ValueError" and bad_namespace_find == "ValueError"
                              and found_ok and ref == expected_ref
                              and ref_kept in ('{"$ref": "#/x"} $plain', "1.0: not applicable"))
    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
