"""Compares the signature blocks of the generated API reference with what Python reports.

Reads a JSON list of blocks on standard input (scripts/python-utcp/signatures.ts takes them from
the API reference generator, which writes the pages from the same data), imports each documented module of the python-utcp tree on PYTHONPATH, resolves
the symbol and prints one JSON line per block:

    {"id": ..., "verdict": "agree" | "disagree" | "no-import", "problems": [...],
     "observed": "...", "checked": {"parameters": n, "fields": n, "attributes": n}}

What is compared: parameter names, order, kinds and defaults (``inspect.signature``), annotations
(evaluated in the module's namespace and compared with the runtime objects; as source text where
the module postpones annotations), async-ness, the decorators the block shows (classmethod,
staticmethod, property, abstractmethod, asynccontextmanager) and no others, the Returns/Yields
label (what calling the function gives), class bases (``__orig_bases__`` or ``__bases__``) and the
Kind and Bases line, constant annotations, values and kind, the rows of the parameter table, the
class attribute table, the pydantic field table (plus the inherited field names) against
``model_fields``, and the instance attribute table against an object ``__init__`` built. Formatting (wrapping, quote style) is normalised; nothing else is.
"""

import __future__
import abc
import ast
import contextlib
import importlib
import inspect
import json
import os
import sys
import traceback
import typing

KIND_NAMES = {
    inspect.Parameter.POSITIONAL_ONLY: "positional-only",
    inspect.Parameter.POSITIONAL_OR_KEYWORD: "positional-or-keyword",
    inspect.Parameter.VAR_POSITIONAL: "*args",
    inspect.Parameter.KEYWORD_ONLY: "keyword-only",
    inspect.Parameter.VAR_KEYWORD: "**kwargs",
}


def normal_source(text):
    """Source text with formatting (wrapping, quotes, spacing) normalised away."""
    try:
        return ast.unparse(ast.parse(text, mode="eval"))
    except SyntaxError:
        return " ".join(text.split())


class Module:
    def __init__(self, module):
        self.module = module
        self.postponed = getattr(module, "annotations", None) is __future__.annotations
        self.namespace = {**vars(typing), **vars(module)}

    def evaluate(self, text):
        return eval(text, dict(self.namespace))  # noqa: S307 - type and default text of our own pages


def describe(value):
    if value is inspect.Parameter.empty:
        return "(none)"
    if isinstance(value, str):
        return repr(value)
    return getattr(value, "__name__", None) if isinstance(value, type) else repr(value).replace("typing.", "")


def same_value(page_value, runtime):
    if isinstance(runtime, typing.TypeVar) and isinstance(page_value, typing.TypeVar):
        return (page_value.__name__, page_value.__bound__, page_value.__constraints__) == (
            runtime.__name__,
            runtime.__bound__,
            runtime.__constraints__,
        )
    try:
        return type(page_value) is type(runtime) and page_value == runtime or page_value is runtime
    except Exception:  # noqa: BLE001 - objects whose == raises are simply different
        return False


def both_present(page_text, runtime, problems, only_python, only_page):
    """Whether the page (page_text not None) and Python (runtime not empty) both have the thing
    compared; when just one has it, the problem `only_python` or `only_page` is added."""
    if page_text is None:
        if runtime is not inspect.Parameter.empty:
            problems.append(only_python)
        return False
    if runtime is inspect.Parameter.empty:
        problems.append(only_page)
        return False
    return True


def compare_annotation(mod, page_text, runtime, what, problems, resolve=False):
    """page_text None means the page shows no annotation."""
    if not both_present(page_text, runtime, problems,
                        f"{what}: page shows no annotation, Python has {describe(runtime)}",
                        f"{what}: page shows {page_text}, Python has no annotation"):
        return
    if mod.postponed and isinstance(runtime, str):
        if normal_source(page_text) != normal_source(runtime):
            problems.append(f"{what}: page shows {page_text}, the source says {runtime}")
        return
    try:
        expected = mod.evaluate(page_text)
    except Exception as error:  # noqa: BLE001
        problems.append(f"{what}: {page_text} does not evaluate in the module ({error!r})")
        return
    if resolve:
        expected = resolved(mod, expected)
    if not same_value(expected, runtime) and expected != runtime:
        problems.append(f"{what}: page shows {page_text}, Python has {describe(runtime)}")


