"""Runs one code block of a page against python-utcp, with the loopback sites and its scenario.

Input (stdin, JSON): {"id", "key", "version", "code", "fragment", "preamble_code": [..], "page_json": [..]}
(page_json: the page's ```json blocks, in order, for scenarios that serve or save them;
 app_code: blocks that define a FastAPI `app` to serve, see fastapi_bridge.py;
 page_text: the page's ```text blocks, for a scenario that asserts a printed output with expect_page_text)
Output (last line of stdout, JSON): {"status": "pass"|"fail"|"fragment", "observed", "error"}

A block runs in a fresh temporary folder (the scenario's files are written there), with the
scenario's environment variables. Code with a top-level `await` (a continuation of the page's
previous blocks) runs inside one event loop after the scenario's preamble. Blocks marked as
fragments are only compiled. What the page says a block prints is asserted via `expect`.
"""
import ast
import asyncio
import contextlib
import inspect
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from loopback import Loopback  # noqa: E402
import fastapi_bridge  # noqa: E402
import scenarios  # noqa: E402
import sites  # noqa: E402

FLAGS = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT


class Tee(io.TextIOBase):
    def __init__(self, *streams):
        self.streams = streams

    def write(self, text):
        for stream in self.streams:
            stream.write(text)
        return len(text)

    def flush(self):
        for stream in self.streams:
            stream.flush()


def compile_block(code: str, name: str):
    return compile(code, name, "exec", flags=FLAGS, dont_inherit=True)


def needs_loop(compiled) -> bool:
    return bool(compiled.co_flags & inspect.CO_COROUTINE)


def main() -> None:
    job = json.load(sys.stdin)
    scenario = scenarios.find(job["version"], job["key"])
    real_stdout = sys.stdout
    result = {"status": "fail", "observed": "", "error": None}
    work = tempfile.mkdtemp(prefix="utcp-block-")
    os.chdir(work)
    code = job["code"]
    for old, new in scenario.get("replace", []):
        if old not in code:
            result["error"] = f"scenario replacement {old!r} not found in the block"
            print(json.dumps(result))
            return
        code = code.replace(old, new.replace("{tmp}", work))
    try:
        compiled = compile_block(code, job["id"])
    except SyntaxError as error:
        result["error"] = f"SyntaxError: {error}"
        print(json.dumps(result))
        return
    if job.get("fragment"):
        result["status"] = "fragment"
        print(json.dumps(result))
        return
    for relative, text in job.get("module_code", {}).items():  # an earlier block saved as the module a later imports
        target = os.path.join(work, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
    sys.path.insert(0, work)
    for relative, content in scenario.get("files", {}).items():
        path = os.path.join(work, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(content, (dict, list)):
            content = json.dumps(content, indent=2)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(content.replace("{tmp}", work))
        if relative.endswith(".sh"):
            os.chmod(path, 0o755)
    page_json = job.get("page_json", [])
    for relative, ordinal in scenario.get("files_from_page_json", {}).items():
        path = os.path.join(work, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            text = page_json[abs(ordinal) - 1]
            if ordinal < 0:  # a negative ordinal: the page prints one object, the file holds a list of it
                text = "[" + text + "]"
            for old, new in scenario.get("replace", []) + scenario.get("replace_in_files", []):
                text = text.replace(old, new.replace("{tmp}", work))
            handle.write(text)
    if scenario.get("setup"):
        subprocess.run(["bash", "-euc", scenario["setup"]], cwd=work, check=True, capture_output=True)
    double_tools = os.path.join(os.path.dirname(HERE), "doubles", "bin")
    os.environ["PATH"] = double_tools + os.pathsep + os.environ.get("PATH", "")
    os.environ.update({key: value.replace("{tmp}", work) for key, value in scenario.get("env", {}).items()})
    loop = Loopback()
    for app_code in job.get("app_code", []):  # a service the page starts itself (FastAPI stand-in)
        app_namespace = {"__name__": "page_service"}
        exec(compile_block(app_code, f"{job['id']} (service)"), app_namespace)
        fastapi_bridge.mount(loop, app_namespace["app"], scenario.get("app_url", "http://localhost:8000"))
    for url, ordinal in scenario.get("serve_page_json", {}).items():  # first: they win over the sites
        loop.route("GET", url, sites.returns(json.loads(page_json[ordinal - 1])))
    for url, ordinal in scenario.get("serve_page_manual", {}).items():  # a 0.1 tool printed alone on the page
        loop.route("GET", url, sites.returns({"version": "0.1.8", "tools": [json.loads(page_json[ordinal - 1])]}))
    for url, value in scenario.get("serve", {}).items():
        loop.route("GET", url, sites.returns(value))
    sites.serve_all(loop)
    loop.start()
    preambles = []
    if scenario.get("before"):
        preambles.append(compile_block(scenario["before"], f"{job['id']} (scenario, before)"))
    preambles += [compile_block(text, f"{job['id']} (preamble)") for text in job.get("preamble_code", [])]
    if scenario.get("preamble"):
        preambles.append(compile_block(scenario["preamble"], f"{job['id']} (scenario)"))
    if scenario.get("argv"):
        sys.argv = list(scenario["argv"])
    namespace = {"__name__": "__main__", "__builtins__": __builtins__, "LOOPBACK": loop}
    captured = io.StringIO()
    expected_error = scenario.get("raises")
    try:
        with contextlib.redirect_stdout(Tee(captured, sys.stderr)):
            steps = preambles + [compiled]
            if any(needs_loop(step) for step in steps):
                async def run_all():
                    for step in steps:
                        value = eval(step, namespace)
                        if inspect.iscoroutine(value):
                            await value
                asyncio.run(run_all())
            else:
                for step in steps:
                    exec(step, namespace)
            check = scenario.get("check")
            if check:
                exec(compile(check, f"{job['id']} (check)", "exec"), namespace)
        if expected_error:
            result["error"] = f"expected {expected_error} to be raised; nothing was"
        else:
            result["status"] = "pass"
    except SystemExit as error:  # a script that ends with sys.exit(main())
        if error.code in (0, None) and not expected_error:
            result["status"] = "pass"
        else:
            result["error"] = f"exited with {error.code!r}"
    except BaseException as error:  # noqa: BLE001 - report everything
        name = type(error).__name__
        if expected_error and name == expected_error:
            result["status"] = "pass"
            captured.write(f"raised {name}: {error}\n")
        else:
            result["error"] = "".join(traceback.format_exception(error))[-3000:]
    observed = captured.getvalue()
    # The runner normalises ports, temporary paths and ids, then keeps the last 2000 characters.
    result["observed"] = observed.strip()[-20000:]
    if result["status"] == "pass":
        expected = list(scenario.get("expect", []))
        if scenario.get("expect_page_text"):  # the page's ```text block of the output, line by line
            printed = job.get("page_text", [])[scenario["expect_page_text"] - 1]
            expected += [line for line in printed.strip().splitlines() if line.strip()]
        dated = re.compile(r"\d{4}-\d{2}-\d{2}")  # dates of "today" differ from the page's day
        missing = [text for text in expected if dated.sub("DATE", text) not in dated.sub("DATE", observed)]
        if missing:
            result["status"] = "fail"
            result["error"] = f"the page says the block prints {missing!r}; it printed {observed!r}"
    real_stdout.write("\n" + json.dumps(result) + "\n")
    real_stdout.flush()
    os._exit(0)  # leave the loopback thread and any endless stream behind


if __name__ == "__main__":
    main()
