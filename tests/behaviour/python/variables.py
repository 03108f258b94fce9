"""Cases of DefaultVariableSubstitutor and the variable loaders (1.x)."""
import os
import tempfile

from _behaviour import case, cases_of, load_plugins, outcome_of


def substitutor():
    load_plugins()
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor

    return DefaultVariableSubstitutor()


def config(variables=None, env_file_text=None):
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    loaders = []
    if env_file_text is not None:
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        with open(path, "w") as handle:
            handle.write(env_file_text)
        loaders.append(DotEnvVariableLoader(env_file_path=path))
    return UtcpClientConfig(variables=variables or {}, load_variables_from=loaders)


def sub(obj, variables=None, namespace="weather", env_file_text=None):
    try:
        return {"value": substitutor().substitute(obj, config(variables, env_file_text), namespace)}
    except Exception as error:  # noqa: BLE001
        return {"error": {"type": type(error).__name__, "message": str(error)[:200],
                          "variable_name": getattr(error, "variable_name", None)}}


def recording_loader(asked: list, answer: str):
    """A variable loader of our own that records every key it is asked for and answers `answer`."""
    from utcp.data.variable_loader import VariableLoader

    class Recording(VariableLoader):
        variable_loader_type: str = "recording"

        def get(self, key):
            asked.append(key)
            return answer

    return Recording()


def required(obj, namespace="weather"):
    return substitutor().find_required_variables(obj, namespace)


cases_of("variables.namespace.lookup-name", {
    "plain-namespace": lambda: sub("$KEY", {"weather_KEY": "v"}),
    "underscore-doubled": lambda: sub("$TOKEN", {"github__api_TOKEN": "v"}, "github_api"),
})


@case("variables.namespace.lookup-name", "plain-name-not-tried")
def ns_plain_name():
    os.environ["BEHAVIOUR_PLAIN"] = "plain-env"
    return sub("$BEHAVIOUR_PLAIN", {}, "weather")


@case("variables.namespace.lookup-name", "no-namespace")
def ns_none():
    return sub("$KEY", {"KEY": "v"}, None)


cases_of("variables.namespace.invalid", {
    "hyphen": lambda: sub("x", {}, "bad-name"),
    "dot": lambda: sub("x", {}, "a.b"),
    "unicode-letter": lambda: sub("x", {}, "wetter_ü"),
})


cases_of("variables.syntax.forms", {
    "dollar-name": lambda: sub("a $KEY b", {"weather_KEY": "v"}),
    "braced": lambda: sub("a${KEY}b", {"weather_KEY": "v"}),
    "name-ends-at-non-word": lambda: sub("$KEY-x", {"weather_KEY": "v"}),
    "unicode-name": lambda: sub("$KÉY", {"weather_KÉY": "v", "weather_K": "k"}),
    "dollar-digit": lambda: sub("costs $5", {}),
    "lone-dollar": lambda: sub("a $ b", {}),
    "double-dollar": lambda: sub("$$KEY", {"weather_KEY": "v"}),
    "odata-filter": lambda: sub("items?$filter=a eq 1", {"weather_KEY": "v"}),
})


cases_of("variables.syntax.dollar-ref", {
    "ref-string": lambda: sub("#/$ref", {}),
    "ref-and-variable": lambda: sub("$ref and $KEY", {"weather_KEY": "v"}),
    "refs-prefix": lambda: sub("$refresh", {"weather_refresh": "r"}),
})


def sub_with_env(environment, obj, variables=None, **options):
    """`sub` once the process environment holds `environment`."""
    os.environ.update(environment)
    return sub(obj, variables, **options)


cases_of("variables.precedence.sources", {
    "config-over-loader-and-env": lambda: sub_with_env(
        {"weather_BOTH": "env"}, "$BOTH", {"weather_BOTH": "config"}, env_file_text="weather_BOTH=loader\n"),
    "loader-over-env":
        lambda: sub_with_env({"weather_BOTH": "env"}, "$BOTH", {}, env_file_text="weather_BOTH=loader\n"),
    "env-last": lambda: sub_with_env({"weather_ONLY_ENV": "env"}, "$ONLY_ENV", {}),
})


cases_of("variables.precedence.empty-values", {
    "empty-in-config": lambda: sub("x${BLANK}y", {"weather_BLANK": ""}),
    "empty-in-loader": lambda: sub_with_env({"weather_LOADER_EMPTY": "env-after-empty-loader"}, "$LOADER_EMPTY", {},
                                            env_file_text="weather_LOADER_EMPTY=\n"),
    "empty-in-env": lambda: sub_with_env({"weather_EMPTY": ""}, "$EMPTY", {}),
})


@case("variables.walk.structures", "keys-and-non-strings")
def walk():
    return sub({"${K}": 3, "flag": True, "none": None, "list": ["${S}"]}, {"weather_S": "v", "weather_K": "k"})


@case("variables.walk.structures", "input-unchanged")
def walk_unchanged():
    source = {"list": ["${S}"]}
    sub(source, {"weather_S": "v"})
    return source


@case("variables.missing.error", "message")
def missing_message():
    return sub("$NOWHERE", {})


cases_of("variables.required.listing", {
    "order-and-repeats": lambda: required({"a": "$B ${A}", "b": ["$B", "$C"]}),
    "namespace-applied": lambda: required("$TOKEN", "github_api"),
    "dollar-ref-string": lambda: required("#/$ref and $KEY"),
    "in-dict-keys": lambda: required({"${K}": "v"}),
})


def dotenv(text: str, name: str):
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "w", newline="") as handle:
        handle.write(text)
    return DotEnvVariableLoader(env_file_path=path).get(name)


cases_of("variables.dotenv.parsing", {
    "quotes": lambda: [dotenv('A="quoted value"\n', "A"), dotenv("A='single'\n", "A")],
    "export-and-comment": lambda: [dotenv("# c\nexport A=1\n", "A"), dotenv("A=1 # trailing\n", "A")],
    "crlf": lambda: dotenv("A=1\r\nB=2\r\n", "A"),
    "unicode": lambda: dotenv("A=grüße\n", "A"),
    "empty-value": lambda: dotenv("A=\n", "A"),
})


@case("variables.dotenv.missing-file", "no-file")
def dotenv_missing():
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    return DotEnvVariableLoader(env_file_path="/no/such/file.env").get("A")


def dotenv_loader_read_once():
    """A dotenv loader over a fresh file holding A=1, the file's path, and the first lookup of A."""
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "w") as handle:
        handle.write("A=1\n")
    loader = DotEnvVariableLoader(env_file_path=path)
    return loader, path, loader.get("A")


@case("variables.dotenv.rereads", "file-changed")
def dotenv_rereads():
    loader, path, first = dotenv_loader_read_once()
    with open(path, "w") as handle:
        handle.write("A=2\n")
    return [first, loader.get("A")]


