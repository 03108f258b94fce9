"""Cases of the default tool search (TagAndDescriptionWordMatchStrategy) and the in-memory repository."""
from _behaviour import case, cases_of, load_plugins, outcome_of


async def repository(tools):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.implementations.in_mem_tool_repository import InMemToolRepository

    repo = InMemToolRepository()
    template = CallTemplateSerializer().validate_dict({"name": "m", "call_template_type": "http",
                                                        "url": "https://x.example/a"})
    await repo.save_manual(template, UtcpManual(tools=[
        Tool(name=f"m.{name}", description=description, tags=tags, tool_call_template=template)
        for name, description, tags in tools]))
    return repo


TOOLS = [("refund", "Issue a refund for an order", ["payments"]),
         ("orders", "List orders of a customer", ["orders"]),
         ("weather", "Current weather for a city", ["weather", "forecast"]),
         ("noise", "An unrelated tool", [])]


async def search(query, tools=TOOLS, limit=10, **strategy_options):
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    repo = await repository(tools)
    strategy = TagAndDescriptionWordMatchStrategy(**strategy_options)
    found = await outcome_of(strategy.search_tools(repo, query, limit=limit))
    if "value" in found:
        return [t.name for t in found["value"]]
    return found


cases_of("search.ranking.tags-and-words", {
    "tag-match": lambda: search("payments"),
    "description-word": lambda: search("customer"),
    "name-only":
        lambda: search("weather2", tools=[("weather2", "no match here", []), ("x", "about weather2 tools", [])]),
    "short-words-ignored": lambda: search("an", tools=[("a", "an apple", []), ("b", "banana", [])]),
    "case-insensitive": lambda: search("PAYMENTS Refund"),
    "unicode-query": lambda: search("wetter für städte", tools=[("w", "Wetter für Städte", []), ("x", "other", [])]),
    "tag-inside-query-word": lambda: search("weatherproof", tools=[("w", "", ["weather"]), ("x", "", [])]),
})


@case("search.ranking.ties", "no-match-keeps-order")
async def ties():
    return await search("zzz")


@case("search.ranking.weights", "defaults")
def weights():
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    strategy = TagAndDescriptionWordMatchStrategy()
    return {"tag_weight": strategy.tag_weight, "description_weight": strategy.description_weight}


@case("search.limit.values", "default")
async def limit_default():
    load_plugins()
    import inspect

    from utcp.utcp_client import UtcpClient

    return inspect.signature(UtcpClient.search_tools).parameters["limit"].default


cases_of("search.limit.values", {
    "zero": lambda: search("payments", limit=0),
    "negative": lambda: search("payments", limit=-1),
    "one": lambda: search("orders refund", limit=1),
})


PAIR = [("refund", "Issue a refund for an order", ["payments"]),
        ("weather", "Current weather for a city", [])]


@case("search.default.limit-zero", "matching-tag")
async def pair_limit_zero():
    return await search("payments", tools=PAIR, limit=0)


@case("search.default.partial-word", "prefix")
async def pair_partial_word():
    return await search("refun", tools=PAIR[::-1])


@case("search.repository.nested-copies", "get-tool")
async def nested_copy_get_tool():
    repo = await repository(PAIR)
    (await repo.get_tool("m.refund")).tags.append("changed")
    return (await repo.get_tool("m.refund")).tags


@case("search.repository.nested-copies", "get-tools")
async def nested_copy_get_tools():
    repo = await repository(PAIR)
    (await repo.get_tools())[0].tags.append("changed")
    return (await repo.get_tools())[0].tags


async def repository_from_config(config):
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepositoryConfigSerializer

    async def validated():
        return InMemToolRepositoryConfigSerializer().validate_dict(config)

    found = await outcome_of(validated())
    return {"value": type(found["value"]).__name__} if "value" in found else found


cases_of("search.repository.config-type", {
    "other-type": lambda: repository_from_config({"tool_repository_type": "elsewhere"}),
    "in-memory": lambda: repository_from_config({"tool_repository_type": "in_memory"}),
})


