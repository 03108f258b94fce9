"""Serves the routes of a page's FastAPI app (built on the fastapi stand-in) from the loopback server.

The 0.1 tutorial runs a FastAPI weather service and then a client against it at
http://localhost:8000. FastAPI is not installable here; its stand-in only records the routes.
This answers each recorded route as FastAPI would for these simple handlers: query parameters
converted to the annotated type, a pydantic model parameter read from the JSON body (422 when it
does not validate), HTTPException turned into its status, the return value as JSON.
"""
import inspect
import json

from aiohttp import web
from pydantic import BaseModel, ValidationError


def _handler(function):
    signature = inspect.signature(function)

    async def handle(request: web.Request) -> web.Response:
        arguments = {}
        try:
            for name, parameter in signature.parameters.items():
                annotation = parameter.annotation
                if inspect.isclass(annotation) and issubclass(annotation, BaseModel):
                    arguments[name] = annotation.model_validate(await request.json())
                elif name in request.query:
                    kind = annotation if annotation in (int, float, str) else str
                    arguments[name] = kind(request.query[name])
                elif parameter.default is inspect.Parameter.empty:
                    return web.json_response({"detail": f"missing {name}"}, status=422)
        except (ValidationError, ValueError) as error:
            return web.json_response({"detail": str(error)}, status=422)
        try:
            result = function(**arguments)
        except Exception as error:  # the stand-in's HTTPException, or any other
            status = getattr(error, "status_code", 500)
            return web.json_response({"detail": getattr(error, "detail", str(error))}, status=status)
        if isinstance(result, BaseModel):
            result = result.model_dump()
        return web.json_response(json.loads(json.dumps(result, default=lambda value: value.model_dump())))

    return handle


def mount(loop, app, base_url: str) -> None:
    for key, function in app.routes.items():
        method, path = key.split(" ", 1)
        loop.route(method, base_url + path, _handler(function))