@case("variables.dotenv.relative-path", "against-cwd")
def dotenv_relative():
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "rel.env"), "w") as handle:
        handle.write("A=from-cwd\n")
    previous = os.getcwd()
    os.chdir(folder)
    try:
        return DotEnvVariableLoader(env_file_path="rel.env").get("A")
    finally:
        os.chdir(previous)


@case("variables.client-config.substituted-at-create", "env-reference")
async def create_env_reference():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    os.environ["BEHAVIOUR_SECRET"] = "s3cret"
    client = await UtcpClient.create(config={"variables": {"weather_KEY": "$BEHAVIOUR_SECRET"}})
    return client.config.variables


@case("variables.client-config.substituted-at-create", "literal-dollar")
async def create_literal():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def make():
        client = await UtcpClient.create(config={"variables": {"PRICE": "costs $5"}})
        return client.config.variables

    return await outcome_of(make())


@case("variables.client-config.substituted-at-create", "reference-to-own-map")
async def create_own_map():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def make():
        client = await UtcpClient.create(config={"variables": {"A": "1", "B": "$A"}})
        return client.config.variables

    return await outcome_of(make())


@case("variables.required.listing", "repeat-in-one-string")
def required_repeat_one_string():
    found = required("$B $A $B")
    return {"sorted": sorted(found), "length": len(found)}


MISSING_VARIABLE_MANUAL = {"name": "api", "call_template_type": "http", "http_method": "GET",
                           "url": "http://127.0.0.1:9/utcp", "headers": {"A": "${MISSING_THREE}"}}


def summarize_error(outcome):
    if "error" in outcome:
        return {"error": {"type": outcome["error"]["type"], "message": outcome["error"]["message"].splitlines()[0]}}
    return outcome


@case("variables.missing.error", "create-with-manual")
async def missing_at_create():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def create():
        client = await UtcpClient.create(config={"manual_call_templates": [MISSING_VARIABLE_MANUAL]})
        return {"created": True, "tools": [t.name for t in await client.config.tool_repository.get_tools()]}

    return summarize_error(await outcome_of(create()))


@case("variables.missing.error", "register-manuals")
async def missing_in_register_manuals():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    async def register():
        client = await UtcpClient.create()
        results = await client.register_manuals([CallTemplateSerializer().validate_dict(MISSING_VARIABLE_MANUAL)])
        return [{"success": r.success, "errors": [e.splitlines()[0] for e in r.errors]} for r in results]

    return summarize_error(await outcome_of(register()))


cases_of("variables.namespace.underscore-collision", {
    "owner-manual": lambda: sub("${b}", {"a___b": "secret of a_"}, "a_"),
    "other-manual-leading-underscores": lambda: sub("${__b}", {"a___b": "secret of a_"}, "a"),
})


# Adversarial review 2026-11-28: the order of several loaders, and the two manual names of the page's example.
@case("variables.precedence.sources", "two-loaders-in-list-order")
def two_loaders():
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    loaders = []
    for text in ("weather_TWICE=first file\n", "weather_TWICE=second file\nweather_SECOND_ONLY=from second\n"):
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        with open(path, "w") as handle:
            handle.write(text)
        loaders.append(DotEnvVariableLoader(env_file_path=path))
    found = substitutor().substitute({"a": "$TWICE", "b": "$SECOND_ONLY"},
                                     UtcpClientConfig(variables={}, load_variables_from=loaders), "weather")
    return found


@case("variables.namespace.lookup-name", "example-pairs-apart")
def example_pairs():
    return {"a_b + c": required("${c}", "a_b"), "a + b_c": required("${b_c}", "a")}
cases_of("variables.dotenv.parsing", {
    "duplicate-key": lambda: dotenv("A=first\nA=second\n", "A"),
    "key-absent": lambda: dotenv("B=1\n", "A"),
})


@case("variables.dotenv.rereads", "file-removed")
def dotenv_file_removed():
    loader, path, first = dotenv_loader_read_once()
    os.remove(path)
    return [first, loader.get("A")]


@case("variables.dotenv.type-name", "from-dict")
def dotenv_from_dict():
    load_plugins()
    from utcp.data.variable_loader import VariableLoaderSerializer

    loader = VariableLoaderSerializer().validate_dict({"variable_loader_type": "dotenv", "env_file_path": "x.env"})
    return {"class": type(loader).__name__, "type": loader.variable_loader_type}


@case("variables.missing.error", "braced-reference")
def missing_braced():
    return sub("a${NOWHERE_BRACED}b", {})


@case("variables.client-config.substituted-at-create", "not-recursive")
async def create_not_recursive():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    os.environ["BEHAVIOUR_INDIRECT"] = "$BEHAVIOUR_SECRET"
    os.environ["BEHAVIOUR_SECRET"] = "s3cret"
    client = await UtcpClient.create(config={"variables": {"weather_KEY": "$BEHAVIOUR_INDIRECT"}})
    return client.config.variables


@case("variables.missing.error", "import-path")
def missing_import_path():
    from utcp.exceptions import UtcpVariableNotFound

    return {"class": UtcpVariableNotFound.__name__, "module": UtcpVariableNotFound.__module__}


@case("variables.loader.get", "synchronous")
def loader_get_synchronous():
    import inspect

    load_plugins()
    from utcp.data.variable_loader import VariableLoader
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    return {"abstract": inspect.iscoroutinefunction(VariableLoader.get),
            "dotenv": inspect.iscoroutinefunction(DotEnvVariableLoader.get)}


# Second adversarial review 2026-11-28: a string that also holds "$ref", a tuple, a name with a non-ASCII letter,
# and a namespace with a hyphen, as a manual name can have.
cases_of("variables.walk.structures", {
    "string-with-dollar-ref": lambda: sub({"a": "#/$ref and ${S}", "b": "${S}"}, {"weather_S": "v"}),
    "tuple-value": lambda: sub({"t": ("${S}",)}, {"weather_S": "v"}),
    "non-ascii-name": lambda: sub("${STÄDTE}", {"weather_STÄDTE": "v"}),
    "hyphenated-namespace": lambda: sub("plain text", {}, "my-api"),
})


# Second adversarial review 2026-11-28: the name the error reports when the namespace holds underscores.
cases_of("variables.missing.error", {
    "underscored-namespace": lambda: sub("${X}", {}, "my_api"),
})


# Second adversarial review 2026-11-28: which characters after a `$` make a config value a reference at create().
def create_with_value(value):
    async def make():
        load_plugins()
        from utcp.utcp_client import UtcpClient

        client = await UtcpClient.create(config={"variables": {"PRICE": value}})
        return client.config.variables

    return make


cases_of("variables.client-config.substituted-at-create", {
    "dollar-underscore": lambda: outcome_of(create_with_value("costs $_5")()),
    "dollar-non-ascii-letter": lambda: outcome_of(create_with_value("costs $é")()),
    "dollar-then-space": lambda: outcome_of(create_with_value("costs 5 $ each")()),
    "dollar-digit-beside-ref": lambda: outcome_of(create_with_value("costs $5, see $ref")()),
})


