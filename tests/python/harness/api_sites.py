"""The services the examples of the generated API reference (docs/api, versioned_docs/version-1.0/api)
call, served by the loopback server like the guide sites of sites.py. Hosts, paths and tool names
follow the examples; the data is ours.
"""
import asyncio
import json

from aiohttp import web

from loopback import Loopback
from sites import bearer, http, manual, requires_auth, returns, tool
from utcp_probe import websocket_route

PETS = [{"id": 1, "name": "Rex", "status": "available"}, {"id": 2, "name": "Bella", "status": "available"},
        {"id": 3, "name": "Milo", "status": "sold"}]

PETSTORE_OPENAPI = {
    "openapi": "3.0.3",
    "info": {"title": "Petstore", "version": "1.0.0"},
    "servers": [{"url": "https://petstore.example.com/api/v3"}],
    "paths": {
        "/pet/{petId}": {"get": {
            "operationId": "getPetById", "summary": "One pet by its id",
            "parameters": [{"name": "petId", "in": "path", "required": True, "schema": {"type": "integer"}}],
            "responses": {"200": {"description": "the pet"}}}},
        "/pet/findByStatus": {"get": {
            "operationId": "findPetsByStatus", "summary": "Pets with a status",
            "parameters": [{"name": "status", "in": "query", "schema": {"type": "string"}}],
            "responses": {"200": {"description": "the pets"}}}},
    },
}


async def _pet(request: web.Request) -> web.Response:
    found = [pet for pet in PETS if str(pet["id"]) == request.match_info["pet_id"]]
    return web.json_response(found[0] if found else {"error": "no such pet"}, status=200 if found else 404)


async def _pets_by_status(request: web.Request) -> web.Response:
    return web.json_response([pet for pet in PETS if pet["status"] == request.query.get("status")])


def petstore(loop: Loopback) -> None:
    loop.route("GET", "https://petstore.example.com/api/v3/openapi.json", returns(PETSTORE_OPENAPI))
    loop.route("GET", "https://petstore.example.com/api/v3/pet/findByStatus", _pets_by_status)
    loop.route("GET", "https://petstore.example.com/api/v3/pet/{pet_id}", _pet)


# weather.example.com/utcp answers the 0.1 pages with a 0.1 manual (sites.py): a scenario serves this one
# there with "serve", which wins over the sites.
WEATHER_EXAMPLE = manual([tool("get_forecast", "Daily forecast for a city", http("https://weather.example.com/v1/daily"),
                               {"city": {"type": "string"}, "days": {"type": "integer"}}, ["weather", "forecast"])])


async def _forecast(request: web.Request) -> web.Response:
    days = int(request.query.get("days", "1"))
    return web.json_response({"city": request.query.get("city"),
                              "days": [{"day": day + 1, "max_c": 24 + day} for day in range(days)]})


def weather_example(loop: Loopback) -> None:
    loop.route("GET", "https://weather.example.com/v1/daily", _forecast)


CI_MANUAL = manual([tool("follow_build", "Log lines of a running build", {
    "call_template_type": "sse", "url": "https://ci.example.com/api/builds/{build_id}/events", "event_type": "log",
    "auth": bearer("CI_TOKEN")}, {"build_id": {"type": "string"}})])


async def _build_log(request: web.Request) -> web.StreamResponse:
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await response.prepare(request)
    await response.write(b"event: heartbeat\ndata: {}\n\n")
    for line in ("checkout done", "tests passed", f"build {request.match_info['build_id']} deployed"):
        await response.write(f"event: log\ndata: {json.dumps({'line': line})}\n\n".encode())
    await response.write_eof()
    return response


def ci_log(loop: Loopback, token: str = "ci-token") -> None:
    loop.route("GET", "https://ci.example.com/utcp", returns(CI_MANUAL))
    loop.route("GET", "https://ci.example.com/api/builds/{build_id}/events", requires_auth(token, _build_log))


ANALYTICS_MANUAL = manual([tool("export_events", "Events of a dataset as NDJSON records", {
    "call_template_type": "streamable_http", "url": "https://analytics.example.com/v1/datasets/{dataset}/export",
    "http_method": "POST", "content_type": "application/json", "body_field": "filter"},
    {"dataset": {"type": "string"}, "filter": {"type": "object"}})])


async def _export(request: web.Request) -> web.StreamResponse:
    wanted = (await request.json()).get("country")
    response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
    await response.prepare(request)
    for country, count in (("PT", 12), ("ES", 40), ("PT", 30)):
        if country == wanted:
            await response.write((json.dumps({"country": country, "count": count}) + "\n").encode())
    await response.write_eof()
    return response


def analytics_export(loop: Loopback) -> None:
    loop.route("GET", "https://analytics.example.com/utcp", returns(ANALYTICS_MANUAL))
    loop.route("POST", "https://analytics.example.com/v1/datasets/{dataset}/export", _export)


async def _echo_message(ws, request, text: str) -> None:
    await ws.send_str(json.dumps({"echo": json.loads(text)}))
    await asyncio.sleep(0)


_echo = websocket_route(_echo_message)


def echo(loop: Loopback) -> None:
    loop.route("GET", "ws://localhost:8765/", _echo)


async def _headlines(request: web.Request) -> web.Response:
    if request.query.get("apiKey") != "news-key":
        return web.json_response({"error": "apiKey missing", "query": dict(request.query)}, status=401)
    return web.json_response({"articles": 2})


def news(loop: Loopback) -> None:
    loop.route("GET", "https://newsapi.org/v2/top-headlines", _headlines)


API_SITES = (news, petstore, weather_example, ci_log, analytics_export, echo)