def resolved(mod, annotation):
    """An annotation as pydantic stores a field's: forward references looked up, None as NoneType."""
    if annotation is None:
        return type(None)
    if isinstance(annotation, str):
        annotation = typing.ForwardRef(annotation)
    try:
        return typing._eval_type(annotation, dict(mod.namespace), None)  # noqa: SLF001 - what get_type_hints uses
    except Exception:  # noqa: BLE001 - left as written; the comparison then reports it
        return annotation


def compare_default(mod, page_text, runtime, what, problems):
    if not both_present(page_text, runtime, problems,
                        f"{what}: page shows no default, Python has {runtime!r}",
                        f"{what}: page shows default {page_text}, Python has none"):
        return
    try:
        expected = mod.evaluate(page_text)
    except Exception:  # noqa: BLE001 - fall back to comparing source text
        if normal_source(page_text) != normal_source(repr(runtime)):
            problems.append(f"{what}: page shows default {page_text}, Python has {runtime!r}")
        return
    if not same_value(expected, runtime):
        problems.append(f"{what}: page shows default {page_text}, Python has {runtime!r}")


def parse_declaration(code):
    """The block as (decorators, ast node): a class, a function or a module-level assignment."""
    lines = code.strip("\n").split("\n")
    decorators = [line.strip()[1:] for line in lines if line.strip().startswith("@")]
    rest = "\n".join(line for line in lines if not line.strip().startswith("@"))
    stripped = rest.lstrip()
    if stripped.startswith(("class ", "def ", "async def ")):
        node = ast.parse(f"{rest}:\n    ...").body[0]
    else:
        node = ast.parse(rest).body[0]
    return decorators, node


def page_parameters(args):
    """The parameters an ast.arguments declares: (name, kind, annotation text, default text)."""
    positional = [*args.posonlyargs, *args.args]
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    out = []
    for index, arg in enumerate(positional):
        kind = inspect.Parameter.POSITIONAL_ONLY if index < len(args.posonlyargs) else inspect.Parameter.POSITIONAL_OR_KEYWORD
        out.append((arg.arg, kind, arg.annotation, defaults[index]))
    if args.vararg:
        out.append((args.vararg.arg, inspect.Parameter.VAR_POSITIONAL, args.vararg.annotation, None))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        out.append((arg.arg, inspect.Parameter.KEYWORD_ONLY, arg.annotation, default))
    if args.kwarg:
        out.append((args.kwarg.arg, inspect.Parameter.VAR_KEYWORD, args.kwarg.annotation, None))
    return [(n, k, ast.unparse(a) if a else None, ast.unparse(d) if d else None) for n, k, a, d in out]


def runtime_callable(owner, name, module):
    """The function behind a name, and the decorators Python shows for it."""
    decorators = set()
    if owner is None:
        raw = getattr(module, name)
        defined_in = None
    else:
        defined_in = next((candidate for candidate in owner.__mro__ if name in vars(candidate)), None)
        if defined_in is None:
            raise LookupError(f"{owner.__name__} has no attribute {name}")
        raw = vars(defined_in)[name]
    function = raw
    if isinstance(raw, classmethod):
        decorators.add("classmethod")
        function = raw.__func__
    elif isinstance(raw, staticmethod):
        decorators.add("staticmethod")
        function = raw.__func__
    elif isinstance(raw, property):
        decorators.add("property")
        function = raw.fget
    if getattr(raw, "__isabstractmethod__", False):
        decorators.add("abstractmethod")
    called = function
    code = getattr(function, "__code__", None)
    wrapped = getattr(function, "__wrapped__", None)
    if wrapped is not None and code is not None and code.co_filename == contextlib.__file__:
        # functools.wraps copies the name; the helper's code names the manager class it builds.
        if "_AsyncGeneratorContextManager" in code.co_names:
            decorators.add("asynccontextmanager")
        elif "_GeneratorContextManager" in code.co_names:
            decorators.add("contextmanager")
        function = wrapped
    return function, called, decorators, defined_in


def decorator_name(text):
    return text.split("(")[0].split(".")[-1]


