"""A loopback server that stands in for every host the examples name, and the patches that send
their requests to it.

Examples talk to hosts such as tools.example.com or api.open-meteo.com. The runner has no
network, so aiohttp's ClientSession (which python-utcp's http, sse, streamable_http and
websocket plugins use) and urllib.request.urlopen are patched: a request for
https://HOST/PATH goes to http://127.0.0.1:PORT/HOST/PATH of a server started in a background
thread; so does a request for another local port (a service the page starts itself, such as
http://localhost:8000). Routes are registered per host with aiohttp's own router, so path parameters work.
The templates and manuals keep their real https URLs: only the wire is redirected.
"""
import asyncio
import threading
import urllib.request
from typing import Any, Awaitable, Callable, Optional

import aiohttp
from aiohttp import web
from yarl import URL

LOCAL_HOSTS = {"127.0.0.1", "localhost"}
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Loopback:
    def __init__(self) -> None:
        self.app = web.Application()
        self.requests: list = []  # (method, host, path, headers, body) of everything served
        self.port: Optional[int] = None
        self._loop = asyncio.new_event_loop()
        self._runner: Optional[web.AppRunner] = None

    def route(self, method: str, url: str, handler: Handler) -> None:
        target = URL(url)
        self.app.router.add_route(method, f"/{target.host}{target.path}", handler)

    def start(self) -> None:
        ready = threading.Event()

        @web.middleware
        async def remember(request: web.Request, handler: Handler):
            body = await request.read() if request.can_read_body else b""
            parts = request.path.split("/", 2)
            self.requests.append((request.method, parts[1], "/" + (parts[2] if len(parts) > 2 else ""),
                                  dict(request.headers), body))
            return await handler(request)

        self.app.middlewares.append(remember)

        def serve() -> None:
            asyncio.set_event_loop(self._loop)
            self._runner = web.AppRunner(self.app)
            self._loop.run_until_complete(self._runner.setup())
            site = web.TCPSite(self._runner, "127.0.0.1", 0)
            self._loop.run_until_complete(site.start())
            self.port = site._server.sockets[0].getsockname()[1]
            ready.set()
            self._loop.run_forever()

        threading.Thread(target=serve, daemon=True).start()
        ready.wait(30)
        self._patch()

    def local(self, url: Any) -> Any:
        """The loopback address for an external URL; local URLs are left alone."""
        target = URL(str(url))
        if not target.host or (target.host in LOCAL_HOSTS and target.port == self.port):
            return url
        return URL.build(scheme="http", host="127.0.0.1", port=self.port,
                         path=f"/{target.host}{target.path}", query=target.query_string)

    def _patch(self) -> None:
        loopback = self
        original_request = aiohttp.ClientSession._request

        async def _request(session, method, str_or_url, *args, **kwargs):
            return await original_request(session, method, loopback.local(str_or_url), *args, **kwargs)

        aiohttp.ClientSession._request = _request
        original_urlopen = urllib.request.urlopen

        def urlopen(url, *args, **kwargs):
            if isinstance(url, urllib.request.Request):
                url = urllib.request.Request(str(loopback.local(url.full_url)), data=url.data,
                                             headers=dict(url.header_items()), method=url.get_method())
            else:
                url = str(loopback.local(url))
            return original_urlopen(url, *args, **kwargs)

        urllib.request.urlopen = urlopen
