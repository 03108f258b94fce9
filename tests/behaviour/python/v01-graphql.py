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


def gql_route(seen):
    """An aiohttp handler answering GraphQL POSTs from SDL; records each request in `seen`."""
    from aiohttp import web
    from graphql import build_schema, graphql

    schema = build_schema(SDL)
    root = {"stockLevel": lambda info, sku=None: 42 if sku == "TSHIRT-BLU-M" else 0,
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


async def run(action):
    """Serves the schema, runs `action(transport, base)`; returns its value and what the server saw."""
    from utcp.client.transport_interfaces.graphql_transport import GraphQLClientTransport

    seen = []
    async with http_server({("POST", "/graphql"): gql_route(seen)}) as base:
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