def check_function(mod, block, owner, problems):
    decorators, node = parse_declaration(block["code"])
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        problems.append("the block under a function heading does not declare a function")
        return "", 0
    if node.name != block["name"]:
        problems.append(f"the block declares {node.name}, the heading names {block['name']}")
    function, called, shown_by_python, defined_in = runtime_callable(owner, node.name, mod.module)
    shown = {decorator_name(d) for d in decorators}
    for missing in sorted(shown - shown_by_python):
        problems.append(f"the block shows @{missing}, Python does not")
    for extra in sorted(shown_by_python - shown):
        problems.append(f"Python has @{extra}, the block does not show it")
    is_async = inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function)
    if isinstance(node, ast.AsyncFunctionDef) != is_async:
        problems.append(f"the block says {'async def' if isinstance(node, ast.AsyncFunctionDef) else 'def'}, Python has {'async def' if is_async else 'def'}")
    signature = inspect.signature(function)
    runtime = list(signature.parameters.values())
    declared = page_parameters(node.args)
    names = [p[0] for p in declared]
    if names != [p.name for p in runtime]:
        problems.append(f"parameters: the block shows ({', '.join(names)}), Python has ({', '.join(p.name for p in runtime)})")
    else:
        for (name, kind, annotation, default), parameter in zip(declared, runtime):
            if kind != parameter.kind:
                problems.append(f"{name}: the block makes it {KIND_NAMES[kind]}, Python {KIND_NAMES[parameter.kind]}")
            compare_annotation(mod, annotation, parameter.annotation, f"{name} annotation", problems)
            compare_default(mod, default, parameter.default, f"{name}", problems)
    returns = ast.unparse(node.returns) if node.returns else None
    compare_annotation(mod, returns, signature.return_annotation, "return annotation", problems)
    check_returns_line(mod, block.get("returns"), called, signature.return_annotation, problems)
    checked = check_parameter_table(mod, block, runtime, owner is not None and "staticmethod" not in shown_by_python, problems)
    where = f" (defined in {defined_in.__name__})" if defined_in is not None and defined_in is not owner else ""
    prefix = " ".join(f"@{d}" for d in sorted(shown_by_python))
    return f"{prefix + ' ' if prefix else ''}{'async ' if is_async else ''}{function.__name__}{signature}{where}", checked


def check_returns_line(mod, line, called, annotation, problems):
    """The "Returns" / "Yields (...)" line: what calling the function gives, and its annotation."""
    if line is None:
        if annotation is not inspect.Parameter.empty:
            problems.append("the page has no Returns line, Python has a return annotation")
        return
    if inspect.isasyncgenfunction(called):
        label = "Yields (async generator)"
    elif inspect.isgeneratorfunction(called):
        label = "Yields (generator)"
    else:
        label = "Returns"
    if line["label"] != label:
        problems.append(f"the page labels the result '{line['label']}', calling it in Python gives '{label}'")
    compare_annotation(mod, line["type"], annotation, f"{line['label']} line type", problems)


def check_class_kind(mod, block, cls, problems):
    """The "Kind" label of a class, from what Python says the class is."""
    if block.get("kind") is None:
        problems.append("the class has no Kind line")
        return
    serializer = importlib.import_module("utcp.interfaces.serializer").Serializer
    model = getattr(importlib.import_module("pydantic"), "BaseModel")
    if issubclass(cls, model):
        kind = "pydantic model"
    elif issubclass(cls, BaseException):
        kind = "exception"
    elif issubclass(cls, serializer) and cls is not serializer:
        kind = "serializer"
    elif inspect.isabstract(cls) or abc.ABC in cls.__bases__:
        kind = "abstract base class"
    else:
        kind = "class"
    if block["kind"] != kind:
        problems.append(f"the page says Kind: {block['kind']}, Python makes it a {kind}")


def check_constant_kind(mod, block, value, problems):
    if isinstance(value, typing.TypeVar):
        kind = "type variable"
    elif typing.get_origin(value) is not None:
        kind = "type alias"
    else:
        kind = "module constant"
    if block.get("kind") != kind:
        problems.append(f"the page says Kind: {block.get('kind')}, Python makes it a {kind}")


def check_parameter_table(mod, block, runtime, bound, problems):
    rows = block.get("parameters")
    listed = runtime[1:] if bound and runtime and runtime[0].kind != inspect.Parameter.VAR_POSITIONAL else runtime
    if rows is None:
        if listed:
            problems.append("the page has no parameter table, Python has parameters")
        return 0
    shown = [row["name"] for row in rows]
    expected = [("*" if p.kind == p.VAR_POSITIONAL else "**" if p.kind == p.VAR_KEYWORD else "") + p.name for p in listed]
    if shown != expected:
        problems.append(f"parameter table lists ({', '.join(shown)}), Python has ({', '.join(expected)})")
        return len(rows)
    for row, parameter in zip(rows, listed):
        compare_annotation(mod, row["type"], parameter.annotation, f"table row {row['name']} type", problems)
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            if row["default"] != "—":
                problems.append(f"table row {row['name']}: default {row['default']} on a variadic parameter")
        elif row["default"] == "required":
            if parameter.default is not inspect.Parameter.empty:
                problems.append(f"table row {row['name']}: says required, Python has default {parameter.default!r}")
        else:
            compare_default(mod, row["default"], parameter.default, f"table row {row['name']} default", problems)
    return len(rows)


