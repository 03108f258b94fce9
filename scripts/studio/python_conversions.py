"""Runs python-utcp's OpenApiConverter on the studio's fixture descriptions.

Reads {"descriptions": [{"name": ..., "file": ...}]} from the STUDIO_DESCRIPTIONS environment variable and prints,
for each description, every tool the converter made: its name, body_field, the names of its input properties and its
required list. The studio's rules (src/lib/studio/converterDifferences.ts) predict exactly these, and a unit test
compares them with what this program printed.
"""
import contextlib
import io
import json
import os

from utcp_http.openapi_converter import OpenApiConverter


def summary(tool):
    inputs = tool.inputs
    template = tool.tool_call_template
    return {
        "name": tool.name,
        "body_field": template.body_field,
        "properties": list((inputs.properties or {}).keys()),
        "required": list(inputs.required or []),
    }


def main():
    descriptions = json.loads(os.environ["STUDIO_DESCRIPTIONS"])["descriptions"]
    results = []
    for description in descriptions:
        with open(description["file"], encoding="utf-8") as handle:
            spec = json.load(handle)
        # The converter prints skipped operations to stderr; keep stdout for the JSON.
        with contextlib.redirect_stderr(io.StringIO()):
            manual = OpenApiConverter(spec).convert()
        results.append({"name": description["name"], "tools": [summary(tool) for tool in manual.tools]})
    print(json.dumps({"results": results}))


main()
