"""Evaluates what the "Changed since 1.0" bullets say about ONE python-utcp commit.

scripts/python-utcp/signatures.ts runs this twice, once with the 1.0 tree on PYTHONPATH and once
with Next's, and passes on standard input a JSON list of {"id", "expect"}: what the bullet says
this commit shows (scripts/python-utcp/changeBullets.ts builds them). Prints one JSON line per
item: {"id", "holds", "observed", "problems"}.

What is looked at, all on the running commit: the distribution's version as importlib.metadata
reports it (the runner writes the tree's dist-info), whether a module imports, whether a class,
function or constant exists, a pydantic field in ``model_fields`` (type, default or factory,
alias, required), a plain class's annotated attribute, a method's ``inspect.signature``.
Type and default texts are evaluated in the module and compared with the runtime objects by the
same functions that check the signature blocks (inspect_signatures.py).
"""

import ast
import importlib
import importlib.metadata
import importlib.util
import inspect
import json
import sys

import inspect_signatures as sig


def distribution(expect):
    try:
        version = importlib.metadata.version(expect["name"])
    except importlib.metadata.PackageNotFoundError:
        version = None
    problems = []
    if version != expect["version"]:
        problems.append(f"{expect['name']}: the bullet says {expect['version'] or 'no such distribution'}, this commit has {version or 'none'}")
    return f"{expect['name']} {version or 'absent'}", problems


def module_exists(expect):
    try:
        importlib.import_module(expect["module"])
        exists, why = True, "imports"
    except ModuleNotFoundError as error:
        exists, why = False, f"no module ({error.name})"
    problems = []
    if exists != expect["exists"]:
        problems.append(f"module {expect['module']}: the bullet says {'it exists' if expect['exists'] else 'absent'}, here it {why}")
    return f"{expect['module']} {why}", problems


def lookup(module, expect):
    """The object a member expectation names, or inspect.Parameter.empty when it is absent."""
    holder = module
    if expect["owner"]:
        holder = getattr(module, expect["owner"], None)
        if holder is None:
            return inspect.Parameter.empty, None
    if expect["noun"] == "field":
        fields = getattr(holder, "model_fields", None)
        if not isinstance(fields, dict):
            raise TypeError(f"{expect['owner']} is not a pydantic model, so it has no fields")
        return fields.get(expect["name"], inspect.Parameter.empty), holder
    if expect["noun"] == "class attribute":
        annotations = vars(holder).get("__annotations__", {})
        if expect["name"] not in annotations and expect["name"] not in vars(holder):
            return inspect.Parameter.empty, holder
        return vars(holder).get(expect["name"], inspect.Parameter.empty), holder
    if expect["owner"]:
        found = next((vars(k)[expect["name"]] for k in holder.__mro__ if expect["name"] in vars(k)), inspect.Parameter.empty)
        return found, holder
    return getattr(module, expect["name"], inspect.Parameter.empty), holder


def compare_signature(mod, text, function, what, problems):
    """A bullet's `(params) -> ret` text against inspect.signature, as the signature blocks are."""
    is_async = text.startswith("async ")
    declared = text[len("async "):] if is_async else text
    node = ast.parse(f"def f{declared}:\n    ...").body[0]
    function = getattr(function, "__func__", function)
    if is_async != (inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function)):
        problems.append(f"{what}: the bullet says {'async' if is_async else 'not async'}, Python differs")
    signature = inspect.signature(function)
    runtime = list(signature.parameters.values())
    shown = sig.page_parameters(node.args)
    if [p[0] for p in shown] != [p.name for p in runtime]:
        problems.append(f"{what}: the bullet shows ({', '.join(p[0] for p in shown)}), Python has ({', '.join(p.name for p in runtime)})")
        return str(signature)
    for (name, kind, annotation, default), parameter in zip(shown, runtime):
        if kind != parameter.kind:
            problems.append(f"{what} {name}: kind {sig.KIND_NAMES[kind]}, Python {sig.KIND_NAMES[parameter.kind]}")
        sig.compare_annotation(mod, annotation, parameter.annotation, f"{what} {name} annotation", problems)
        sig.compare_default(mod, default, parameter.default, f"{what} {name}", problems)
    returns = ast.unparse(node.returns) if node.returns else None
    sig.compare_annotation(mod, returns, signature.return_annotation, f"{what} return annotation", problems)
    return f"{'async ' if is_async else ''}{signature}"


