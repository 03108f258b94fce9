"""Stand-in for fastapi, which is not installable here.

for-tool-providers serves its manual with FastAPI; what that block shows about UTCP (the manual
is served as it is at /utcp) does not depend on FastAPI itself. This keeps the decorator's shape
and records the routes, so the runner can call the handler and compare its answer.
"""


class FastAPI:
    def __init__(self, *args, **kwargs):
        self.routes = {}

    def _route(self, method, path):
        def register(function):
            self.routes[f"{method} {path}"] = function
            return function
        return register

    def get(self, path, **kwargs):
        return self._route("GET", path)

    def post(self, path, **kwargs):
        return self._route("POST", path)


class HTTPException(Exception):
    def __init__(self, status_code: int, detail=None, headers=None):
        super().__init__(detail)
        self.status_code = status_code
        self.detail = detail