@case("search.tags.required", "upper-case")
async def tags_required():
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    repo = await repository(TOOLS)
    found = await TagAndDescriptionWordMatchStrategy().search_tools(repo, "refund order", limit=10,
                                                                     any_of_tags_required=["PAYMENTS"])
    return [t.name for t in found]


@case("search.repository.copies", "edit-returned-tool")
async def copies():
    repo = await repository(TOOLS)
    tools = await repo.get_tools()
    tools[0].description = "changed"
    again = await repo.get_tools()
    return again[0].description


@case("search.repository.remove", "twice-and-unknown")
async def remove_twice():
    repo = await repository(TOOLS)
    first = await repo.remove_manual("m")
    second = await repo.remove_manual("m")
    return {"first": first, "second": second, "tools": [t.name for t in await repo.get_tools()]}


@case("search.repository.lookups", "unknown-names")
async def lookups():
    repo = await repository(TOOLS)
    return {"tool": await repo.get_tool("m.none"), "manual": await repo.get_manual("none"),
            "tools_by_manual": await repo.get_tools_by_manual("none"),
            "manual_call_template": await repo.get_manual_call_template("none")}


@case("search.repository.nested-copies", "get-tool-schema-and-template")
async def nested_copy_schema_and_template():
    repo = await repository(PAIR)
    first = await repo.get_tool("m.refund")
    first.inputs.description = "changed"
    first.tool_call_template.name = "changed"
    again = await repo.get_tool("m.refund")
    return {"inputsDescription": again.inputs.description, "templateName": again.tool_call_template.name}


# Adversarial review 2026-11-28: ties between equal non-zero scores, the tag filter's edges, the query's edges
# and what UtcpClient.search_tools hands to its strategy.
EVEN = [("first", "", ["billing"]), ("second", "billing report", []), ("third", "", ["billing"]),
        ("fourth", "", [])]


@case("search.ranking.ties", "equal-nonzero-scores")
async def ties_equal_nonzero():
    # first and third score a tag (3), second a description word (1), fourth nothing.
    return await search("billing", tools=EVEN)


async def search_tags(required, tools=TOOLS, query="refund order"):
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    repo = await repository(tools)
    found = await TagAndDescriptionWordMatchStrategy().search_tools(repo, query, limit=10,
                                                                     any_of_tags_required=required)
    return [t.name for t in found]


cases_of("search.tags.required", {
    "empty-list": lambda: search_tags([]),
    "two-tags-either": lambda: search_tags(["weather", "orders"]),
    "tag-not-carried-by-any": lambda: search_tags(["nothing"]),
})


cases_of("search.query.edges", {
    "empty-string": lambda: search(""),
    "punctuation-only": lambda: search("?!"),
    "none": lambda: search(None),
})


@case("search.client.delegates", "own-strategy")
async def client_delegates():
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy
    from utcp.utcp_client import UtcpClient

    seen = []

    class Recording(TagAndDescriptionWordMatchStrategy):
        async def search_tools(self, tool_repository, query, limit=10, any_of_tags_required=None):
            seen.append({"query": query, "limit": limit, "tags": any_of_tags_required,
                         "same repository": tool_repository is client.config.tool_repository})
            return []

    client = await UtcpClient.create()
    object.__setattr__(client.config, "tool_search_strategy", Recording())
    found = await client.search_tools("refund")
    await client.search_tools("refund", limit=2, any_of_tags_required=["payments"])
    return {"returned": found, "calls": seen}


# Second adversarial review 2026-11-28: an empty tag against an empty query, letters whose lower-case forms differ
# from their case-folded forms, and a missing query together with a negative limit.
cases_of("search.query.edges", {
    "empty-string-empty-tag": lambda: search("", tools=[("plain", "", ["x"]), ("blank-tag", "", [""])]),
    "none-and-negative-limit": lambda: search(None, limit=-1),
})


