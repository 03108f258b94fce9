"""Cases of the 0.1 graphql provider page (utcp 0.1.8): its transport against a loopback GraphQL server.

The server runs graphql-core over aiohttp; gql is our double (tests/python/doubles/gql), which parses,
introspects, validates and posts as gql 3 does."""
from _behaviour import cases_of, guard_loopback, http_server

SDL = '''
type Product { sku: String name: String }
input Restock { sku: String! units: Int! }
type Query {
  "Units in stock for one product"
  stockLevel(sku: String): Int
  product(sku: String): Product
  count(limit: Int): Int
  byId(id: ID): String
  strict(sku: String!): String
  filtered(where: Restock): String
  echo(text: String): String
}
type Mutation { restock(sku: String): Int }
type Subscription { stockChanged: Int }
'''


def gql_route(seen, sdl=None, root=None):
    """An aiohttp handler answering GraphQL POSTs from `sdl` (SDL by default); records each request in `seen`."""
    from aiohttp import web
    from graphql import build_schema, graphql

    schema = build_schema(sdl or SDL)
    root = root or {"stockLevel": lambda info, sku=None: 42 if sku == "TSHIRT-BLU-M" else 0,
                    "echo": lambda info, text=None: text, "count": lambda info, limit=None: limit}

    async def handler(request):
        body = await request.json()
        seen.append({"query": body.get("query"), "variables": body.get("variables"),
                     "key": request.headers.get("X-Shop-Key")})
        result = await graphql(schema, body["query"], root_value=root, variable_values=body.get("variables"))
        out = {"data": result.data}
        if result.errors:
            out["errors"] = [{"message": e.message} for e in result.errors]
        return web.json_response(out)

    return handler


def provider(url, **fields):
    from utcp.shared.provider import GraphQLProvider

    return GraphQLProvider(name="inventory", url=url, **fields)


def introspection(query):
    return "__schema" in (query or "")


async def run(action, sdl=None, root=None):
    """Serves the schema, runs `action(transport, base)`; returns its value and what the server saw."""
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

    seen = []
    async with http_server({("POST", "/graphql"): gql_route(seen, sdl, root)}) as base:
        transport = GraphQLClientTransport()
        try:
            value = await action(transport, base + "/graphql")
        except Exception as error:  # the error is the outcome, with what reached the server
            value = {"error": {"type": type(error).__name__, "message": str(error)[:200]}}
    return {"result": value, "requests": ["introspection" if introspection(r["query"]) else r for r in seen]}


def discover(url_of=lambda url: url):
    async def action(transport, url):
        tools = await transport.register_tool_provider(provider(url_of(url)))
        return [{"name": t.name, "description": t.description,
                 "inputs": t.inputs.model_dump(), "provider": t.tool_provider.name,
                 "operation_type": t.tool_provider.operation_type} for t in tools]
    return run(action)


async def not_loopback(url):
    blocked, undo = guard_loopback()
    try:
        from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

        try:
            await GraphQLClientTransport().register_tool_provider(provider(url))
            return "registered"
        except Exception as error:
            return {"error": type(error).__name__, "blocked": bool(blocked)}
    finally:
        undo()


cases_of("v01-graphql.discovery.url", {
    "plain-http-host": lambda: not_loopback("http://graphql.shop.example.com/graphql"),
    "localhost-look-alike-host": lambda: not_loopback("http://localhost.shop.example.com/graphql"),
    "loopback-http": lambda: discover(),
    "uppercase-https-scheme": lambda: not_loopback("HTTPS://graphql.shop.example.com/graphql"),
    "ipv6-loopback-http": lambda: not_loopback("http://[::1]:9/graphql"),
    "loopback-look-alike-address": lambda: not_loopback("http://127.0.0.10:9/graphql"),
})

cases_of("v01-graphql.discovery.tools", {
    "query-mutation-subscription": lambda: discover(),
})


