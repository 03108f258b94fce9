"""Claim: python-utcp finds plugins through the `utcp.plugins` entry points of installed
distributions and calls the function each one names; nothing is loaded at import, loading is
triggered by ensure_plugins_initialized(), by constructing any serializer and by constructing a
UtcpManual (after pydantic has validated its fields: a manual that fails validation loads nothing),
and happens once; when a plugin's register() raises, the exception reaches the caller after the
core registrations were made, `plugins_initialized` stays False and the next call tries again.
versions: 1.0, next
"""
import os
import sys
import tempfile

from utcp_probe import observe, run

# A distribution of our own, found the way pip-installed plugins are: a dist-info folder on sys.path.
site = tempfile.mkdtemp()
with open(os.path.join(site, "probe_plugin.py"), "w") as handle:
    handle.write(
        "calls = []\n"
        "def register():\n"
        "    calls.append(len(calls) + 1)\n"
        "    if len(calls) == 1:\n"
        "        raise RuntimeError('first register() fails')\n"
    )
dist_info = os.path.join(site, "probe_plugin-0.0.1.dist-info")
os.makedirs(dist_info)
with open(os.path.join(dist_info, "METADATA"), "w") as handle:
    handle.write("Metadata-Version: 2.1\nName: probe-plugin\nVersion: 0.0.1\n")
with open(os.path.join(dist_info, "entry_points.txt"), "w") as handle:
    handle.write("[utcp.plugins]\nprobe = probe_plugin:register\n")
sys.path.insert(0, site)


async def main() -> bool:
    import probe_plugin
    import utcp.plugins.plugin_loader as loader
    from pydantic import ValidationError
    from utcp.data.auth import AuthSerializer
    from utcp.data.tool import ToolSerializer
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    checks = {}
    checks["lazy"] = loader.plugins_initialized is False and probe_plugin.calls == []
    observe("after import: initialized, register() calls", [loader.plugins_initialized, list(probe_plugin.calls)])

    try:
        loader.ensure_plugins_initialized()
        first = "no error"
    except RuntimeError as error:
        first = f"RuntimeError: {error}"
    core_done = "api_key" in AuthSerializer.auth_serializers
    observe("first call: error, initialized, core registered, register() calls",
            [first, loader.plugins_initialized, core_done, list(probe_plugin.calls)])
    checks["failure propagates, flag stays False"] = (first.startswith("RuntimeError") and core_done
                                                     and loader.plugins_initialized is False)

    ToolSerializer()  # constructing any serializer loads the plugins
    observe("after ToolSerializer(): initialized, register() calls", [loader.plugins_initialized, list(probe_plugin.calls)])
    checks["serializer triggers, retried"] = loader.plugins_initialized is True and probe_plugin.calls == [1, 2]

    loader.ensure_plugins_initialized()
    ToolSerializer()
    await UtcpClient.create()
    observe("after more calls and create(): register() calls", list(probe_plugin.calls))
    checks["once"] = probe_plugin.calls == [1, 2]

    # UtcpManual: pydantic validates first, then the loader runs.
    loader.plugins_initialized = False
    try:
        UtcpManual(utcp_version=["not", "a", "string"], tools=[])
        invalid = "no error"
    except ValidationError:
        invalid = "ValidationError"
    calls_after_invalid = list(probe_plugin.calls)
    UtcpManual(tools=[])
    observe("invalid UtcpManual, register() calls; valid UtcpManual, register() calls",
            [invalid, calls_after_invalid, list(probe_plugin.calls)])
    checks["manual loads after validation"] = (invalid == "ValidationError" and calls_after_invalid == [1, 2]
                                               and probe_plugin.calls == [1, 2, 3])

    observe("failed checks", sorted(k for k, ok in checks.items() if not ok))
    return all(checks.values())


run(main)
