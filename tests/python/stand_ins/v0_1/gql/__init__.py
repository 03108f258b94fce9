"""Import-only stand-in for `gql` (not installable here), which python-utcp 0.1 imports at start-up
through its GraphQL transport. No 0.1 example calls a GraphQL provider; using it raises."""


class Client:
    def __init__(self, *args, **kwargs):
        raise RuntimeError("gql is not installed here; the 0.1 runner only stands in for its import")


def gql(*args, **kwargs):
    raise RuntimeError("gql is not installed here")