def call(name, arguments, **fields):
    async def action(transport, url):
        return await transport.call_tool(name, arguments, provider(url, **fields))
    return run(action)


cases_of("v01-graphql.call.document", {
    "sku-argument": lambda: call("stockLevel", {"sku": "TSHIRT-BLU-M"}),
    "no-arguments": lambda: call("stockLevel", {}),
    "unicode-argument": lambda: call("echo", {"text": "caf\u00e9 \u2713"}),
})

cases_of("v01-graphql.call.limits", {
    "object-result-without-selection": lambda: call("product", {"sku": "A"}),
    "int-argument": lambda: call("count", {"limit": 5}),
    "id-argument": lambda: call("byId", {"id": "1"}),
    "non-null-string-argument": lambda: call("strict", {"sku": "A"}),
    "input-type-argument": lambda: call("filtered", {"where": {"sku": "A", "units": 1}}),
    "number-for-string-argument": lambda: call("echo", {"text": 5}),
    "mutation-as-query": lambda: call("restock", {"sku": "A"}),
    "mutation-declared": lambda: call("restock", {"sku": "A"}, operation_type="mutation"),
})


async def two_calls(transport, url):
    await transport.call_tool("stockLevel", {"sku": "TSHIRT-BLU-M"}, provider(url))
    return await transport.call_tool("stockLevel", {"sku": "TSHIRT-BLU-M"}, provider(url))


cases_of("v01-graphql.call.round-trips", {
    "two-calls": lambda: run(two_calls),
    "plain-http-host": lambda: not_loopback_call(),
})


async def not_loopback_call():
    blocked, undo = guard_loopback()
    try:
        from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

        try:
            await GraphQLClientTransport().call_tool("stockLevel", {}, provider("http://graphql.shop.example.com/g"))
            return "called"
        except Exception as error:
            return {"error": type(error).__name__, "blocked": bool(blocked)}
    finally:
        undo()


def through_client(arguments):
    """Registers the provider through UtcpClient (providers file) and calls the first tool by its listed name."""
    async def action(transport, url):
        import json
        import os
        import tempfile

        from utcp.client.utcp_client import UtcpClient

        folder = tempfile.mkdtemp()
        providers = os.path.join(folder, "providers.json")
        with open(providers, "w") as handle:
            json.dump([{"name": "inventory", "provider_type": "graphql", "url": url}], handle)
        client = await UtcpClient.create(config={"providers_file_path": providers})
        names = [t.name for t in await client.tool_repository.get_tools()]
        try:
            value = await client.call_tool("inventory.stockLevel", arguments)
        except Exception as error:
            value = {"error": {"type": type(error).__name__, "message": str(error).splitlines()[0]}}
        return {"names": names, "call": value}
    return run(action)


cases_of("v01-graphql.call.client-names", {
    "namespaced-name": lambda: through_client({"sku": "TSHIRT-BLU-M"}),
    "namespaced-name-no-arguments": lambda: through_client({}),
})


# --- second adversarial review 2026-11-28: edge cases the first cases did not try ---

EDGE_SDL = '''
type Product { sku: String }
type Query {
  restock(sku: String): String
  products: [Product]
  strictDefault(sku: String! = "A"): String
  byColour(colour: Colour): String
  tagged(tags: [String]): String
}
enum Colour { RED BLUE }
type Mutation { restock(sku: String): Int }
type Subscription { stockChanged: Int }
'''
EDGE_ROOT = {"restock": lambda info, sku=None: "the query field ran",
             "strictDefault": lambda info, sku=None: sku}


def edge_call(name, arguments, **fields):
    async def action(transport, url):
        return await transport.call_tool(name, arguments, provider(url, **fields))
    return run(action, EDGE_SDL, EDGE_ROOT)


