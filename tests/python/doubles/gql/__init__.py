"""A stand-in for the `gql` distribution, written for these tests.

python-utcp 0.1 imports `Client` and `gql` at start-up for its GraphQL transport. `gql()` keeps
the query text; `Client` refuses to connect, so a probe that reaches a GraphQL server through
the double fails loudly instead of pretending to talk to one.
"""
from typing import Any


class DoubleHasNoTransport(RuntimeError):
    """Raised when code tries to reach a GraphQL server through the double."""


def gql(text: str) -> str:
    return text


class Client:
    def __init__(self, *args: Any, **kwargs: Any):
        raise DoubleHasNoTransport("the gql test double cannot connect to a GraphQL server")


__all__ = ["Client", "DoubleHasNoTransport", "gql"]
