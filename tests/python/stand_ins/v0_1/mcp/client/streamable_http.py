"""See mcp/__init__.py: import-only stand-in for python-utcp 0.1."""


def streamablehttp_client(*args, **kwargs):
    raise RuntimeError("the mcp SDK is not installed here")