def edge_discover(**fields):
    async def action(transport, url):
        tools = await transport.register_tool_provider(provider(url, **fields))
        return [{"name": t.name, "operation_type": t.tool_provider.operation_type} for t in tools]
    return run(action, EDGE_SDL, EDGE_ROOT)


def error_class():
    """The class a failed check raises: its module and bases, to tell gql's classes from graphql-core's."""
    async def action(transport, url):
        try:
            await transport.call_tool("count", {"limit": 5}, provider(url))
        except Exception as error:
            return {"type": type(error).__name__, "module": type(error).__module__,
                    "bases": [base.__module__ + "." + base.__name__ for base in type(error).__mro__[1:3]]}
        return "no error"
    return run(action)


def client_call(register, tool_name, arguments):
    """Registers through UtcpClient with `register(client, url, folder)` and calls `tool_name`."""
    async def action(transport, url):
        import tempfile

        from utcp.client.utcp_client import UtcpClient

        client = await UtcpClient.create()
        await register(client, url, tempfile.mkdtemp())
        names = [t.name for t in await client.tool_repository.get_tools()]
        try:
            value = await client.call_tool(tool_name, arguments)
        except Exception as error:
            value = {"error": {"type": type(error).__name__, "message": str(error).splitlines()[0]}}
        return {"names": names, "call": value}
    return run(action)


def directly(name):
    """Registers a GraphQLProvider named `name` with UtcpClient.register_tool_provider."""
    async def register(client, url, folder):
        from utcp.shared.provider import GraphQLProvider

        await client.register_tool_provider(GraphQLProvider(name=name, url=url))
    return register


async def text_manual_with_handwritten_tool(client, url, folder, auth=None):
    """A text manual holding the hand-written stockLevel tool of the page, its tool provider on loopback."""
    import json
    import os

    from utcp.shared.provider import TextProvider

    tool_entry = {
        "name": "stockLevel", "description": "Units in stock for one product, across all warehouses",
        "tags": ["inventory", "stock"],
        "inputs": {"type": "object", "properties": {"sku": {"type": "string"}}, "required": ["sku"]},
        "outputs": {"type": "object", "properties": {"stockLevel": {"type": "integer"}}},
        "tool_provider": {"name": "inventory", "provider_type": "graphql", "url": url, "operation_type": "query"},
    }
    if auth:
        tool_entry["tool_provider"]["auth"] = auth
    path = os.path.join(folder, "manual.json")
    with open(path, "w") as handle:
        json.dump({"version": "0.1.8", "tools": [tool_entry]}, handle)
    await client.register_tool_provider(TextProvider(name="shop", file_path=path))


async def handwritten_with_page_auth(client, url, folder):
    """The same tool with the page's api_key auth (SHOP_API_KEY is set by with_shop_key)."""
    await text_manual_with_handwritten_tool(client, url, folder, {
        "auth_type": "api_key", "api_key": "$SHOP_API_KEY", "var_name": "X-Shop-Key", "location": "header"})


def with_shop_key(make):
    """Runs the awaitable `make()` gives with SHOP_API_KEY set."""
    async def wrapped():
        import os

        os.environ["SHOP_API_KEY"] = "k-1"
        try:
            return await make()
        finally:
            del os.environ["SHOP_API_KEY"]
    return wrapped


def client_class():
    """The module of the class the namespaced call raises."""
    async def action(transport, url):
        from utcp.client.utcp_client import UtcpClient
        from utcp.shared.provider import GraphQLProvider

        client = await UtcpClient.create()
        await client.register_tool_provider(GraphQLProvider(name="inventory", url=url))
        try:
            await client.call_tool("inventory.stockLevel", {})
        except Exception as error:
            return {"type": type(error).__name__, "module": type(error).__module__}
        return "no error"
    return run(action)


