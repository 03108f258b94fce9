"""Claim (1.0): the GraphQL, TCP and UDP plugins at 0150a3b are unfinished and cannot be used.

Their packages (utcp_gql, utcp_socket) have no register(), their pyproject declares no
`utcp.plugins` entry point, their folders carry an INCOMPLETE marker, and their protocol modules
import 0.x modules (utcp.client, utcp.shared) that python-utcp 1.0 no longer has. So no
`graphql`, `tcp` or `udp` call template type exists for a client.
versions: 1.0
"""
import importlib
import sys
import tomllib
import types
from pathlib import Path

from utcp_probe import load_plugins, observe, verdict

# The GraphQL module imports the third-party `gql` first; a bare placeholder lets the import go on
# far enough to show what python-utcp itself lacks.
fake_gql = types.ModuleType("gql")
fake_gql.Client = object
fake_gql.gql = lambda text: text
sys.modules["gql"] = fake_gql
sys.modules["gql.transport"] = types.ModuleType("gql.transport")
sys.modules["gql.transport.aiohttp"] = types.ModuleType("gql.transport.aiohttp")
sys.modules["gql.transport.aiohttp"].AIOHTTPTransport = object

load_plugins()
ok = True
for package, modules in (("utcp_gql", ["gql_communication_protocol"]),
                         ("utcp_socket", ["tcp_communication_protocol", "udp_communication_protocol"])):
    module = importlib.import_module(package)
    folder = Path(module.__file__).resolve().parents[2]
    entry_points = tomllib.loads((folder / "pyproject.toml").read_text()).get("project", {}).get("entry-points", {})
    has_register = hasattr(module, "register")
    marker = (folder / "INCOMPLETE").exists()
    observe(f"{package} has register()", has_register)
    observe(f"{package} declares utcp.plugins entry point", "utcp.plugins" in entry_points)
    observe(f"{package} INCOMPLETE marker", marker)
    ok = ok and not has_register and "utcp.plugins" not in entry_points and marker
    for name in modules:
        try:
            importlib.import_module(f"{package}.{name}")
            observe(f"import {package}.{name}", "ok")
            ok = False
        except ModuleNotFoundError as error:
            observe(f"import {package}.{name}", f"ModuleNotFoundError: {error.name}")
            ok = ok and error.name.startswith("utcp.")

from utcp.data.call_template import CallTemplateSerializer

known = sorted(CallTemplateSerializer.call_template_serializers)
observe("call template types a client knows", known)
verdict(ok and not {"graphql", "tcp", "udp"} & set(known))
