"""Exceptions of the gql double, named as gql 3 names them."""
from typing import Any


class TransportError(Exception):
    """Base of the transport errors."""


class TransportProtocolError(TransportError):
    """The server's answer is not a GraphQL response."""


class TransportServerError(TransportError):
    """The server answered with an HTTP error status."""

    def __init__(self, message: str, code: Any = None):
        super().__init__(message)
        self.code = code


class TransportQueryError(TransportError):
    """The GraphQL response carries `errors`."""

    def __init__(self, message: str, errors: Any = None, data: Any = None, **_: Any):
        super().__init__(message)
        self.errors = errors
        self.data = data