cases_of("v01-graphql.call.client-names", {
    "registered-directly": lambda: client_call(directly("inventory"), "inventory.stockLevel",
                                               {"sku": "TSHIRT-BLU-M"}),
    "dotted-provider-name": lambda: client_call(directly("shop.inventory"), "shop_inventory.stockLevel", {}),
    "syntax-error-class": lambda: client_class(),
    "handwritten-tool-in-text-manual": lambda: client_call(text_manual_with_handwritten_tool, "shop.stockLevel",
                                                           {"sku": "TSHIRT-BLU-M"}),
    "handwritten-tool-with-page-auth": with_shop_key(lambda: client_call(
        handwritten_with_page_auth, "shop.stockLevel", {"sku": "TSHIRT-BLU-M"})),
})

cases_of("v01-graphql.call.limits", {
    "list-of-objects-result": lambda: edge_call("products", {}),
    "non-null-string-argument-with-default": lambda: edge_call("strictDefault", {"sku": "B"}),
    "mutation-as-query-same-name-query-field": lambda: edge_call("restock", {"sku": "A"}),
    "error-class": error_class,
    "boolean-for-string-argument": lambda: call("echo", {"text": True}),
    "object-for-string-argument": lambda: call("echo", {"text": {"a": 1}}),
    "null-for-string-argument": lambda: call("echo", {"text": None}),
    "enum-argument": lambda: edge_call("byColour", {"colour": "RED"}),
    "list-of-strings-argument": lambda: edge_call("tagged", {"tags": ["a"]}),
})

cases_of("v01-graphql.discovery.tools", {
    "same-name-query-and-mutation": lambda: edge_discover(),
    "manual-operation-type-mutation": lambda: edge_discover(operation_type="mutation"),
})


# --- third adversarial review 2026-11-29: a String! argument with a default given null, and an Int argument the
# call leaves out ---

cases_of("v01-graphql.call.limits", {
    "non-null-string-argument-with-default-given-null": lambda: edge_call("strictDefault", {"sku": None}),
    "non-null-string-argument-with-default-left-out": lambda: edge_call("strictDefault", {}),
    "int-argument-left-out": lambda: call("count", {}),
})


# Adversarial review 2026-11-29 (p-fold9): where an api_key auth reaches the server, by its location.
async def api_key_at(location):
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport
    from utcp.shared.provider import ApiKeyAuth

    inner = gql_route([])
    places = []

    async def recording(request):
        places.append({"header X-Shop-Key": request.headers.get("X-Shop-Key"),
                       "query": dict(request.query), "cookies": dict(request.cookies)})
        return await inner(request)

    auth = ApiKeyAuth(api_key="k-123", var_name="X-Shop-Key", location=location)
    async with http_server({("POST", "/graphql"): recording}) as base:
        transport = GraphQLClientTransport()
        url = base + "/graphql"
        tools = await transport.register_tool_provider(provider(url, auth=auth))
        result = await transport.call_tool("stockLevel", {"sku": "TSHIRT-BLU-M"}, provider(url, auth=auth))
    return {"tools": len(tools), "result": result, "requests": places}


cases_of("v01-graphql.auth.api-key-location", {
    location: (lambda location=location: api_key_at(location)) for location in ("header", "query", "cookie")
})