def check_class(mod, block, problems):
    decorators, node = parse_declaration(block["code"])
    if not isinstance(node, ast.ClassDef):
        problems.append("the block under a class heading does not declare a class")
        return "", 0, []
    cls = getattr(mod.module, node.name)
    if not inspect.isclass(cls):
        problems.append(f"{node.name} is not a class in Python")
        return repr(cls), 0, []
    for decorator in decorators:
        problems.append(f"the block shows @{decorator}, which this checker cannot see on a class")
    bases = vars(cls).get("__orig_bases__", cls.__bases__)
    shown = [ast.unparse(base) for base in node.bases]
    if not shown and bases != (object,):
        problems.append(f"the block shows no bases, Python has {', '.join(map(describe, bases))}")
    elif shown and len(shown) != len(bases):
        problems.append(f"bases: the block shows ({', '.join(shown)}), Python has ({', '.join(map(describe, bases))})")
    else:
        for text, base in zip(shown, bases):
            compare_annotation(mod, text, base, f"base {text}", problems)
    for keyword in node.keywords:
        if keyword.arg == "metaclass":
            compare_annotation(mod, ast.unparse(keyword.value), type(cls), "metaclass", problems)
        else:
            problems.append(f"the block shows class keyword {keyword.arg}, which this checker cannot see")
    if block.get("bases") is None:
        problems.append("the class has no Bases line")
    elif [normal_source(text) for text in block["bases"]] != [normal_source(text) for text in shown]:
        problems.append(f"the Bases line shows ({', '.join(block['bases'])}), the block ({', '.join(shown)})")
    check_class_kind(mod, block, cls, problems)
    check_class_attributes(mod, block, cls, problems)
    fields = check_fields(mod, block, cls, problems)
    instance = check_instance_attributes(mod, block, cls, problems)
    return f"class {cls.__name__}({', '.join(map(describe, bases))})", fields, instance


def check_class_attributes(mod, block, cls, problems):
    """The class attribute table: each name's class-level annotation and value as the class body set them."""
    annotations = vars(cls).get("__annotations__", {})
    for row in block.get("classAttributes") or []:
        what = f"class attribute {row['name']}"
        compare_annotation(mod, row["type"], annotations.get(row["name"], inspect.Parameter.empty), f"{what} type", problems)
        value = vars(cls).get(row["name"], inspect.Parameter.empty)
        if row["value"] is None:
            if value is not inspect.Parameter.empty:
                problems.append(f"{what}: the page shows no value, Python has {value!r}")
            elif not hasattr(cls, row["name"]):
                problems.append(f"{what}: the class has no such attribute, only an annotation (an instance attribute, if __init__ sets it)")
            continue
        compare_default(mod, row["value"], value, what, problems)


def _sample_config():
    return importlib.import_module("utcp.data.utcp_client_config").UtcpClientConfig()


def _sample_substitutor():
    return importlib.import_module("utcp.implementations.default_variable_substitutor").DefaultVariableSubstitutor()


SAMPLE_SPEC = {"openapi": "3.0.0", "info": {"title": "Sample API", "version": "1"}, "paths": {}}

# How to build an object of each class whose instance attributes a page lists: the arguments
# its __init__ is called with. A class missing here is reported, so a new table gets a recipe.
INSTANCE_RECIPES = {
    "utcp.utcp_client.UtcpClient": lambda: ((_sample_config(),), {"root_dir": "/sample/root"}),
    "utcp.implementations.utcp_client_implementation.UtcpClientImplementation": lambda: (
        (_sample_config(), _sample_substitutor(), "/sample/root"),
        {},
    ),
    "utcp.exceptions.utcp_variable_not_found_exception.UtcpVariableNotFound": lambda: (("SAMPLE_KEY",), {}),
    "utcp_http.openapi_converter.OpenApiConverter": lambda: ((SAMPLE_SPEC,), {"spec_url": "https://api.example.com/openapi.json"}),
}


