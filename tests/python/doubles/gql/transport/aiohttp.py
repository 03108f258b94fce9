"""`AIOHTTPTransport` of the gql double: it keeps its settings and never sends anything."""
from typing import Any


class AIOHTTPTransport:
    def __init__(self, url: str, **options: Any):
        self.url = url
        self.options = options
