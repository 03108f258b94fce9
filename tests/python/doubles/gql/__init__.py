"""A stand-in for the `gql` distribution (3.x), written for these tests.

python-utcp 0.1 imports `Client` and `gql` for its GraphQL transport. The double follows what gql 3
does on the paths that transport uses, built on graphql-core (installed here): `gql()` parses the
text into a document and raises `GraphQLSyntaxError` on bad text; `async with Client(...)` connects
its transport and, with `fetch_schema_from_transport=True`, posts the introspection query and builds
the client schema; `session.execute()` validates the document against that schema first (raising
the first `GraphQLError`, nothing sent), then posts it and returns `data`, or raises
`TransportQueryError` when the response carries `errors`. Without a transport, `Client` refuses to
connect, so nothing pretends to talk to a server.
"""
from typing import Any, Dict, Optional


class DoubleHasNoTransport(RuntimeError):
    """Raised when code tries to reach a GraphQL server without a transport."""


def gql(text: str):
    from graphql import Source, parse

    return parse(Source(text, "GraphQL request"))


class _Session:
    def __init__(self, client: "Client"):
        self.client = client

    async def execute(self, document, variable_values: Optional[Dict[str, Any]] = None, **_: Any):
        from graphql import validate

        from gql.transport.exceptions import TransportQueryError

        if self.client.schema is not None:
            errors = validate(self.client.schema, document)
            if errors:
                raise errors[0]
        result = await self.client.transport.execute(document, variable_values=variable_values)
        if result.errors:
            raise TransportQueryError(str(result.errors[0]), errors=result.errors, data=result.data)
        return result.data


class Client:
    def __init__(self, schema: Any = None, transport: Any = None, fetch_schema_from_transport: bool = False,
                 **_: Any):
        if transport is None:
            raise DoubleHasNoTransport("the gql test double needs a transport to reach a GraphQL server")
        self.schema = schema
        self.transport = transport
        self.fetch_schema_from_transport = fetch_schema_from_transport

    async def __aenter__(self) -> _Session:
        from graphql import build_client_schema, get_introspection_query

        await self.transport.connect()
        session = _Session(self)
        if self.fetch_schema_from_transport and self.schema is None:
            result = await self.transport.execute(gql(get_introspection_query()))
            if result.errors:
                from gql.transport.exceptions import TransportQueryError

                raise TransportQueryError(str(result.errors[0]), errors=result.errors)
            self.schema = build_client_schema(result.data)
        return session

    async def __aexit__(self, *exc: Any) -> None:
        await self.transport.close()


__all__ = ["Client", "DoubleHasNoTransport", "gql"]