cases_of("search.tags.required", {
    "sharp-s-case-folding": lambda: search_tags(["STRASSE"], tools=[("street", "", ["straße"]), ("x", "", ["y"])]),
    "dotted-capital-i": lambda: search_tags(["İZMIR"], tools=[("city", "", ["izmir"]), ("x", "", ["y"])]),
    "greek-final-sigma": lambda: search_tags(["ΟΔΟΣ"], tools=[("road", "", ["οδοσ"]), ("x", "", ["y"])]),
})


@case("search.client.delegates", "query-is-a-tool-name")
async def client_search_by_name():
    """A created client with two tools; the query is the full name of one, limit 1, then the bare tool name."""
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    repo = await repository([("lookup_zip", "nothing else here", []), ("other", "wraps lookup_zip for cities", [])])
    object.__setattr__(client.config, "tool_repository", repo)
    return {"full name, limit 1": [t.name for t in await client.search_tools("m.lookup_zip", limit=1)],
            "bare name, limit 1": [t.name for t in await client.search_tools("lookup_zip", limit=1)],
            "full name called": (await client.config.tool_repository.get_tool("m.lookup_zip")).name}


async def embeddings_search(query, tools=TOOLS, **strategy_options):
    """in_mem_embeddings over TOOLS, with sentence-transformers absent (as it is here): the names found and the
    warnings the strategy's logger wrote."""
    import logging

    load_plugins()
    from utcp_in_mem_embeddings.in_mem_embeddings_search import InMemEmbeddingsSearchStrategy

    from _behaviour import kept_log_records

    with kept_log_records("utcp_in_mem_embeddings.in_mem_embeddings_search") as records:
        repo = await repository(tools)
        found = await outcome_of(InMemEmbeddingsSearchStrategy(**strategy_options).search_tools(repo, query))
    if "value" in found:
        found = [t.name for t in found["value"]]
    return {"found": found, "logged": [{"level": r.levelname, "message": r.getMessage()} for r in records]}


def fallback_vector(text):
    from utcp_in_mem_embeddings.in_mem_embeddings_search import InMemEmbeddingsSearchStrategy

    return InMemEmbeddingsSearchStrategy()._simple_text_embedding(text)


def embeddings_defaults():
    load_plugins()
    from utcp_in_mem_embeddings.in_mem_embeddings_search import InMemEmbeddingsSearchStrategy

    strategy = InMemEmbeddingsSearchStrategy()
    return {name: getattr(strategy, name) for name in ("tool_search_strategy_type", "model_name",
                                                       "similarity_threshold", "cache_embeddings", "max_workers")}


def same_vector(first, second):
    import numpy

    load_plugins()
    return bool(numpy.allclose(fallback_vector(first), fallback_vector(second)))


cases_of("search.embeddings.fallback", {
    "warning-logged": lambda: embeddings_search("weather"),
    "word-in-description": lambda: embeddings_search("Current weather for a city"),
    "empty-query": lambda: embeddings_search(""),
    "anagram": lambda: {"same vector": same_vector("stop", "pots")},
    "letter-case": lambda: {"same vector": same_vector("Weather", "wEATHER")},
    "tool-text-high-threshold": lambda: embeddings_search(
        "m.weather Current weather for a city weather forecast", similarity_threshold=0.999),
    "defaults": lambda: embeddings_defaults(),
    "length": lambda: {"entries": len(fallback_vector("x")), "after 384 characters wraps": same_vector(
        "a" * 384 + "b", "b" + "a" * 384)},
})


# Issue 35 (fold of the repository-search-substitution probe): the getters of manuals and templates.
async def edited_then_reread(fetch, edit, read):
    repo = await repository(PAIR)
    edit(await fetch(repo))
    return read(await fetch(repo))


cases_of("search.repository.other-getter-copies", {
    "get-tools-by-manual": lambda: edited_then_reread(
        lambda r: r.get_tools_by_manual("m"), lambda ts: ts[0].tags.append("changed"), lambda ts: ts[0].tags),
    "get-manual": lambda: edited_then_reread(
        lambda r: r.get_manual("m"), lambda m: m.tools.clear(), lambda m: len(m.tools)),
    "get-manuals": lambda: edited_then_reread(
        lambda r: r.get_manuals(), lambda ms: ms[0].tools.clear(), lambda ms: len(ms[0].tools)),
    "get-manual-call-template": lambda: edited_then_reread(
        lambda r: r.get_manual_call_template("m"), lambda t: setattr(t, "name", "changed"), lambda t: t.name),
    "get-manual-call-templates": lambda: edited_then_reread(
        lambda r: r.get_manual_call_templates(), lambda ts: setattr(ts[0], "name", "changed"), lambda ts: ts[0].name),
})