# Second adversarial review (r-a3): values that come from a dotenv file, a client's root_dir, the `$` forms
# of the config's own map, and what a running client sees after the file changes.

async def create_variables(config, **options):
    """The config's `variables` after UtcpClient.create, or the error create raised."""
    load_plugins()
    from utcp.utcp_client import UtcpClient

    async def make():
        client = await UtcpClient.create(config=config, **options)
        return client.config.variables

    return summarize_error(await outcome_of(make()))


def env_file(text, folder=None, name="vars.env"):
    folder = folder or tempfile.mkdtemp()
    path = os.path.join(folder, name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


@case("variables.client-config.substituted-at-create", "own-map-name-in-env")
async def create_own_map_env():
    os.environ["BEHAVIOUR_OWN_A"] = "from-env"
    return await create_variables({"variables": {"BEHAVIOUR_OWN_A": "1", "B": "$BEHAVIOUR_OWN_A"}})


@case("variables.client-config.substituted-at-create", "dotenv-braced-second-level")
async def create_dotenv_second_level():
    os.environ["BEHAVIOUR_SECRET"] = "s3cret"
    path = env_file("BRACED=${BEHAVIOUR_SECRET}\nPLAIN=$BEHAVIOUR_SECRET\n")
    return await create_variables({"variables": {"K1": "$BRACED", "K2": "$PLAIN"},
                                   "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": path}]})


@case("variables.client-config.substituted-at-create", "env-braced-second-level")
async def create_env_braced():
    os.environ["BEHAVIOUR_SECRET"] = "s3cret"
    os.environ["BEHAVIOUR_INDIRECT_BRACED"] = "${BEHAVIOUR_SECRET}"
    return await create_variables({"variables": {"K": "$BEHAVIOUR_INDIRECT_BRACED"}})


@case("variables.dotenv.parsing", "interpolation")
def dotenv_interpolation():
    os.environ["BEHAVIOUR_SECRET"] = "s3cret"
    os.environ.pop("BEHAVIOUR_UNSET", None)
    return {"braced from environment": dotenv("A=${BEHAVIOUR_SECRET}\n", "A"),
            "unbraced": dotenv("A=$BEHAVIOUR_SECRET\n", "A"),
            "single-quoted braced": dotenv("A='${BEHAVIOUR_SECRET}'\n", "A"),
            "earlier line": dotenv("B=b1\nA=${B}\n", "A"),
            "later line": dotenv("A=${B}\nB=b1\n", "A"),
            "unknown name": dotenv("A=x${BEHAVIOUR_UNSET}y\n", "A"),
            "default form": dotenv("A=${BEHAVIOUR_UNSET:-fallback}\n", "A")}


@case("variables.dotenv.parsing", "line-without-equals")
def dotenv_no_equals():
    return {"bare key": dotenv("A\n", "A"), "unterminated quote after a value": dotenv('A=first\nA="open\n', "A")}


@case("variables.dotenv.missing-file", "directory-and-empty-path")
def dotenv_directory():
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    return {"directory": DotEnvVariableLoader(env_file_path=tempfile.mkdtemp()).get("A"),
            "empty path": DotEnvVariableLoader(env_file_path="").get("A")}


@case("variables.dotenv.rereads", "file-recreated")
def dotenv_file_recreated():
    loader, path, first = dotenv_loader_read_once()
    os.remove(path)
    gone = loader.get("A")
    env_file("A=3\n", os.path.dirname(path))
    return [first, gone, loader.get("A")]


@case("variables.dotenv.rereads", "client-after-edit")
async def dotenv_client_after_edit():
    """A client whose variables map takes $SRC from the file at create; the file is edited between two calls."""
    load_plugins()
    from _behaviour import echo_server, call_with_template
    from utcp.utcp_client import UtcpClient

    path = env_file("SRC=one\nm_LIVE=one\n")
    client = await UtcpClient.create(config={
        "variables": {"m_FIXED": "$SRC"},
        "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": path}]})
    seen = []
    async with echo_server() as (base, server):
        template = {"call_template_type": "http", "http_method": "GET", "url": f"{base}/echo/v",
                    "headers": {"X-Live": "$LIVE", "X-Fixed": "$FIXED"}}
        await call_with_template(template, {}, client=client)
        env_file("SRC=two\nm_LIVE=two\n", os.path.dirname(path))
        await call_with_template(template, {}, client=client)
        seen = [{"X-Live": r["headers"].get("X-Live"), "X-Fixed": r["headers"].get("X-Fixed")} for r in server.seen]
    return {"calls": seen, "variables after edit": client.config.variables}


@case("variables.dotenv.relative-path", "client-root-dir")
async def dotenv_relative_root_dir():
    """rel.env sits in the client's root_dir only; the process runs in another folder."""
    root = tempfile.mkdtemp()
    env_file("BEHAVIOUR_REL=from-root-dir\n", root, "rel.env")
    previous = os.getcwd()
    os.chdir(tempfile.mkdtemp())
    try:
        return await create_variables(
            {"variables": {"K": "$BEHAVIOUR_REL"},
             "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": "rel.env"}]},
            root_dir=root)
    finally:
        os.chdir(previous)


@case("variables.dotenv.relative-path", "config-file-folder")
async def dotenv_relative_config_file():
    """rel.env sits beside the JSON config file given to create() by path; the process runs elsewhere."""
    import json

    folder = tempfile.mkdtemp()
    env_file("BEHAVIOUR_REL=beside-config\n", folder, "rel.env")
    config_path = env_file(json.dumps({"variables": {"K": "$BEHAVIOUR_REL"}, "load_variables_from": [
        {"variable_loader_type": "dotenv", "env_file_path": "rel.env"}]}), folder, "utcp.json")
    previous = os.getcwd()
    os.chdir(tempfile.mkdtemp())
    try:
        return await create_variables(config_path)
    finally:
        os.chdir(previous)


@case("variables.loader.get", "calls-per-lookup")
def loader_calls_per_lookup():
    """A loader of our own counting its get() calls while one string with $A twice is substituted, twice."""
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor

    calls = []
    config = UtcpClientConfig(load_variables_from=[recording_loader(calls, "v")])
    substitutor = DefaultVariableSubstitutor()
    values = [substitutor.substitute("$A and $A", config, "weather") for _ in range(2)]
    return {"values": values, "get calls": calls}


@case("variables.dotenv.type-name", "without-plugin-entry-points")
def dotenv_without_plugins():
    """A fresh interpreter whose import path lacks the plugins' entry points: the dotenv type still loads."""
    import json
    import subprocess
    import sys

    path = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if "dist-info" not in p]
    program = (
        "import importlib.metadata, json\n"
        "from utcp.data.variable_loader import VariableLoaderSerializer\n"
        "from utcp.data.call_template import CallTemplateSerializer\n"
        "loader = VariableLoaderSerializer().validate_dict({'variable_loader_type': 'dotenv', 'env_file_path': 'x'})\n"
        "print(json.dumps({'entry points': len(list(importlib.metadata.entry_points(group='utcp.plugins'))),\n"
        "                  'loader': type(loader).__name__,\n"
        "                  'http template known': 'http' in CallTemplateSerializer.call_template_serializers}))\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(path)})
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]) if done.returncode == 0 and lines else {"exit": done.returncode,
                                                                          "stderr": done.stderr[-300:]}


