"""`AIOHTTPTransport` of the gql double: posts `{"query", "variables"}` as JSON with its headers, as gql 3 does."""
from typing import Any, Dict, Optional


class AIOHTTPTransport:
    def __init__(self, url: str, headers: Optional[Dict[str, str]] = None, **options: Any):
        self.url = url
        self.headers = headers
        self.options = options
        self.session = None

    async def connect(self) -> None:
        import aiohttp

        self.session = aiohttp.ClientSession(headers=self.headers)

    async def close(self) -> None:
        if self.session is not None:
            await self.session.close()
            self.session = None

    async def execute(self, document, variable_values: Optional[Dict[str, Any]] = None, **_: Any):
        from graphql import ExecutionResult, print_ast

        from gql.transport.exceptions import TransportProtocolError, TransportServerError

        payload: Dict[str, Any] = {"query": print_ast(document)}
        if variable_values:
            payload["variables"] = variable_values
        async with self.session.post(self.url, json=payload) as response:
            try:
                result = await response.json(content_type=None)
            except Exception:
                if response.status >= 400:
                    raise TransportServerError(f"{response.status}, message='{response.reason}'", response.status)
                raise TransportProtocolError(f"Server did not return a GraphQL result: {await response.text()}")
            if not isinstance(result, dict) or ("data" not in result and "errors" not in result):
                if response.status >= 400:
                    raise TransportServerError(f"{response.status}, message='{response.reason}'", response.status)
                raise TransportProtocolError(f"Server did not return a GraphQL result: {result}")
            return ExecutionResult(errors=result.get("errors"), data=result.get("data"))