def constructed(cls):
    """An object of cls built by calling its __init__ (an abstract class through a bare subclass)."""
    recipe = INSTANCE_RECIPES.get(f"{cls.__module__}.{cls.__qualname__}")
    if recipe is None:
        raise LookupError(f"no recipe to construct {cls.__module__}.{cls.__qualname__} (INSTANCE_RECIPES)")
    args, kwargs = recipe()
    target = cls
    if inspect.isabstract(cls):
        target = type(f"Concrete{cls.__name__}", (cls,), {})
        target.__abstractmethods__ = frozenset()
    return target(*args, **kwargs)


def init_annotations(cls):
    """`self.name: T` annotations in the source of the __init__ Python runs for cls (runtime drops them)."""
    init = getattr(cls, "__init__", None)
    try:
        source = inspect.getsource(init)
    except (OSError, TypeError):
        return {}
    lines = source.split("\n")
    indent = len(lines[0]) - len(lines[0].lstrip())
    tree = ast.parse("\n".join(line[indent:] for line in lines))
    found = {}
    for node in ast.walk(tree):
        target = getattr(node, "target", None)
        if isinstance(node, ast.AnnAssign) and isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
            found.setdefault(target.attr, ast.unparse(node.annotation))
    return found


def class_annotation(cls, name):
    for candidate in cls.__mro__:
        annotations = vars(candidate).get("__annotations__", {})
        if name in annotations:
            return annotations[name]
    return inspect.Parameter.empty


def value_matches(mod, text, value):
    """Whether a runtime value fits the type text, where Python can tell (classes and their generics)."""
    try:
        expected = mod.evaluate(text)
    except Exception:  # noqa: BLE001 - an annotation that does not evaluate is compared as text only
        return True
    options = typing.get_args(expected) if typing.get_origin(expected) is typing.Union else (expected,)
    for option in options:
        if option is type(None) and value is None:
            return True
        origin = typing.get_origin(option) or option
        if isinstance(origin, type) and isinstance(value, origin):
            return True
        if option is typing.Any:
            return True
    return False


def in_child(function):
    """function() run in a forked copy of this process, its JSON result returned.

    Building an object can have effects on the modules (creating a client configuration loads
    the plugins, which fill the serializers' class-level registries); the blocks checked after
    it must see the modules as importing them left them.
    """
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            payload = json.dumps({"result": function()})
        except BaseException as error:  # noqa: BLE001 - reported to the parent
            payload = json.dumps({"error": repr(error)})
        with os.fdopen(write, "w") as out:
            out.write(payload)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as incoming:
        text = incoming.read()
    os.waitpid(pid, 0)
    answer = json.loads(text or '{"error": "the child process wrote nothing"}')
    if "error" in answer:
        raise RuntimeError(answer["error"])
    return answer["result"]


def check_instance_attributes(mod, block, cls, problems):
    """Runs check_instance_attributes_here in a child process, so building the object changes nothing here."""
    if block.get("instanceAttributes") is None and not block.get("inheritedInstanceAttributes"):
        return []

    def run():
        found = []
        return {"verdicts": check_instance_attributes_here(mod, block, cls, found), "problems": found}

    answer = in_child(run)
    problems.extend(answer["problems"])
    return answer["verdicts"]