@case("variables.loader.get", "async-get-in-subclass")
def loader_async_get():
    """A loader of our own whose get is `async def`, used for one substitution."""
    return _async_loader_substitution("x $A")


# Third adversarial review 2026-11-28 (r-x1): an unclosed quote followed later by a line holding a quote, a bare
# key after a value, and a file that starts with a byte order mark.
def dotenv_all(text: str, names):
    return {name: dotenv(text, name) for name in names}


cases_of("variables.dotenv.parsing", {
    "unclosed-quote-then-quote": lambda: dotenv_all('A=first\nA="open\nB=2\nC="x"\nD=4\n', ["A", "B", "C", "D"]),
    "unclosed-quote-no-later-quote": lambda: dotenv_all('A=first\nA="open\nB=2\nD=4\n', ["A", "B", "D"]),
    "bare-key-after-value": lambda: dotenv_all("A=first\nA\nB=2\n", ["A", "B"]),
    "byte-order-mark": lambda: dotenv_all(chr(0xFEFF) + "A=1\nB=2\n", ["A", "B"]),
})


# Third adversarial review 2026-11-28 (r-x1): a dotenv file saved as Latin-1 with a letter outside ASCII.
@case("variables.dotenv.parsing", "latin-1-file")
def dotenv_latin_1_file():
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "wb") as handle:
        handle.write("A=1\nB=caf\u00e9\n".encode("latin-1"))
    return DotEnvVariableLoader(env_file_path=path).get("A")


# Third adversarial review 2026-11-28 (r-x1): ${NAME} defined both on an earlier line and in the environment.
@case("variables.dotenv.parsing", "interpolation-file-and-environment")
def dotenv_interpolation_both():
    os.environ["RX1_BOTH"] = "from-environment"
    try:
        return dotenv("RX1_BOTH=from-file\nA=${RX1_BOTH}\n", "A")
    finally:
        os.environ.pop("RX1_BOTH", None)


def _async_loader_substitution(text, variables=None):
    """Third adversarial review 2026-11-29: the async loader of async-get-in-subclass, with `variables` in the
    configuration; the substitution of `text` or its error."""
    import warnings

    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader import VariableLoader
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor

    class AsyncLoader(VariableLoader):
        variable_loader_type: str = "async-own"

        async def get(self, key):
            return "v"

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            config = UtcpClientConfig(variables=variables or {}, load_variables_from=[AsyncLoader()])
            return {"value": DefaultVariableSubstitutor().substitute(text, config, "weather")}
        except Exception as error:  # noqa: BLE001
            return {"error": type(error).__name__, "message": str(error)[:80]}


cases_of("variables.loader.get", {
    "async-get-variable-in-config": lambda: _async_loader_substitution("x $A", {"weather_A": "from-config"}),
    "async-get-no-reference": lambda: _async_loader_substitution("x only"),
})


# Third adversarial review 2026-11-29 (r-x4): an unclosed quote closed by a quote that ends its line, by a quote of the
# other kind, or by an escaped quote; a bare key written with export, a comment or trailing spaces; a file that is
# not UTF-8 only in a comment line, a UTF-16 file, and the lookup through a client whose environment sets the name.
cases_of("variables.dotenv.parsing", {
    "unclosed-quote-closed-at-line-end": lambda: dotenv_all('A=first\nA="open\nB=2\nC=3"\nD=4\n', ["A", "B", "C", "D"]),
    "unclosed-quote-other-kind-later": lambda: dotenv_all("A=first\nA=\"open\nB='2'\nD=4\n", ["A", "B", "D"]),
    "unclosed-single-quote-then-quote": lambda: dotenv_all("A=first\nA='open\nB=2\nC=3'\nD=4\n", ["A", "B", "C", "D"]),
    "bare-key-variants": lambda: {text.replace("\n", "|"): dotenv(text, "A") for text in
                                  ("A=first\nexport A\n", "A=first\nA # note\n", "A=first\nA   \n", "A=first\nA\r\n")},
})


def dotenv_bytes(data: bytes, name: str):
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "wb") as handle:
        handle.write(data)
    return DotEnvVariableLoader(env_file_path=path).get(name)


async def dotenv_latin_1_through_client():
    load_plugins()
    from utcp.implementations.default_variable_substitutor import DefaultVariableSubstitutor
    from utcp.utcp_client import UtcpClient

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "wb") as handle:
        handle.write("OTHER=caf\u00e9\n".encode("latin-1"))
    os.environ["m_RX4_LATIN"] = "from-environment"
    try:
        client = await UtcpClient.create(config={"load_variables_from": [
            {"variable_loader_type": "dotenv", "env_file_path": path}]})
        return DefaultVariableSubstitutor().substitute({"x": "${RX4_LATIN}"}, client.config, "m")
    finally:
        os.environ.pop("m_RX4_LATIN", None)


cases_of("variables.dotenv.parsing", {
    "not-utf-8-in-comment-only": lambda: dotenv_bytes("A=1\n# caf\u00e9\n".encode("latin-1"), "A"),
    "utf-16-file": lambda: dotenv_bytes("A=1\n".encode("utf-16"), "A"),
    "latin-1-file-environment-sets-name": dotenv_latin_1_through_client,
})


# Adversarial review 2026-11-29 (p-fold5): an empty value in the first of two loaders, the value in the second.
@case("variables.precedence.empty-values", "empty-in-first-of-two-loaders")
def empty_first_of_two_loaders():
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    loaders = []
    for text in ("weather_PF5_TWO=\n", "weather_PF5_TWO=from second\n"):
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        with open(path, "w") as handle:
            handle.write(text)
        loaders.append(DotEnvVariableLoader(env_file_path=path))
    return substitutor().substitute({"a": "$PF5_TWO"}, UtcpClientConfig(variables={}, load_variables_from=loaders),
                                    "weather")


# Adversarial review 2026-11-29 (p-fold5): UtcpVariableNotFound built by hand, and raised for a template
# that misses two variables.
def built_by_hand(name):
    load_plugins()
    from utcp.exceptions import UtcpVariableNotFound

    error = UtcpVariableNotFound(name)
    return {"message": str(error), "variable_name": error.variable_name, "args": list(error.args),
            "is Exception": isinstance(error, Exception)}


cases_of("variables.missing.constructed", {
    "one-name": lambda: built_by_hand("weather_KEY"),
    "unicode-name": lambda: built_by_hand("wetter_ÄÖ"),
    "empty-name": lambda: built_by_hand(""),
    "two-missing-in-template": lambda: sub({"a": "$FIRST_MISSING", "b": "${SECOND_MISSING}"}),
})


