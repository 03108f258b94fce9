"""Claim: how DefaultVariableSubstitutor resolves references (API page of the substitutor).

With a namespace, every `_` of the namespace is doubled and `_<name>` appended; the plain name is
not tried; config.variables wins over the loaders and the loaders over the environment; an empty string in config.variables is a
value while an empty environment variable is a miss; dict keys and non-strings are untouched;
the input is not modified; a namespace with other characters raises ValueError.
versions: 1.0, next
"""
import os
import tempfile

from utcp_probe import load_plugins, observe, verdict

load_plugins()
from utcp.data.utcp_client_config import UtcpClientConfig
from utcp.data.variable_loader_implementations import DotEnvVariableLoader
from utcp.exceptions import UtcpVariableNotFound
from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor

os.environ["API_KEY"] = "plain-env"
os.environ["github__api_TOKEN"] = "from-env"
os.environ["weather_EMPTY"] = ""
os.environ["weather_BOTH"] = "env"
os.environ["weather_LOADER_EMPTY"] = "env-after-empty-loader"
env_file = os.path.join(tempfile.mkdtemp(), "vars.env")
with open(env_file, "w") as handle:
    handle.write("github__api_TOKEN=loader-token\nweather_BOTH=loader\nweather_LOADER_EMPTY=\n")
config = UtcpClientConfig(variables={"my__crm__v2_CRM_SECRET": "from-config", "weather_BLANK": "",
                                     "github__api_TOKEN": "config-wins"},
                          load_variables_from=[DotEnvVariableLoader(env_file_path=env_file)])
sub = DefaultVariableSubstitutor()
source = {"${KEY}": "$TOKEN", "n": 3, "flag": True, "none": None, "list": ["${CRM_SECRET}"]}
results = {}
results["github_api $TOKEN"] = sub.substitute({"a": "$TOKEN"}, config, "github_api")["a"]
results["my_crm_v2 ${CRM_SECRET}"] = sub.substitute({"a": "${CRM_SECRET}"}, config, "my_crm_v2")["a"]
results["blank in config"] = sub.substitute({"a": "x${BLANK}y"}, config, "weather")["a"]
results["loader before env"] = sub.substitute("$BOTH", config, "weather")
results["empty loader value falls through to env"] = sub.substitute("$LOADER_EMPTY", config, "weather")
try:
    sub.substitute("$NOWHERE", config, "weather")
except UtcpVariableNotFound as error:
    results["message names the variable"] = "weather_NOWHERE" in str(error)
for label, text, namespace in (("plain env name not tried", "${API_KEY}", "weather"),
                               ("empty env var", "${EMPTY}", "weather")):
    try:
        results[label] = sub.substitute({"a": text}, config, namespace)["a"]
    except UtcpVariableNotFound as error:
        results[label] = f"UtcpVariableNotFound: {error.variable_name}"
try:
    sub.substitute({"a": "b"}, config, "bad-name")
    results["namespace with hyphen"] = "accepted"
except ValueError:
    results["namespace with hyphen"] = "ValueError"
walked = sub.substitute({"${K}": 3, "flag": True, "none": None, "list": ["${CRM_SECRET}"]}, config, "my_crm_v2")
results["walked"] = walked
results["input unchanged"] = source["list"] == ["${CRM_SECRET}"]
for label, value in results.items():
    observe(label, value)
verdict(
    results["github_api $TOKEN"] == "config-wins"
    and results["my_crm_v2 ${CRM_SECRET}"] == "from-config"
    and results["blank in config"] == "xy"
    and results["loader before env"] == "loader"
    and results["empty loader value falls through to env"] == "env-after-empty-loader"
    and results["message names the variable"] is True
    and results["plain env name not tried"] == "UtcpVariableNotFound: weather_API_KEY"
    and results["empty env var"] == "UtcpVariableNotFound: weather_EMPTY"
    and results["namespace with hyphen"] == "ValueError"
    and walked == {"${K}": 3, "flag": True, "none": None, "list": ["from-config"]}
)