# Second reading 2026-11-30 (c-v01): the fields table and the oauth2 row of the graphql page, on discovery and a call.
async def with_fields(fields, arguments, token_status=200):
    from aiohttp import web
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

    inner = gql_route([])
    requests, token_requests = [], []

    async def recording(request):
        body = await request.json()
        requests.append({"introspection": introspection(body.get("query")),
                         "query": None if introspection(body.get("query")) else body.get("query"),
                         "operationName": body.get("operationName"),
                         "X-Trace": request.headers.get("X-Trace"), "sku header": request.headers.get("sku"),
                         "Authorization": request.headers.get("Authorization")})
        return await inner(request)

    async def token(request):
        form = dict(await request.post())
        entry = {"form keys": sorted(form), "basic header": request.headers.get("Authorization")}
        if "X-Trace" in request.headers:
            entry["X-Trace"] = request.headers["X-Trace"]
        token_requests.append(entry)
        if token_status != 200:
            return web.json_response({"error": "invalid_client"}, status=token_status)
        return web.json_response({"access_token": "tok-1", "token_type": "bearer"})

    async with http_server({("POST", "/graphql"): recording, ("POST", "/token"): token}) as base:
        url = base + "/graphql"
        resolved = {k: (v.replace("BASE", base) if isinstance(v, str) else v) for k, v in fields.items()}
        if "auth" in resolved:
            resolved["auth"] = {k: v.replace("BASE", base) if isinstance(v, str) else v
                                for k, v in resolved["auth"].items()}
        transport = GraphQLClientTransport()
        outcome = {}
        try:
            outcome["tools"] = len(await transport.register_tool_provider(provider(url, **resolved)))
            outcome["result"] = await transport.call_tool("stockLevel", arguments, provider(url, **resolved))
        except Exception as error:  # noqa: BLE001 - the type is the observation
            outcome["error"] = type(error).__name__
    return {**outcome, "requests": requests, "token requests": token_requests}


OAUTH = {"auth_type": "oauth2", "token_url": "BASE/token", "client_id": "c-1", "client_secret": "s-1"}

cases_of("v01-graphql.provider.fields", {
    "fixed-headers": lambda: with_fields({"headers": {"X-Trace": "t-1"}}, {"sku": "TSHIRT-BLU-M"}),
    "operation-name": lambda: with_fields({"operation_name": "StockQuery"}, {"sku": "TSHIRT-BLU-M"}),
    "header-fields": lambda: with_fields({"header_fields": ["sku"]}, {"sku": "TSHIRT-BLU-M"}),
    "oauth2-body": lambda: with_fields({"auth": dict(OAUTH)}, {"sku": "TSHIRT-BLU-M"}),
    "oauth2-body-refused": lambda: with_fields({"auth": dict(OAUTH)}, {"sku": "TSHIRT-BLU-M"}, token_status=401),
})


# Second reading (wave 3) 2026-11-29 (g-v01): fixed headers beside an oauth2 auth (the token request), an api_key
# auth naming the same header, and a header_fields argument whose name is not a GraphQL name.
cases_of("v01-graphql.provider.fields", {
    "fixed-headers-with-oauth2": lambda: with_fields({"headers": {"X-Trace": "t-1"}, "auth": dict(OAUTH)},
                                                     {"sku": "TSHIRT-BLU-M"}),
    "fixed-headers-api-key-same-name": lambda: with_fields(
        {"headers": {"X-Trace": "t-1"},
         "auth": {"auth_type": "api_key", "api_key": "from-auth", "var_name": "X-Trace", "location": "header"}},
        {"sku": "TSHIRT-BLU-M"}),
    "header-fields-hyphenated-name": lambda: with_fields({"header_fields": ["X-Trace"]},
                                                         {"sku": "TSHIRT-BLU-M", "X-Trace": "t-2"}),
})


# Second reading (wave 4) 2026-11-29 (x-v01): a hyphenated argument that header_fields does not list, a non-ASCII
# header_fields name, one starting with a digit, and a header_fields name that is a valid GraphQL name.
cases_of("v01-graphql.provider.fields", {
    "hyphenated-argument-without-header-fields": lambda: with_fields({}, {"sku": "TSHIRT-BLU-M", "X-Trace": "t-2"}),
    "header-fields-non-ascii-name": lambda: with_fields({"header_fields": ["Zürich"]},
                                                       {"sku": "TSHIRT-BLU-M", "Zürich": "t-2"}),
    "header-fields-digit-first-name": lambda: with_fields({"header_fields": ["1st"]},
                                                          {"sku": "TSHIRT-BLU-M", "1st": "t-2"}),
    "header-fields-underscore-name": lambda: with_fields({"header_fields": ["X_Trace"]},
                                                         {"sku": "TSHIRT-BLU-M", "X_Trace": "t-2"}),
})