# Adversarial review 2026-11-29 (CLI/text fold): which parser the dotenv loader's get() calls, and how often.
@case("variables.dotenv.rereads", "parser-per-get")
def dotenv_parser_per_get():
    load_plugins()
    import dotenv
    import utcp.data.variable_loader_implementations.dot_env_variable_loader as module
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "w") as handle:
        handle.write("A=1\nB=2\n")
    calls = []
    original = module.dotenv_values

    def counting(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    module.dotenv_values = counting
    try:
        values = [DotEnvVariableLoader(env_file_path=path).get(k) for k in ("A", "B", "C")]
    finally:
        module.dotenv_values = original
    return {"values": values, "parser calls for three lookups": len(calls),
            "parser is python-dotenv's dotenv_values": original is dotenv.dotenv_values}


# Adversarial review of the lookup order, folding the variable-namespace-lookup probe (2026-11-29).

@case("variables.precedence.empty-config-first", "empty-config-loader-env")
def empty_config_first():
    load_plugins()
    from utcp.data.utcp_client_config import UtcpClientConfig

    asked = []
    previous = os.environ.get("weather_BEHAVIOUR_E")
    os.environ["weather_BEHAVIOUR_E"] = "env"
    try:
        cfg = UtcpClientConfig(variables={"weather_BEHAVIOUR_E": ""},
                               load_variables_from=[recording_loader(asked, "loader")])
        try:
            result = {"value": substitutor().substitute("[${BEHAVIOUR_E}]", cfg, "weather")}
        except Exception as error:  # noqa: BLE001
            result = {"error": {"type": type(error).__name__}}
    finally:
        if previous is None:
            del os.environ["weather_BEHAVIOUR_E"]
        else:
            os.environ["weather_BEHAVIOUR_E"] = previous
    return {"result": result, "loader_asked": asked}


@case("variables.precedence.empty-config-first", "other-case-key")
def other_case_key():
    out = sub("[${API_KEY}]", {"weather_api_key": "lower"})
    return {"error": {"type": out["error"]["type"]}} if "error" in out else out


cases_of("variables.precedence.empty-config-first", {
    "loader-returns-none": lambda: sub_with_env({"weather_NONE_L": "env"}, "$NONE_L", {}, env_file_text="B=1\n"),
})


def sub_typed(obj):
    out = sub(obj, {"weather_S": "v"})
    if "error" in out:
        return {"error": {"type": out["error"]["type"]}}
    value = out["value"]
    return {"type": type(value).__name__, "value": list(value) if isinstance(value, (tuple, set)) else value,
            "same_object": value is obj}


cases_of("variables.walk.other-types", {
    "deep-nesting": lambda: sub_typed([{"a": [{"b": "x${S}y"}]}]),
    "integer": lambda: sub_typed(42),
    "none": lambda: sub_typed(None),
    "tuple-with-reference": lambda: sub_typed(("${S}",)),
    "bytes-with-reference": lambda: {"value": sub_typed(b"${S}")["value"].decode()},
    "dict-key-reference": lambda: sub_typed({"${S}": "${S}"}),
})


# find_required_variables and the namespace check (adversarial review 2026-11-29).
def required_outcome(namespace, obj="${KEY}"):
    try:
        return {"value": substitutor().find_required_variables(obj, namespace)}
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        return {"error": {"type": type(error).__name__, "message": str(error)[:200]}}


cases_of("variables.required.namespace-check", {
    "hyphen": lambda: required_outcome("bad-name"),
    "dot": lambda: required_outcome("a.b"),
    "space": lambda: required_outcome("my api"),
    "unicode-letter": lambda: required_outcome("wetter_ü"),
    "letters-digits-underscore": lambda: required_outcome("my_api_2"),
    "no-reference": lambda: required_outcome("bad-name", "plain text"),
})


cases_of("variables.precedence.sources", {
    "config-null-value": lambda: sub("[$N]", {"weather_N": None}),
    "config-number-value": lambda: sub("[$N]", {"weather_N": 5}),
})


cases_of("variables.required.namespace-check", {
    "number-signs": lambda: {ns: required_outcome(ns) for ns in ["v²", "½", "x٣"]},
    "combining-mark": lambda: required_outcome("we\u0301tter"),  # cspell:disable-line
    "empty": lambda: required_outcome(""),
})


cases_of("variables.namespace.invalid", {
    "number-signs": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in ["v²", "½"]},
    "combining-mark": lambda: sub("x", {}, "we\u0301tter"),  # cspell:disable-line
    "empty": lambda: sub("[$K]", {"K": "v"}, ""),
})


def sub_model():
    from pydantic import BaseModel

    class Holder(BaseModel):
        url: str

    return sub_typed(Holder(url="${S}")) | {"value": "model"}


cases_of("variables.walk.other-types", {
    "set-with-reference": lambda: sub_typed({"${S}"}),
    "pydantic-model": sub_model,
})


# Second reading 2026-11-29: another manual asking for the same plain name, and the collision one level deeper.
cases_of("variables.namespace.underscore-collision", {
    "owner-manual-two-trailing-underscores": lambda: sub("${b}", {"a_____b": "secret of a__"}, "a__"),
    "other-manual-four-leading-underscores": lambda: sub("${____b}", {"a_____b": "secret of a__"}, "a"),
})


def found_or_not(template, variables, namespace):
    """Whether `template` resolved for `namespace`: the value, or "not found" for a missing-variable error."""
    outcome = sub(template, variables, namespace)
    if "value" in outcome:
        return {"found": outcome["value"]}
    return "not found" if "NotFound" in outcome.get("error", {}).get("type", "") else outcome


cases_of("variables.namespace.other-manual", {
    "same-plain-name": lambda: found_or_not("${b}", {"a_b": "secret of a"}, "news"),
})


# Second reading 2026-11-29 (r-v01): a value set up for manual weather, asked for by manual news and by manual Weather.
cases_of("variables.namespace.lookup-name", {
    "other-manual-value": lambda: [sub("${X}", {"weather_X": "for-weather"}, "news"),
                                   sub("${X}", {"weather_X": "for-weather"}, "Weather")],
})


# Second reading 2026-11-29 (f-rfc-b): a client configuration whose dotenv loader has no env_file_path, a null one,
# or an empty one, read by the core alone (no plugin loaded).
async def dotenv_config_edge(loader: dict):
    from utcp.utcp_client import UtcpClient

    outcome = await outcome_of(UtcpClient.create(config={"load_variables_from": [loader]}))
    if "error" in outcome:
        return {"error type": outcome["error"]["type"]}
    return {"created": True}


cases_of("variables.dotenv.config-edges", {
    "no-path": lambda: dotenv_config_edge({"variable_loader_type": "dotenv"}),
    "null-path": lambda: dotenv_config_edge({"variable_loader_type": "dotenv", "env_file_path": None}),
    "empty-path": lambda: dotenv_config_edge({"variable_loader_type": "dotenv", "env_file_path": ""}),
})