def member(expect):
    what = ".".join(filter(None, [expect["owner"], expect["name"]]))
    try:
        module = importlib.import_module(expect["module"])
    except ModuleNotFoundError:
        return f"no module {expect['module']}", [] if not expect["present"] else [f"{what}: the module {expect['module']} does not import"]
    mod = sig.Module(module)
    found, holder = lookup(module, expect)
    present = found is not inspect.Parameter.empty
    problems = []
    if present != expect["present"]:
        problems.append(f"{what}: the bullet says {'present' if expect['present'] else 'absent'}, this commit has it {'present' if present else 'absent'}")
        return f"{what} {'present' if present else 'absent'}", problems
    if not present:
        return f"{what} absent", problems
    observed = f"{what} present"
    if expect["noun"] == "field":
        observed = f"{what}: {sig.describe(found.annotation)}, required={found.is_required()}"
        if "annotation" in expect:
            sig.compare_annotation(mod, expect["annotation"], found.annotation, f"{what} type", problems, resolve=True)
        if "alias" in expect and str(found.alias) != expect["alias"]:
            problems.append(f"{what}: alias {expect['alias']}, Python {found.alias!r}")
        if "factory" in expect:
            if found.default_factory is None:
                problems.append(f"{what}: the bullet shows factory {expect['factory']}, Python has none")
            else:
                sig.compare_factory(mod, expect["factory"], found.default_factory, what, problems)
        elif "default" in expect:
            if expect["default"] == "required":
                if not found.is_required():
                    problems.append(f"{what}: the bullet says required, Python has default {found.default!r}")
            elif found.is_required():
                problems.append(f"{what}: the bullet says default {expect['default']}, Python makes it required")
            else:
                sig.compare_default(mod, expect["default"], found.default, f"{what} default", problems)
    elif expect["noun"] == "class attribute":
        annotation = vars(holder).get("__annotations__", {}).get(expect["name"], inspect.Parameter.empty)
        if "annotation" in expect:
            sig.compare_annotation(mod, expect["annotation"], annotation, f"{what} type", problems)
        if expect.get("default") not in (None, "required"):
            sig.compare_default(mod, expect["default"], found, f"{what} value", problems)
    elif expect["noun"] in ("method", "function") and "signature" in expect:
        observed = f"{what}{compare_signature(mod, expect['signature'], found, what, problems)}"
    elif expect["noun"] == "class" and "bases" in expect:
        bases = vars(found).get("__orig_bases__", found.__bases__)
        shown = [] if expect["bases"] == "none" else [ast.unparse(a) for a in ast.parse(f"f({expect['bases']})", mode="eval").body.args]
        observed = f"{what} bases ({', '.join(map(sig.describe, bases))})"
        if len(shown) != len([b for b in bases if b is not object]):
            problems.append(f"{what}: the bullet shows bases ({expect['bases']}), Python has ({', '.join(map(sig.describe, bases))})")
        else:
            for text, base in zip(shown, bases):
                sig.compare_annotation(mod, text, base, f"{what} base {text}", problems)
    elif expect["noun"] == "constant" and "value" in expect:
        sig.compare_default(mod, expect["value"], found, f"{what} value", problems)
        observed = f"{what} = {sig.describe(found)}"
    return observed, problems


CHECKS = {"distribution": distribution, "module": module_exists, "member": member}


def main():
    for item in json.load(sys.stdin):
        try:
            observed, problems = CHECKS[item["expect"]["kind"]](item["expect"])
        except Exception as error:  # noqa: BLE001 - what cannot be evaluated does not hold
            observed, problems = f"cannot evaluate: {error!r}", [f"cannot evaluate: {error!r}"]
        print(json.dumps({"id": item["id"], "holds": not problems, "observed": observed[:300], "problems": problems}), flush=True)


if __name__ == "__main__":
    main()