def check_instance_attributes_here(mod, block, cls, problems):
    """The "Instance attributes (set in __init__)" table against an object __init__ built.

    Each row: the name is set on the object (``vars()``) by ``__init__``, and its type is what the
    page says: "not annotated" when neither the class nor the ``__init__`` source annotates it; an
    annotation otherwise, and the value fits it. Public names the object has that the table and
    the "Inherited instance attributes" line do not list are reported too.
    """
    rows = block.get("instanceAttributes")
    inherited = block.get("inheritedInstanceAttributes") or []
    if rows is None and not inherited:
        return []
    rows = rows or []
    try:
        instance = constructed(cls)
    except Exception as error:  # noqa: BLE001 - a class we cannot build is a disagreement to resolve
        problems.append(f"instance attributes: cannot construct {cls.__name__} ({error!r})")
        return [{"name": row["name"], "verdict": "disagree", "observed": f"not constructed: {error!r}"} for row in rows]
    state = vars(instance)
    own_init = init_annotations(cls)
    verdicts = []
    for row in rows:
        name, row_problems = row["name"], []
        what = f"instance attribute {name}"
        if name not in state:
            row_problems.append(f"{what}: __init__ does not set it (the object has {', '.join(sorted(k for k in state if not k.startswith('_')))})")
            observed = "not set by __init__"
        else:
            value = state[name]
            annotation = class_annotation(cls, name)
            source_annotation = own_init.get(name)
            observed = f"set by __init__, {type(value).__name__} value"
            if annotation is not inspect.Parameter.empty:
                observed += f", class annotation {describe(annotation)}"
                compare_annotation(mod, row["type"], annotation, f"{what} type", row_problems)
            elif source_annotation is not None:
                observed += f", __init__ annotates it {source_annotation}"
                if row["type"] is None:
                    row_problems.append(f"{what}: page shows no annotation, __init__ annotates it {source_annotation}")
                elif normal_source(row["type"]) != normal_source(source_annotation):
                    row_problems.append(f"{what}: page shows {row['type']}, __init__ annotates it {source_annotation}")
            else:
                observed += ", not annotated"
                if row["type"] is not None:
                    row_problems.append(f"{what}: page shows {row['type']}, Python has no annotation")
            if row["type"] is not None and not value_matches(mod, row["type"], value):
                row_problems.append(f"{what}: the object holds a {type(value).__name__}, not a {row['type']}")
        problems.extend(row_problems)
        verdicts.append({"name": name, "verdict": "disagree" if row_problems else "agree", "observed": observed})
    own_init_sets = set(own_init) | init_assignments(cls)
    for name in inherited:
        if name not in state:
            problems.append(f"inherited instance attribute {name}: the object does not have it")
        elif name in own_init_sets:
            problems.append(f"inherited instance attribute {name}: the class's own __init__ sets it")
    listed = {row["name"] for row in rows} | set(inherited)
    for name in sorted(k for k in state if not k.startswith("_") and k not in listed):
        problems.append(f"instance attribute {name}: __init__ sets it, the page lists it neither in the table nor as inherited")
    return verdicts


def init_assignments(cls):
    """Names the class's own __init__ source assigns on self (plain or annotated)."""
    init = vars(cls).get("__init__")
    try:
        source = inspect.getsource(init)
    except (OSError, TypeError):
        return set()
    lines = source.split("\n")
    indent = len(lines[0]) - len(lines[0].lstrip())
    tree = ast.parse("\n".join(line[indent:] for line in lines))
    names = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        for target in targets:
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
                names.add(target.attr)
    return names


def check_fields(mod, block, cls, problems):
    model_fields = getattr(cls, "model_fields", None)
    rows = block.get("fields")
    if not isinstance(model_fields, dict) or not hasattr(cls, "model_validate"):
        if rows:
            problems.append("the page has a field table, but Python does not see a pydantic model")
        return len(rows or [])
    rows = rows or []
    inherited = set(block.get("inherited") or [])
    listed = {row["name"] for row in rows}
    own = {name for name in model_fields if name in vars(cls).get("__annotations__", {})}
    for name in sorted(set(model_fields) - listed - inherited):
        problems.append(f"field {name}: Python has it, the page lists it neither in the table nor as inherited")
    for name in sorted((listed | inherited) - set(model_fields)):
        problems.append(f"field {name}: on the page, not in model_fields")
    for name in sorted(inherited & own):
        problems.append(f"field {name}: the page says inherited, the class declares it itself")
    for row in rows:
        field = model_fields.get(row["name"])
        if field is None:
            continue
        what = f"field {row['name']}"
        if row["alias"] != field.alias:
            problems.append(f"{what}: page alias {row['alias']!r}, Python {field.alias!r}")
        compare_annotation(mod, row["type"], field.annotation, f"{what} type", problems, resolve=True)
        if row["required"] != field.is_required():
            problems.append(f"{what}: page says required={row['required']}, Python {field.is_required()}")
        factory = field.default_factory
        if row["factory"] is not None:
            if factory is None:
                problems.append(f"{what}: page shows factory {row['factory']}, Python has none")
            else:
                compare_factory(mod, row["factory"], factory, what, problems)
        elif factory is not None:
            problems.append(f"{what}: Python has a default factory {describe(factory)}, the page shows none")
        if row["default"] is None:
            if not field.is_required() and factory is None:
                problems.append(f"{what}: page shows no default, Python has {field.default!r}")
        elif field.is_required():
            problems.append(f"{what}: page shows default {row['default']}, Python has none")
        else:
            compare_default(mod, row["default"], field.default, what, problems)
    return len(rows)