async def validated_repository_contents(data):
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepositoryConfigSerializer

    repo = InMemToolRepositoryConfigSerializer().validate_dict(data)
    return {"type": type(repo).__name__, "tools": [t.name for t in await repo.get_tools()],
            "manuals": [m for m in await repo.get_manual_call_templates()]}


cases_of("search.repository.validate-dict-fresh", {
    "with-tools-and-extra-keys": lambda: validated_repository_contents(
        {"tool_repository_type": "in_memory", "tools": [{"name": "m.a"}], "extra": 1}),
    "empty-dict": lambda: validated_repository_contents({}),
    "none": lambda: outcome_of(validated_repository_contents(None)),
})


# Issue 35: the points the default strategy gives each tool, read from the list it sorts.
async def points(query, tools, **weights):
    load_plugins()
    import utcp.implementations.tag_search as tag_search

    repo = await repository(tools)
    seen = []

    def recording_sorted(items, **kwargs):
        seen.extend((tool.name, score) for tool, score in items)
        return sorted(items, **kwargs)

    tag_search.sorted = recording_sorted
    try:
        await tag_search.TagAndDescriptionWordMatchStrategy(**weights).search_tools(repo, query, limit=10)
    finally:
        del tag_search.sorted
    return dict(seen)


cases_of("search.ranking.points", {
    "tag-inside-query-text": lambda: points("repayment plan", [("t", "", ["pay"])]),
    "tag-word-is-query-word": lambda: points("refund now", [("t", "", ["issue refund"])]),
    "tag-two-words-match-once": lambda: points("refund my order", [("t", "", ["order refund"])]),
    "two-tags": lambda: points("refund order", [("t", "", ["refund", "order"])]),
    "empty-tag": lambda: points("anything", [("t", "", [""])]),
    "tag-case": lambda: points("payments", [("t", "", ["PAYMENTS"])]),
    "description-word-repeated": lambda: points("refund", [("t", "refund refund refund", [])]),
    "description-short-words": lambda: points("an to of", [("t", "an to of", [])]),
    "description-three-letter-word": lambda: points("the order", [("t", "the order", [])]),
    "description-word-inside-query-word": lambda: points("refunds", [("t", "refund", [])]),
    "tag-and-description-custom-weights": lambda: points(
        "refund", [("t", "refund", ["refund"])], tag_weight=0.5, description_weight=2),
})


# Issue 35: the tag-and-description strategy's own serializer.
def strategy_serializer():
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategyConfigSerializer

    return TagAndDescriptionWordMatchStrategyConfigSerializer()


def strategy_from_dict(data):
    found = strategy_serializer().validate_dict(data)
    return {"class": type(found).__name__, "fields": found.model_dump()}


def strategy_error(data):
    try:
        strategy_from_dict(data)
    except Exception as error:
        return {"error": type(error).__name__, "starts": str(error)[:len("Invalid configuration:")]}
    return "no error"


def strategy_dump(**weights):
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    serializer = strategy_serializer()
    return serializer.to_dict(TagAndDescriptionWordMatchStrategy(**weights))


cases_of("search.strategy.serializer", {
    "dump-defaults": lambda: strategy_dump(),
    "dump-custom": lambda: strategy_dump(tag_weight=5, description_weight=0.5),
    "from-dict": lambda: strategy_from_dict({"tool_search_strategy_type": "tag_and_description_word_match",
                                             "tag_weight": 5}),
    "from-empty-dict": lambda: strategy_from_dict({}),
    "weight-not-a-number": lambda: strategy_error({"tag_weight": "heavy"}),
    "other-type": lambda: strategy_error({"tool_search_strategy_type": "elsewhere"}),
    "extra-key": lambda: strategy_from_dict({"extra": 1}),
})


