"""Claim: the dotenv variable loader reads its file again on every lookup, resolves a relative
path against the process's working directory, understands quotes, comments and `export`, and
yields nothing (no error) for a missing file.
versions: 1.0, next
"""
import os
import tempfile
from pathlib import Path

from utcp_probe import load_plugins, observe, verdict

load_plugins()
from utcp.data.variable_loader_implementations import DotEnvVariableLoader

work = Path(tempfile.mkdtemp())
os.chdir(work)
(work / "app.env").write_text('# comment\nexport weather_API_KEY="first value"\n')
loader = DotEnvVariableLoader(env_file_path="app.env")
first = loader.get("weather_API_KEY")
(work / "app.env").write_text("weather_API_KEY=second\n")
second = loader.get("weather_API_KEY")
missing = DotEnvVariableLoader(env_file_path="nowhere.env").get("weather_API_KEY")
observe("first lookup", first)
observe("after editing the file", second)
observe("missing file", missing)
verdict(first == "first value" and second == "second" and missing is None)