def compare_factory(mod, text, factory, what, problems):
    try:
        expected = mod.evaluate(text)
    except Exception as error:  # noqa: BLE001
        problems.append(f"{what}: factory {text} does not evaluate ({error!r})")
        return
    if expected is factory:
        return
    if getattr(factory, "__name__", "") == "<lambda>" and getattr(expected, "__name__", "") == "<lambda>":
        if normal_source(text) not in lambda_sources(factory):
            problems.append(f"{what}: page factory {text} is not the lambda Python has ({lambda_sources(factory)})")
        return
    try:
        made, wanted = factory(), expected()
    except Exception as error:  # noqa: BLE001
        problems.append(f"{what}: factory {text} cannot be compared by calling it ({error!r})")
        return
    if type(made) is not type(wanted) or made != wanted:
        problems.append(f"{what}: page factory {text} makes {wanted!r}, Python's makes {made!r}")


def lambda_sources(function):
    """The source of the lambdas on the line a running lambda was defined on, normalised."""
    try:
        lines, _ = inspect.findsource(function)
    except OSError:
        return []
    line = lines[function.__code__.co_firstlineno - 1].strip()
    for text in (line, line.split("=", 1)[-1].strip()):
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        return [ast.unparse(node) for node in ast.walk(tree) if isinstance(node, ast.Lambda)]
    return []


def check_constant(mod, block, problems):
    _, node = parse_declaration(block["code"])
    if isinstance(node, ast.AnnAssign):
        name, annotation, value = node.target.id, ast.unparse(node.annotation), node.value
    elif isinstance(node, ast.Assign) and len(node.targets) == 1:
        name, annotation, value = node.targets[0].id, None, node.value
    else:
        problems.append("the block under a constant heading is not an assignment")
        return ""
    if name != block["name"]:
        problems.append(f"the block assigns {name}, the heading names {block['name']}")
    runtime = getattr(mod.module, name)
    annotations = vars(mod.module).get("__annotations__", {})
    compare_annotation(mod, annotation, annotations.get(name, inspect.Parameter.empty), f"{name} annotation", problems)
    if value is not None and not (isinstance(value, ast.Constant) and value.value is Ellipsis):
        compare_default(mod, ast.unparse(value), runtime, f"{name} value", problems)
    check_constant_kind(mod, block, runtime, problems)
    return f"{name} = {describe(runtime)}"


def check(block, modules):
    problems = []
    name = block["module"]
    if name not in modules:
        try:
            modules[name] = Module(importlib.import_module(name))
        except Exception as error:  # noqa: BLE001
            modules[name] = error
    mod = modules[name]
    if isinstance(mod, Exception):
        return {"verdict": "no-import", "observed": f"import {name} failed: {mod!r}", "problems": [], "checked": {"parameters": 0, "fields": 0, "attributes": 0, "instanceAttributes": 0}}
    checked = {"parameters": 0, "fields": 0, "attributes": 0, "instanceAttributes": 0}
    instance = []
    try:
        code = block["code"].lstrip()
        body = "\n".join(line for line in code.split("\n") if not line.strip().startswith("@")).lstrip()
        if body.startswith("class "):
            observed, checked["fields"], instance = check_class(mod, block, problems)
            checked["attributes"] = len(block.get("classAttributes") or [])
            checked["instanceAttributes"] = len(instance)
        elif body.startswith(("def ", "async def ")):
            owner = getattr(mod.module, block["owner"]) if block["owner"] else None
            observed, checked["parameters"] = check_function(mod, block, owner, problems)
        else:
            observed = check_constant(mod, block, problems)
    except Exception as error:  # noqa: BLE001 - a symbol that does not resolve is a disagreement
        problems.append(f"cannot resolve on the running module: {error!r}")
        observed = traceback.format_exc(limit=2).strip().split("\n")[-1]
    result = {"verdict": "disagree" if problems else "agree", "observed": observed, "problems": problems, "checked": checked}
    if instance:
        result["instanceAttributes"] = instance
    return result


def main():
    blocks = json.load(sys.stdin)
    modules = {}
    for block in blocks:
        print(json.dumps({"id": block["id"], **check(block, modules)}), flush=True)


if __name__ == "__main__":
    main()