# Second reading (r-lead) 2026-11-29: value types of the variables map, as objects and through create().
async def create_with_variables(variables):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    try:
        client = await UtcpClient.create(config={"variables": variables})
        return {"value": {k: [type(v).__name__, v] for k, v in client.config.variables.items()}}
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        return {"error": {"type": type(error).__name__}}


cases_of("variables.precedence.sources", {
    "config-bytes-value": lambda: sub("[$N]", {"weather_N": b"raw"}),
    "config-bool-value": lambda: sub("[$N]", {"weather_N": True}),
    "config-number-via-create-dict": lambda: create_with_variables({"weather_N": 5}),
    "config-null-via-create-dict": lambda: create_with_variables({"weather_N": None}),
})


# Second reading (r-lead) 2026-11-29: get() on empty values, bare keys and near-miss keys.
cases_of("variables.dotenv.parsing", {
    "empty-value-variants": lambda: {text.replace("\n", "|").replace("\r", "\\r"): dotenv(text, "A") for text in
                                     ('A=""\n', "A=''\n", "A=   \n", "A= # note\n", "A=\r\n", "export A=\n", "A=")},
    "bare-key-alone-variants": lambda: {text.replace("\n", "|").replace("\r", "\\r"): dotenv(text, "A") for text in
                                        ("A", "A\r\n", "export A\n", "A # note\n", "  A\n")},
    "key-absent-near-misses": lambda: {text.replace("\n", "|"): dotenv(text, "A") for text in
                                       ("a=1\n", "A_X=1\n", "# A=1\n", "")},
})


# Second reading (r-lead) 2026-11-29: namespaces in scripts with vowel signs, other digits, None;
# further value types handed to substitute().
cases_of("variables.namespace.invalid", {
    "vowel-sign-script": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in ["किताब", "ab１", "a\tb"]},
    "none-namespace": lambda: sub("[$K]", {"K": "v"}, None),
})


cases_of("variables.required.namespace-check", {
    "vowel-sign-script": lambda: {ns: required_outcome(ns) for ns in ["किताब", "ab１", "a\tb"]},
    "none-namespace": lambda: required_outcome(None),
})


class _Opaque:
    def __init__(self):
        self.url = "${S}"


def sub_opaque():
    out = sub_typed(_Opaque())
    return {"type": out.get("type"), "same_object": out.get("same_object"),
            "url": getattr(out.get("value"), "url", None)}


cases_of("variables.walk.other-types", {
    "float-bool-frozenset": lambda: [sub_typed(1.5), sub_typed(True), sub_typed(frozenset({"${S}"}))],
    "plain-object": sub_opaque,
    "other-type-bad-namespace": lambda: sub(("${S}",), {}, "bad-name"),
})


# Second reading 2026-11-30 (lead, RFC 7.1, 7.2): a hyphen inside braces, a digit outside ASCII; a dotenv loader
# whose env_file_path is an empty string, then used for a lookup.
cases_of("variables.syntax.forms", {
    "hyphen-in-braces": lambda: sub("${API-KEY}", {"weather_API-KEY": "v", "weather_API": "a"}),
    "unicode-digit": lambda: sub("$K٣", {"weather_K٣": "v", "weather_K": "k"}),
})


async def dotenv_empty_path_lookup():
    from utcp.utcp_client import UtcpClient

    outcome = await outcome_of(UtcpClient.create(config={"load_variables_from": [
        {"variable_loader_type": "dotenv", "env_file_path": ""}]}))
    if "error" in outcome:
        return {"error type": outcome["error"]["type"]}
    client = outcome["value"]
    try:
        found = {"value": client.config.load_variables_from[0].get("UNSET_NAME_XYZ")}
    except Exception as error:  # noqa: BLE001
        found = {"error": type(error).__name__}
    return {"created": True, "lookup": found}


cases_of("variables.dotenv.config-edges", {
    "empty-path-lookup": dotenv_empty_path_lookup,
})


# Second reading (s-yaml-core) 2026-11-30: further value types of the variables map, a JSON configuration file,
# and an empty config value in front of a loader.
async def create_with_variables_file(variables):
    import json

    load_plugins()
    from utcp.utcp_client import UtcpClient

    path = os.path.join(tempfile.mkdtemp(), "config.json")
    with open(path, "w") as handle:
        json.dump({"variables": variables}, handle)
    try:
        client = await UtcpClient.create(config=path)
        return {"value": {k: [type(v).__name__, v] for k, v in client.config.variables.items()}}
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        return {"error": {"type": type(error).__name__}}


async def values_via_json_file():
    return {"number": await create_with_variables_file({"weather_N": 5}),
            "null": await create_with_variables_file({"weather_N": None}),
            "bool": await create_with_variables_file({"weather_N": True})}


def _error_type_only(outcome):
    return {"error type": outcome["error"]["type"]} if "error" in outcome else outcome


cases_of("variables.precedence.sources", {
    "config-bytes-edges": lambda: {
        "not utf-8": _error_type_only(sub("[$N]", {"weather_N": b"\xff\xfe"})),
        "bytearray": _error_type_only(sub("[$N]", {"weather_N": bytearray(b"raw")})),
        "utf-8 umlaut": _error_type_only(sub("[$N]", {"weather_N": "grüße".encode()})),
        "float": _error_type_only(sub("[$N]", {"weather_N": 1.5})),
        "list": _error_type_only(sub("[$N]", {"weather_N": ["a"]})),
    },
    "config-bytes-via-create-dict": lambda: create_with_variables({"weather_N": b"raw"}),
    "config-values-via-json-file": lambda: values_via_json_file(),
    "config-empty-over-loader-and-env": lambda: sub_with_env(
        {"weather_EMPTY_FIRST": "env"}, "[$EMPTY_FIRST]", {"weather_EMPTY_FIRST": ""},
        env_file_text="weather_EMPTY_FIRST=loader\n"),
})


cases_of("variables.dotenv.parsing", {
    "empty-value-comment-variants": lambda: {text.replace("\n", "|").replace("\t", "\\t"): dotenv(text, "A") for text
                                             in ("A=  # note\n", "A=\t# note\n", 'A="" # note\n', "A=#note\n",
                                                 "A= #\n")},
    "bare-key-more-variants": lambda: {text.replace("\n", "|").replace("\t", "\\t"): dotenv(text, "A") for text in
                                       ("A\t\n", "A \n", "\tA\r\n", "export  A\n")},
    "key-case-and-spacing": lambda: {text.replace("\n", "|"): dotenv(text, key) for text, key in
                                     (("Ä=1\n", "ä"), ("A =1\n", "A"), (" A=1\n", "A"), ("A=1\n", "A "))},
    "empty-value-more-variants": lambda: {text.replace("\n", "|").replace("\t", "\\t"): dotenv(text, "A") for text
                                          in ("A=\t\n", "A=''   \n", 'A=" "\n')},
})


