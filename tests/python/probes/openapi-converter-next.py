"""Claim (Next): the 1.1 OpenAPI converter takes `base_url` first, then the first of `servers`, then
the scheme and host of `spec_url`; a document fetched from a non-loopback `spec_url` whose server is
a loopback address is refused with ValueError unless `base_url` is given; `options`, `head` and
`trace` operations are skipped with a warning on standard error.
versions: next
"""
import contextlib
import io

from utcp_probe import load_plugins, observe, run


def spec(servers):
    document = {"openapi": "3.0.0", "info": {"title": "Shop", "version": "1"},
                "paths": {"/items": {"get": {"operationId": "list_items", "responses": {"200": {"description": "ok"}}},
                                     "head": {"operationId": "head_items", "responses": {"200": {"description": "ok"}}}}}}
    if servers:
        document["servers"] = [{"url": u} for u in servers]
    return document


async def main() -> bool:
    load_plugins()
    from utcp_http.openapi_converter import OpenApiConverter

    def urls(document, **kwargs):
        manual = OpenApiConverter(document, **kwargs).convert()
        return [t.tool_call_template.url for t in manual.tools]

    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        given = urls(spec(["https://a.example.com/v1"]), spec_url="https://docs.example.com/spec.json",
                     base_url="https://override.example.com")
        from_servers = urls(spec(["https://a.example.com/v1", "https://b.example.com"]),
                            spec_url="https://docs.example.com/spec.json")
        from_spec_url = urls(spec([]), spec_url="https://docs.example.com/spec.json")
        try:
            urls(spec(["http://127.0.0.1:8080"]), spec_url="https://docs.example.com/spec.json")
            loopback = "no error"
        except ValueError:
            loopback = "ValueError"
        loopback_with_base = urls(spec(["http://127.0.0.1:8080"]), spec_url="https://docs.example.com/spec.json",
                                  base_url="https://api.example.com")
    observe("base_url, servers, spec_url", [given, from_servers, from_spec_url])
    observe("loopback server from a remote spec_url, same with base_url", [loopback, loopback_with_base])
    observe("warning about head on stderr", "head" in errors.getvalue().lower())
    return (given == ["https://override.example.com/items"] and from_servers == ["https://a.example.com/v1/items"]
            and from_spec_url == ["https://docs.example.com/items"] and loopback == "ValueError"
            and loopback_with_base == ["https://api.example.com/items"] and "head" in errors.getvalue().lower())


run(main)