# Adversarial review 2026-11-29 (p-fold15): the embedding path of in_mem_embeddings, with a stand-in for the
# sentence-transformers model (the real one is downloaded from Hugging Face, which cannot be done here).
async def with_stand_in_model(query, tools, vectors, **strategy_options):
    """Searches `tools` for `query` with a stand-in SentenceTransformer that maps each text to vectors[text]
    (a zero vector for unknown texts) and records the model name and every text it was asked to encode."""
    import sys
    import types

    import numpy as np

    load_plugins()
    from utcp_in_mem_embeddings.in_mem_embeddings_search import InMemEmbeddingsSearchStrategy

    asked = {"model": [], "encoded": []}

    class StandIn:
        def __init__(self, name):
            asked["model"].append(name)

        def encode(self, text):
            asked["encoded"].append(text)
            return np.array(vectors.get(text, [0.0, 0.0]), dtype=float)

    module = types.ModuleType("sentence_transformers")
    module.SentenceTransformer = StandIn
    saved = sys.modules.get("sentence_transformers")
    sys.modules["sentence_transformers"] = module
    try:
        repo = await repository(tools)
        found = await InMemEmbeddingsSearchStrategy(**strategy_options).search_tools(repo, query)
    finally:
        if saved is None:
            del sys.modules["sentence_transformers"]
        else:
            sys.modules["sentence_transformers"] = saved
    return {"found": [t.name for t in found], **asked}


EMBEDDING_TOOLS = [("long", "Long vector", ["a", "b"]), ("close", "Close angle", []), ("far", "Opposite", ["x"])]


cases_of("search.embeddings.stand-in-model", {
    # cosine ranks m.close (0.995) above m.long (0.707); a dot product would rank m.long (10) first;
    # m.far (-1.0) is below the threshold
    "cosine-ranking": lambda: with_stand_in_model("q", EMBEDDING_TOOLS, {
        "q": [1.0, 0.0], "m.long Long vector a b": [10.0, 10.0], "m.close Close angle ": [1.0, 0.1],
        "m.far Opposite x": [-1.0, 0.0]}),
    "model-name-given": lambda: with_stand_in_model("q", EMBEDDING_TOOLS[:1], {}, model_name="my-model"),
})


# Second reading 2026-11-29: the text of a tool without description and with non-ASCII tags, a query the model maps
# to a zero vector, and two tools of equal similarity.
cases_of("search.embeddings.stand-in-model", {
    "empty-description-unicode-tags": lambda: with_stand_in_model(
        "Wetter", [("x", "", ["Grüße", "b"])], {"Wetter": [1.0, 0.0], "m.x  Grüße b": [1.0, 0.0]}),
    "zero-vector-query": lambda: with_stand_in_model(
        "q", EMBEDDING_TOOLS[:2], {"m.long Long vector a b": [1.0, 1.0], "m.close Close angle ": [1.0, 0.0]}),
    "equal-similarity-order": lambda: with_stand_in_model(
        "q", [("b", "B", []), ("a", "A", [])], {"q": [1.0, 0.0], "m.b B ": [2.0, 0.0], "m.a A ": [1.0, 0.0]}),
})


# search.limit.values, second reading: the client's default limit against twelve matches, and unmatched tools.
TWELVE = [(f"tool_{i:02d}", f"weather helper number {i}", []) for i in range(12)]


async def with_client_default_limit(query, tools):
    load_plugins()
    import inspect

    from utcp.utcp_client import UtcpClient

    return await search(query, tools=tools, limit=inspect.signature(UtcpClient.search_tools).parameters["limit"].default)


cases_of("search.limit.values", {
    "default-with-twelve-tools": lambda: with_client_default_limit("weather", TWELVE),
    "zero-nothing-matches": lambda: search("zzz qqq", limit=0),
    "two-nothing-matches": lambda: search("zzz qqq", limit=2),
})