@case("variables.dotenv.missing-file", "broken-link-and-missing-folder")
def dotenv_broken_link():
    load_plugins()
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    folder = tempfile.mkdtemp()
    link = os.path.join(folder, "vars.env")
    os.symlink(os.path.join(folder, "gone.env"), link)
    return {"broken link": DotEnvVariableLoader(env_file_path=link).get("A"),
            "missing folder": DotEnvVariableLoader(env_file_path=os.path.join(folder, "no", "vars.env")).get("A")}


cases_of("variables.namespace.invalid", {
    "more-scripts": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in
                             ["नमक", "ไทย", "ไทยั", "日本", "x\n", "ⅻ", "_"]},  # cspell:disable-line
})


cases_of("variables.required.namespace-check", {
    "more-scripts": lambda: {ns: required_outcome(ns) for ns in ["नमक", "ไทย", "ไทยั", "日本", "x\n", "ⅻ", "_"]},  # cspell:disable-line
    "no-reference-other-types": lambda: {label: required_outcome("bad-name", obj) for label, obj in
                                         (("none", None), ("int", 5), ("empty dict", {}), ("empty list", []))},
})


cases_of("variables.walk.other-types", {
    "more-types": lambda: [{k: v for k, v in sub_typed(obj).items() if k != "value"} for obj in
                           (bytearray(b"${S}"), range(2), b"", 1 + 2j)],
    "other-types-bad-namespace": lambda: {label: sub(obj, {}, "bad-name") for label, obj in
                                          (("none", None), ("int", 5), ("bytes", b"${S}"), ("empty dict", {}))},
})


# variables.namespace.lookup-name, second reading 2026-11-30: the blog's open_meteo example, and a run of underscores.
cases_of("variables.namespace.lookup-name", {
    "open-meteo-example":
        lambda: sub("${API_KEY}", {"open__meteo_API_KEY": "doubled", "open_meteo_API_KEY": "single"}, "open_meteo"),
    "underscore-run": lambda: sub("${K}", {"a____b_K": "quadrupled", "a__b_K": "doubled"}, "a__b"),
})


# Second reading 2026-11-30 (w-rfc, RFC 7.1): non-ASCII names inside braces, a superscript digit, and a letter
# written as E plus a combining accent.
cases_of("variables.syntax.forms", {
    "unicode-name-braced": lambda: sub("${KÉY}", {"weather_KÉY": "v", "weather_K": "k"}),
    "superscript-digit": lambda: sub("$K²", {"weather_K²": "v", "weather_K": "k"}),
    "combining-accent": lambda: sub("$KE\u0301Y", {"weather_KE\u0301Y": "v", "weather_KE": "e", "weather_K": "k"}),
})


def loaders_lookup(texts):
    """Looks $TWICE and $LAST up through one dotenv loader per entry of `texts` (None: a file that does not exist)."""
    from utcp.data.utcp_client_config import UtcpClientConfig
    from utcp.data.variable_loader_implementations import DotEnvVariableLoader

    loaders = []
    for text in texts:
        path = os.path.join(tempfile.mkdtemp(), "vars.env")
        if text is not None:
            with open(path, "w", newline="") as handle:
                handle.write(text)
        loaders.append(DotEnvVariableLoader(env_file_path=path))
    try:
        return substitutor().substitute({"a": "$TWICE", "b": "$LAST"},
                                        UtcpClientConfig(variables={}, load_variables_from=loaders), "weather")
    except Exception as error:  # noqa: BLE001
        return {"error": {"type": type(error).__name__, "message": str(error)[:200]}}


# variables.precedence.sources, second reading 2026-11-30 (w-v10): loaders whose file is absent or whose value is empty.
cases_of("variables.precedence.sources", {
    "first-loader-file-absent": lambda: loaders_lookup([None, "weather_TWICE=second\r\nweather_LAST=läst\r\n"]),  # cspell:disable-line
    "first-loader-empty-value": lambda: loaders_lookup(["weather_TWICE=\n", "weather_TWICE=second\nweather_LAST=x\n"]),
    "three-loaders": lambda: loaders_lookup(["weather_LAST=one\n", "weather_TWICE=two\n", "weather_TWICE=three\n"]),
})


# Second reading (wave 3) 2026-11-29 (g-core): bytes values given to create(), an empty value through a created client.
async def create_bytes_edges():
    return {"bytearray": await create_with_variables({"weather_N": bytearray(b"raw")}),
            "empty bytes": await create_with_variables({"weather_N": b""}),
            "utf-8 umlaut": await create_with_variables({"weather_N": "grüße".encode()}),
            "not utf-8": await create_with_variables({"weather_N": b"\xff\xfe"}),
            "memoryview": await create_with_variables({"weather_N": memoryview(b"raw")})}


async def empty_config_value_through_client():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    path = os.path.join(tempfile.mkdtemp(), "vars.env")
    with open(path, "w") as handle:
        handle.write("weather_EMPTY_W3=loader\n")
    os.environ["weather_EMPTY_W3"] = "env"
    client = await UtcpClient.create(config={
        "variables": {"weather_EMPTY_W3": ""},
        "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": path}]})
    return client.variable_substitutor.substitute({"url": "https://x/[$EMPTY_W3]"}, client.config, "weather")


cases_of("variables.precedence.sources", {
    "config-bytes-create-edges": create_bytes_edges,
    "config-empty-through-created-client": empty_config_value_through_client,
})


def _dotenv_table(texts, name="A"):
    return {text.replace("\r", "\\r").replace("\n", "|").replace("\t", "\\t"): dotenv(text, name) for text in texts}


cases_of("variables.dotenv.parsing", {
    "empty-value-comment-more": lambda: _dotenv_table(
        ("A= \t # note\n", "A=\t\t# note\r\n", "A=# note\n", "A=  # nöte\n", "A= # note", "A= #a #b\n")),  # cspell:disable-line
    "empty-quoted-value-comment-more": lambda: _dotenv_table(
        ("A=''  # note\n", 'A=""# note\n', 'A=""\t# note\r\n', 'A="" #\n', "export A='' # note\n")),
    "key-spacing-more": lambda: _dotenv_table(
        ("\tA=1\n", "A\t=1\n", "  A  =  1\n", "export A =1\n", "\u00a0A=1\n", "A\u3000=1\n")),
    "key-case-more": lambda: {"a=1 asked a": dotenv("a=1\n", "a"), "A=1 asked a": dotenv("A=1\n", "a"),
                              "ß=1 asked SS": dotenv("ß=1\n", "SS"), "I=1 asked ı": dotenv("I=1\n", "ı")},
})


