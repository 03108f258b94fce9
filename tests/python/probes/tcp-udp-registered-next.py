"""Claim (Next): python-utcp 1.1 ships a working `utcp-socket` plugin: its register() adds `tcp` and
`udp` communication protocols and call template serializers, so templates of both types validate
and a client has a protocol for each (at 1.0 the package has no register(); see
the behaviour key plugins.incomplete.gql-socket).
versions: next
"""
from utcp_probe import load_plugins, observe, verdict

load_plugins()
import utcp_socket
from utcp.data.call_template import CallTemplateSerializer
from utcp.interfaces.communication_protocol import CommunicationProtocol

utcp_socket.register()
registered = {kind: type(CommunicationProtocol.communication_protocols.get(kind)).__name__ for kind in ("tcp", "udp")}
observe("protocols registered", registered)
templates = {}
for kind in ("tcp", "udp"):
    template = CallTemplateSerializer().validate_dict({"call_template_type": kind, "host": "127.0.0.1", "port": 9})
    templates[kind] = type(template).__name__
observe("templates validated as", templates)
verdict(all(name != "NoneType" for name in registered.values()) and templates == {"tcp": "TCPProvider", "udp": "UDPProvider"})