# Second reading 2026-11-30 (w-rfc, blog of 2025-07-15): one tool matches and the limit is 3; a limit above the
# number of registered tools.
cases_of("search.limit.values", {
    "three-one-matches": lambda: search("customer", limit=3),
    "fifty-four-tools": lambda: search("customer", limit=50),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, blog post of 2025-07-15): a limit above the number of tools when no tool
# matches, the empty query, and the matching query in capitals with limit 1.
cases_of("search.limit.values", {
    "fifty-nothing-matches": lambda: search("zzz qqq", limit=50),
    "empty-query-limit-two": lambda: search("", limit=2),
    "upper-case-query-limit-one": lambda: search("CUSTOMER", limit=1),
})


# First reading (wave 6) 2026-11-29 (u-text): limit 0 through the client and with a tag filter; which partial word
# matches count; more ranking edges (a tag word that is not in the query text, CRLF, a name-only query registered
# second, upper-case non-ASCII, many tools); the repository serializer given odd values.
async def client_search(query, tools, limit, tags=None):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create()
    object.__setattr__(client.config, "tool_repository", await repository(tools))
    found = await outcome_of(client.search_tools(query, limit=limit, any_of_tags_required=tags))
    return [t.name for t in found["value"]] if "value" in found else found


async def strategy_with_tags(query, tools, limit, tags):
    load_plugins()
    from utcp.implementations.tag_search import TagAndDescriptionWordMatchStrategy

    repo = await repository(tools)
    found = await TagAndDescriptionWordMatchStrategy().search_tools(repo, query, limit=limit,
                                                                     any_of_tags_required=tags)
    return [t.name for t in found]


cases_of("search.default.limit-zero", {
    "client-limit-zero": lambda: client_search("payments", PAIR, 0),
    "tag-filter-limit-zero": lambda: strategy_with_tags("payments", PAIR, 0, ["payments"]),
})

cases_of("search.default.partial-word", {
    "description-word-inside-query-word": lambda: search(
        "refunds", tools=[("weather", "Current weather for a city", []), ("refund", "Issue a refund", [])]),
    "tag-inside-query-word": lambda: search(
        "weatherproof", tools=[("other", "Other things", []), ("weather", "", ["weather"])]),
    "query-inside-tag": lambda: search(
        "pay", tools=[("weather", "Current weather for a city", []), ("refund", "", ["payments"])]),
})

MANY = [(f"t{i:02d}", f"helper number {i}", ["payments"] if i == 24 else []) for i in range(30)]

cases_of("search.ranking.tags-and-words", {
    "tag-word-not-in-query-text": lambda: search("refund now", tools=[("x", "", []), ("t", "", ["issue refund"])]),
    "crlf-query": lambda: search("PAYMENTS\r\nRefund"),
    "name-only-registered-second": lambda: search(
        "weather2", tools=[("x", "nothing here", []), ("weather2", "nothing here", [])]),
    "upper-case-non-ascii-tag": lambda: search("STÄDTE", tools=[("x", "", []), ("a", "", ["städte"])]),
    "tag-match-among-many": lambda: search("payments", tools=MANY, limit=3),
    "description-word-in-longer-query-word": lambda: search(
        "refunds", tools=[("x", "other", []), ("r", "Issue a refund", [])]),
})


async def repository_contents_from_config(config):
    load_plugins()
    from utcp.implementations.in_mem_tool_repository import InMemToolRepositoryConfigSerializer

    async def validated():
        repo = InMemToolRepositoryConfigSerializer().validate_dict(config)
        return {"class": type(repo).__name__, "tools": len(await repo.get_tools())}

    return await outcome_of(validated())


cases_of("search.repository.config-type", {
    "missing-type": lambda: repository_contents_from_config({}),
    "upper-case-type": lambda: repository_contents_from_config({"tool_repository_type": "IN_MEMORY"}),
    "null": lambda: repository_contents_from_config(None),
    "list": lambda: repository_contents_from_config([]),
    "number": lambda: repository_contents_from_config(42),
    "with-tools": lambda: repository_contents_from_config(
        {"tool_repository_type": "in_memory", "tools": [{"name": "m.a", "description": "d"}]}),
})
