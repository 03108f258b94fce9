"""Records the HTTP requests python-utcp sends for the studio's request cases.

Reads {"cases": [...]} from the STUDIO_CASES environment variable (the shape of scripts/studio/requestCases.ts), serves a
loopback HTTP server that records every request, makes each tool call with python-utcp's
DefaultVariableSubstitutor and HttpCommunicationProtocol, and prints the records as JSON.
Each case's URL holds "{origin}", replaced by the loopback server's origin.
"""
import asyncio
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
from utcp_http.http_call_template import HttpCallTemplate
from utcp_http.http_communication_protocol import HttpCommunicationProtocol

RECEIVED = []
TRANSPORT = {"host", "user-agent", "accept-encoding", "content-length"}


class Recorder(BaseHTTPRequestHandler):
    def _record(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8") if length else ""
        RECEIVED.append({
            "method": self.command,
            "path": self.path,
            # Transport headers (Host carries the random port) are left out: the studio compares
            # what the UTCP code sets, not what aiohttp adds for every request.
            "headers": {name: value for name, value in self.headers.items() if name.lower() not in TRANSPORT},
            "body": body,
        })
        payload = b"{}"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _record

    def log_message(self, *args):
        pass


async def run_case(case, origin):
    template = json.loads(json.dumps(case["template"]).replace("{origin}", origin))
    config = UtcpClientConfig(variables=case["variables"])
    substituted = DefaultVariableSubstitutor().substitute(template, config, case["manualName"])
    call_template = HttpCallTemplate.model_validate(substituted)
    RECEIVED.clear()
    try:
        await HttpCommunicationProtocol().call_tool(
            None, f"{case['manualName']}.{case['toolName']}", dict(case["args"]), call_template
        )
    except Exception as error:  # the record says what python-utcp raised
        return {"id": case["id"], "error": f"{type(error).__name__}: {error}"}
    request = RECEIVED[0]
    return {"id": case["id"], **request}


async def main():
    cases = json.loads(os.environ["STUDIO_CASES"])["cases"]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        records = [await run_case(case, origin) for case in cases]
    finally:
        server.shutdown()
    json.dump({"records": records}, sys.stdout, indent=2, sort_keys=True)


asyncio.run(main())