# Second reading (wave 5) 2026-11-29 (h-v01): every X-Trace value the server received, for an api_key auth naming
# the fixed header in other capitals, in the query location, or with an empty key.
async def x_trace_values(fields):
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

    inner = gql_route([])
    seen = []

    async def recording(request):
        seen.append(request.headers.getall("X-Trace", []))
        return await inner(request)

    async with http_server({("POST", "/graphql"): recording}) as base:
        url = base + "/graphql"
        transport = GraphQLClientTransport()
        outcome = {}
        try:
            await transport.register_tool_provider(provider(url, **fields))
            outcome["result"] = await transport.call_tool("stockLevel", {"sku": "TSHIRT-BLU-M"}, provider(url, **fields))
        except Exception as error:  # noqa: BLE001 - the type is the observation
            outcome["error"] = type(error).__name__
    return {**outcome, "X-Trace values per request": seen}


def api_key(var_name, location="header", key="from-auth"):
    return {"headers": {"X-Trace": "t-1"},
            "auth": {"auth_type": "api_key", "api_key": key, "var_name": var_name, "location": location}}


cases_of("v01-graphql.provider.fields", {
    "fixed-headers-api-key-other-case": lambda: x_trace_values(api_key("x-trace")),
    "fixed-headers-api-key-query-location": lambda: x_trace_values(api_key("X-Trace", "query")),
    "fixed-headers-api-key-empty-key": lambda: x_trace_values(api_key("X-Trace", key="")),
    "header-fields-space-in-name": lambda: with_fields({"header_fields": ["X Trace"]},
                                                       {"sku": "TSHIRT-BLU-M", "X Trace": "t-2"}),
    "header-fields-dotted-name": lambda: with_fields({"header_fields": ["x.trace"]},
                                                     {"sku": "TSHIRT-BLU-M", "x.trace": "t-2"}),
    "non-ascii-argument-without-header-fields": lambda: with_fields({}, {"sku": "TSHIRT-BLU-M", "Zürich": "t-2"}),
    "header-fields-lower-case-undeclared-name": lambda: with_fields({"header_fields": ["trace"]},
                                                                    {"sku": "TSHIRT-BLU-M", "trace": "t-2"}),
})


# Third reading (wave 7) 2026-11-29 (w7): which headers the OAuth2 token request carries when the provider has two
# fixed headers (one of them a standard name) and a header_fields argument: every header name the token endpoint
# received, the ones any aiohttp request carries left out.
async def _w7_token_request_headers():
    from aiohttp import web
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

    inner = gql_route([])
    seen = []
    usual = {"host", "content-length", "content-type", "user-agent", "accept", "accept-encoding"}

    async def token(request):
        seen.append(sorted(name for name in request.headers if name.lower() not in usual))
        return web.json_response({"access_token": "tok-1", "token_type": "bearer"})

    async with http_server({("POST", "/graphql"): inner, ("POST", "/token"): token}) as base:
        fields = {"headers": {"X-Trace": "t-1", "Accept-Language": "de"}, "header_fields": ["X-Sku"],
                  "auth": {**OAUTH, "token_url": base + "/token"}}
        transport = GraphQLClientTransport()
        outcome = {}
        try:
            await transport.register_tool_provider(provider(base + "/graphql", **fields))
            outcome["result"] = await transport.call_tool("stockLevel", {"sku": "TSHIRT-BLU-M", "X-Sku": "s-1"},
                                                          provider(base + "/graphql", **fields))
        except Exception as error:  # noqa: BLE001 - the type is the observation
            outcome["error"] = type(error).__name__
    return {**outcome, "token request headers": seen}


cases_of("v01-graphql.provider.fields", {"w7-token-request-headers": _w7_token_request_headers})