# Second reading (wave 3) 2026-11-29 (g-core): vowel signs that Unicode counts as letters (Lao), and Tamil's, which it does not.
_VOWEL_SIGN_NAMESPACES = ["ສາລາ", "ເມືອງ", "தமிழ்", "मा"]  # cspell:disable-line
cases_of("variables.namespace.invalid", {
    "letter-vowel-signs": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in _VOWEL_SIGN_NAMESPACES},
})
cases_of("variables.required.namespace-check", {
    "letter-vowel-signs": lambda: {ns: required_outcome(ns) for ns in _VOWEL_SIGN_NAMESPACES},
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1): a doubled `$` before a braced name, before a name with no
# variable, and at the end of the text.
cases_of("variables.syntax.forms", {
    "double-dollar-braced": lambda: sub("$${KEY}", {"weather_KEY": "v"}),
    "double-dollar-missing": lambda: sub("$$NOPE", {"weather_KEY": "v"}),
    "double-dollar-at-end": lambda: sub("costs 5$$", {"weather_KEY": "v"}),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1 $ref note): `$ref` braced, in capitals, followed by a
# non-ASCII letter, and as the text of a JSON Schema reference inside an object.
cases_of("variables.syntax.dollar-ref", {
    "braced-ref": lambda: sub("${ref} and $KEY", {"weather_KEY": "v"}),
    "upper-case-ref": lambda: sub("$REF and $KEY", {"weather_KEY": "v", "weather_REF": "R"}),
    "ref-then-accented-letter": lambda: sub("$refé and $KEY", {"weather_KEY": "v"}),
    "ref-in-object-value": lambda: sub({"$ref": "#/components/schemas/$ref", "k": "$KEY"}, {"weather_KEY": "v"}),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1): `${KÉY}` when no variable at all is defined, and a name made
# only of CJK letters.
cases_of("variables.syntax.forms", {
    "unicode-name-braced-undefined": lambda: sub("${KÉY}", {}),
    "cjk-name": lambda: sub("$名前 x", {"weather_名前": "v"}),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1): the braced form with the É written as E and a combining accent.
cases_of("variables.syntax.forms", {
    "combining-accent-braced": lambda: sub("${KE\u0301Y}", {"weather_KE\u0301Y": "v", "weather_KE": "e", "weather_K": "k"}),
})


# Second reading (wave 3) 2026-11-29, g-guides: loader types other than `dotenv`, through the serializer and through
# UtcpClient.create.
def loader_type_outcome(loader_type: str):
    load_plugins()
    from utcp.data.variable_loader import VariableLoaderSerializer

    try:
        loader = VariableLoaderSerializer().validate_dict({"variable_loader_type": loader_type, "env_file_path": "x.env"})
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": type(error).__name__}
    return {"class": type(loader).__name__}


async def create_with_loader_type(loader_type: str):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    try:
        await UtcpClient.create(config={"load_variables_from": [{"variable_loader_type": loader_type,
                                                                 "env_file_path": "x.env"}]})
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": type(error).__name__}
    return "created"


cases_of("variables.dotenv.type-name", {
    "other-type-name": lambda: loader_type_outcome("vault"),
    "capitalised-name": lambda: loader_type_outcome("DotEnv"),
    "other-type-at-create": lambda: create_with_loader_type("vault"),
})


# Second reading (wave 4) 2026-11-29 (x-api): spaces and tabs around a key on CRLF lines, and more Lao words: vowel
# signs written before or after the letter, above it, a tone mark, and Lao digits.
cases_of("variables.dotenv.parsing", {
    "key-spacing-crlf": lambda: _dotenv_table(("A \t=1\r\n", "\t A =1\r\n", " A\t= 1 \r\nB=2\r\n")),
})
cases_of("variables.namespace.invalid", {
    "lao-more": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in
                         ["ໂຮງ", "ໄປ", "ຄຳ", "ກິນ", "ບ່ອນ", "໑໒"]},  # cspell:disable-line
})


# Second reading (wave 5) 2026-11-29 (h-cli): a Devanagari word with a virama and a nasal sign, one Lao vowel sign
# of the letter class alone, a Thai word whose vowel is a letter, and a Lao word with a vowel sign written below.
_WAVE_5_NAMESPACES = ["क्षमा", "हिंदी", "າ", "กา", "ກຸ"]  # cspell:disable-line
cases_of("variables.namespace.invalid", {
    "scripts-wave-5": lambda: {ns: sub("[$K]", {f"{ns}_K": "v"}, ns) for ns in _WAVE_5_NAMESPACES},
})
cases_of("variables.required.namespace-check", {
    "scripts-wave-5": lambda: {ns: required_outcome(ns) for ns in _WAVE_5_NAMESPACES},
})

# Second reading (wave 5) 2026-11-29 (h-cli): text after an empty quoted value, and a tab between two comments.
cases_of("variables.dotenv.parsing", {
    "empty-quoted-then-text-wave-5": lambda: _dotenv_table(('A="" junk # note\n', "A='' x\n", 'A=""#\n')),
    "empty-value-comment-wave-5": lambda: _dotenv_table(("A= #a\t#b\n", "A=#a #b\n", "A= #a#b\n", "A= #a #b #c\n")),
    "key-spacing-wave-5": lambda: _dotenv_table(("A\x0b=1\n", "\x0cA=1\n", "A\u200b=1\n")),
})

# Second reading (wave 5) 2026-11-29 (h-cli): `$ref` followed by an underscore or a hyphen, `$Ref` with one capital,
# and `$ref` after a doubled `$`.
cases_of("variables.syntax.dollar-ref", {
    "ref-edges-wave-5": lambda: {
        "$ref_x and $KEY": sub("$ref_x and $KEY", {"weather_KEY": "v", "weather_ref_x": "r"}),
        "$ref-x and $KEY": sub("$ref-x and $KEY", {"weather_KEY": "v"}),
        "$Ref and $KEY": sub("$Ref and $KEY", {"weather_KEY": "v", "weather_Ref": "R"}),
        "$$ref and $KEY": sub("$$ref and $KEY", {"weather_KEY": "v"}),
    },
})

# Second reading (wave 5) 2026-11-29 (h-cli): `${KÉY}` beside a braced reference that is defined.
cases_of("variables.syntax.forms", {
    "braced-beside-reference-wave-5": lambda: sub("${KÉY} and ${K}", {"weather_K": "k"}),
})


# First reading (wave 6) 2026-11-29 (u-cli): what find_required_variables lists for a template given as a model,
# for the two spellings of one name, and in which order it lists several names of one string.
def _required_of_model():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict(
        {"name": "weather", "call_template_type": "http", "http_method": "GET", "url": "https://x.example/${HOST}",
         "headers": {"X-Key": "$KEY"}})
    return {"model": required(template), "model_dump()": required(template.model_dump())}


cases_of("variables.required.listing", {
    "template-model": _required_of_model,
    "two-forms-two-strings": lambda: required({"x": "${A}", "y": "$A"}),
    "two-forms-one-string": lambda: required("${A} and $A"),
    "several-names-one-string": lambda: required("$ZETA $ALPHA $MID $BETA $OMEGA $DELTA"),
})
