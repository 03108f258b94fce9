"""See gql/__init__.py: import-only stand-in for python-utcp 0.1."""


class AIOHTTPTransport:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("gql is not installed here")
