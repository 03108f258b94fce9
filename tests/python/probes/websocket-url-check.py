"""Claim: which URLs a websocket call template accepts. Both lines accept `wss://` and `ws://` to
localhost or 127.0.0.1 and refuse `ws://` to other hosts; 1.0 compares the start of the URL, so
`ws://localhost.attacker.example` passes, while Next compares the host name and refuses it. Next
takes any loopback address, so `ws://127.0.0.2` passes there; 1.0's prefix test refuses it.
versions: 1.0, next
"""
from utcp_probe import core_version, load_plugins, observe, verdict

load_plugins()
from utcp.data.call_template import CallTemplateSerializer

verdicts = {}
for url in ("wss://ws.example.com/x", "ws://localhost:8765/x", "ws://127.0.0.1:8765/x",
            "ws://10.0.0.5/x", "ws://localhost.attacker.example/x", "ws://127.0.0.2:8765/x"):
    try:
        CallTemplateSerializer().validate_dict({"name": "w", "call_template_type": "websocket", "url": url})
        verdicts[url] = "accepted"
    except Exception:
        verdicts[url] = "refused"
observe("verdicts", verdicts)
on_1_0 = core_version().startswith("1.0")
lookalike = "accepted" if on_1_0 else "refused"
other_loopback = "refused" if on_1_0 else "accepted"
verdict(
    verdicts["wss://ws.example.com/x"] == verdicts["ws://localhost:8765/x"] == verdicts["ws://127.0.0.1:8765/x"] == "accepted"
    and verdicts["ws://10.0.0.5/x"] == "refused"
    and verdicts["ws://localhost.attacker.example/x"] == lookalike
    and verdicts["ws://127.0.0.2:8765/x"] == other_loopback
)
