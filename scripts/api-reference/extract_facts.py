"""Parse python-utcp sources with Python's own `ast` module and print facts as JSON.

Input (stdin): {"pyprojects": [{"path", "root", "text"}], "modules": [{"path", "name", "root", "text"}]}
where a module's "root" is the directory of the pyproject.toml it belongs to.
Output (stdout): {"packages": [...], "modules": [...]} -- facts only: names, annotations,
defaults, decorators and line numbers. Docstrings and field descriptions are never read out.
On any parse error the script prints the file and the error to stderr and exits 1.

Called by scripts/api-reference/extract.ts; not meant to be run by hand.
"""

import ast
import json
import re
import sys
import tomllib

# Field(...) keywords that carry prose or schema decoration, not facts we publish.
PROSE_KEYWORDS = {"description", "title", "examples", "json_schema_extra"}
PYDANTIC_ROOTS = {"BaseModel", "RootModel"}


class ExtractionError(Exception):
    pass


def segment(source, node):
    """Source text of a node as written, with line breaks inside brackets collapsed."""
    text = ast.get_source_segment(source, node)
    if text is None:
        text = ast.unparse(node)
    text = re.sub(r"\s*\n\s*", " ", text)
    text = re.sub(r"([\[(]) ", r"\1", text)
    text = re.sub(r",? ([\])])", r"\1", text)
    return text


def json_literal(node):
    """(True, value) when the node is a literal that maps onto JSON, else (False, None)."""
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False, None
    return to_json(value)


def to_json(value):
    if value is None or isinstance(value, (bool, str)):
        return True, value
    if isinstance(value, int):
        return True, value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return False, None
        return True, value
    if isinstance(value, (list, tuple)):
        out = []
        for item in value:
            ok, converted = to_json(item)
            if not ok:
                return False, None
            out.append(converted)
        return True, out
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                return False, None
            ok, converted = to_json(item)
            if not ok:
                return False, None
            out[key] = converted
        return True, out
    return False, None


def dotted_name(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = dotted_name(node.value)
        return f"{inner}.{node.attr}" if inner else None
    return None


def last_name(node):
    name = dotted_name(node.func if isinstance(node, ast.Call) else node)
    return name.rsplit(".", 1)[-1] if name else None


def base_root(node):
    """`Serializer[Tool]` -> `Serializer`; `pydantic.BaseModel` -> `BaseModel`."""
    if isinstance(node, ast.Subscript):
        node = node.value
    name = dotted_name(node)
    return name.rsplit(".", 1)[-1] if name else None


def literal_values(annotation):
    """Values of every `Literal[...]` inside an annotation, in source order."""
    values = []
    for node in ast.walk(annotation):
        if isinstance(node, ast.Subscript) and last_name(node.value) == "Literal":
            elements = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            for element in elements:
                ok, value = json_literal(element)
                if ok:
                    values.append(value)
    return values


def is_class_var(annotation):
    root = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    return last_name(root) == "ClassVar"


def contains_yield(function):
    stack = list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


def is_public(name):
    return not name.startswith("_") or (name.startswith("__") and name.endswith("__"))


def parameters(source, args):
    out = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for index, arg in enumerate(positional):
        kind = "positional_only" if index < len(args.posonlyargs) else "positional_or_keyword"
        out.append(parameter(source, arg, kind, defaults[index]))
    if args.vararg:
        out.append(parameter(source, args.vararg, "var_positional", None))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        out.append(parameter(source, arg, "keyword_only", default))
    if args.kwarg:
        out.append(parameter(source, args.kwarg, "var_keyword", None))
    return out


def parameter(source, arg, kind, default):
    entry = {
        "name": arg.arg,
        "kind": kind,
        "annotation": segment(source, arg.annotation) if arg.annotation is not None else None,
        "default": segment(source, default) if default is not None else None,
    }
    if default is not None:
        ok, value = json_literal(default)
        if ok:
            entry["default_value"] = value
    return entry


def registrations(function):
    """Calls such as `register_call_template("http", HttpCallTemplateSerializer())` in a function body."""
    out = []
    for node in ast.walk(function):
        if not isinstance(node, ast.Call):
            continue
        name = last_name(node)
        if not name or not name.startswith("register_") or len(node.args) < 2:
            continue
        ok, key = json_literal(node.args[0])
        target = node.args[1]
        out.append({
            "function": name,
            "key": key if ok else None,
            "class": last_name(target) if isinstance(target, ast.Call) else dotted_name(target),
            "line": node.lineno,
        })
    return sorted(out, key=lambda entry: entry["line"])


def function_facts(source, node):
    decorators = [segment(source, d) for d in node.decorator_list]
    facts = {
        "name": node.name,
        "public": is_public(node.name),
        "async": isinstance(node, ast.AsyncFunctionDef),
        "generator": contains_yield(node),
        "decorators": decorators,
        "parameters": parameters(source, node.args),
        "returns": segment(source, node.returns) if node.returns is not None else None,
        "line": node.lineno,
        "end_line": node.end_lineno,
    }
    found = registrations(node)
    if found:
        facts["registrations"] = found
    return facts


def field_facts(source, node):
    """A class-level `name: annotation [= value]`, with pydantic `Field(...)` unpacked."""
    facts = {
        "name": node.target.id,
        "annotation": segment(source, node.annotation),
        "line": node.lineno,
        "default": None,
        "default_factory": None,
        "alias": None,
        "required": node.value is None,
    }
    values = literal_values(node.annotation)
    if values:
        facts["literal_values"] = values
    value = node.value
    if value is None:
        return facts
    if isinstance(value, ast.Call) and last_name(value) == "Field":
        default_node = value.args[0] if value.args else None
        constraints = {}
        for keyword in value.keywords:
            if keyword.arg == "default":
                default_node = keyword.value
            elif keyword.arg == "default_factory":
                facts["default_factory"] = segment(source, keyword.value)
            elif keyword.arg == "alias":
                ok, alias = json_literal(keyword.value)
                facts["alias"] = alias if ok else segment(source, keyword.value)
            elif keyword.arg is not None and keyword.arg not in PROSE_KEYWORDS:
                constraints[keyword.arg] = segment(source, keyword.value)
        if constraints:
            facts["field_arguments"] = constraints
        if default_node is not None and not (isinstance(default_node, ast.Constant) and default_node.value is Ellipsis):
            facts["default"] = segment(source, default_node)
            ok, literal = json_literal(default_node)
            if ok:
                facts["default_value"] = literal
        facts["required"] = facts["default"] is None and facts["default_factory"] is None
        return facts
    facts["default"] = segment(source, value)
    ok, literal = json_literal(value)
    if ok:
        facts["default_value"] = literal
    return facts


def class_attribute(source, name, annotation, value, line):
    entry = {
        "name": name,
        "annotation": segment(source, annotation) if annotation is not None else None,
        "value": segment(source, value) if value is not None else None,
        "line": line,
    }
    if value is not None:
        ok, literal = json_literal(value)
        if ok:
            entry["value_json"] = literal
    return entry


def instance_attributes(source, init):
    """`self.x = ...` / `self.x: T = ...` assignments in `__init__`."""
    seen = {}
    for node in ast.walk(init):
        targets = []
        annotation = None
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
            annotation = node.annotation
        for target in targets:
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
                if target.attr not in seen:
                    seen[target.attr] = {
                        "name": target.attr,
                        "annotation": segment(source, annotation) if annotation is not None else None,
                        "line": node.lineno,
                    }
    return sorted(seen.values(), key=lambda entry: entry["line"])


def class_facts(source, node, module_name):
    facts = {
        "name": node.name,
        "qualified_name": f"{module_name}.{node.name}",
        "public": is_public(node.name),
        "bases": [segment(source, base) for base in node.bases],
        "keywords": {k.arg: segment(source, k.value) for k in node.keywords if k.arg},
        "decorators": [segment(source, d) for d in node.decorator_list],
        "line": node.lineno,
        "end_line": node.end_lineno,
        "fields": [],
        "class_attributes": [],
        "methods": [],
        "_base_roots": [base_root(base) for base in node.bases],
    }
    for statement in node.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            if is_class_var(statement.annotation):
                facts["class_attributes"].append(
                    class_attribute(source, statement.target.id, statement.annotation, statement.value, statement.lineno))
            else:
                facts["fields"].append(field_facts(source, statement))
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                if isinstance(target, ast.Name):
                    facts["class_attributes"].append(
                        class_attribute(source, target.id, None, statement.value, statement.lineno))
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            method = function_facts(source, statement)
            if statement.name == "__init__":
                attributes = instance_attributes(source, statement)
                if attributes:
                    facts["instance_attributes"] = attributes
            facts["methods"].append(method)
    return facts


def top_level_statements(body):
    """Module statements, looking inside `if`/`try` blocks (version switches, optional imports)."""
    for statement in body:
        if isinstance(statement, ast.If):
            yield from top_level_statements(statement.body)
            yield from top_level_statements(statement.orelse)
        elif isinstance(statement, ast.Try):
            yield from top_level_statements(statement.body)
            for handler in statement.handlers:
                yield from top_level_statements(handler.body)
            yield from top_level_statements(statement.orelse)
            yield from top_level_statements(statement.finalbody)
        else:
            yield statement


def is_constant_name(name):
    """UPPER_CASE constants, and Capitalized type aliases and TypeVars (`JsonType = Union[...]`, `T = TypeVar("T")`)."""
    return re.fullmatch(r"[A-Z][A-Za-z0-9_]*", name) is not None


def module_facts(entry, package):
    source = entry["text"]
    try:
        tree = ast.parse(source, filename=entry["path"])
    except SyntaxError as error:
        raise ExtractionError(f"{entry['path']}: syntax error at line {error.lineno}: {error.msg}") from error
    name = entry["name"]
    facts = {
        "name": name,
        "path": entry["path"],
        "package": package,
        "public": all(not part.startswith("_") or part == "__init__" for part in name.split(".")),
        "all": None,
        "imports": [],
        "classes": [],
        "functions": [],
        "constants": [],
    }
    for statement in top_level_statements(tree.body):
        if isinstance(statement, ast.ClassDef):
            facts["classes"].append(class_facts(source, statement, name))
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = function_facts(source, statement)
            function["qualified_name"] = f"{name}.{statement.name}"
            facts["functions"].append(function)
        elif isinstance(statement, ast.ImportFrom):
            base = "." * statement.level + (statement.module or "")
            for alias in statement.names:
                facts["imports"].append({"module": base, "name": alias.name, "as": alias.asname, "line": statement.lineno})
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            annotation = statement.annotation if isinstance(statement, ast.AnnAssign) else None
            for target in targets:
                if not isinstance(target, ast.Name):
                    continue
                if target.id == "__all__":
                    ok, value = json_literal(statement.value)
                    facts["all"] = value if ok else None
                    continue
                if target.id.startswith("_"):
                    continue
                if annotation is None and not is_constant_name(target.id):
                    continue
                constant = class_attribute(source, target.id, annotation, statement.value, statement.lineno)
                constant["qualified_name"] = f"{name}.{target.id}"
                facts["constants"].append(constant)
    return facts


def mark_pydantic(modules):
    """A class is a pydantic model when a base is BaseModel/RootModel or a model class of these sources."""
    by_name = {}
    for module in modules:
        for cls in module["classes"]:
            by_name.setdefault(cls["name"], []).append(cls)
    pydantic = set()
    changed = True
    while changed:
        changed = False
        for classes in by_name.values():
            for cls in classes:
                if cls["qualified_name"] in pydantic:
                    continue
                if any(root in PYDANTIC_ROOTS or any(c["qualified_name"] in pydantic for c in by_name.get(root, []))
                       for root in cls["_base_roots"] if root):
                    pydantic.add(cls["qualified_name"])
                    changed = True
    for module in modules:
        for cls in module["classes"]:
            cls["pydantic"] = cls["qualified_name"] in pydantic
            del cls["_base_roots"]


def package_facts(entry):
    try:
        data = tomllib.loads(entry["text"])
    except tomllib.TOMLDecodeError as error:
        raise ExtractionError(f"{entry['path']}: invalid TOML: {error}") from error
    project = data.get("project")
    if not isinstance(project, dict) or "name" not in project:
        return None
    entry_points = project.get("entry-points", {})
    return {
        "name": project["name"],
        "version": project.get("version"),
        "requires_python": project.get("requires-python"),
        "dependencies": list(project.get("dependencies", [])),
        "optional_dependencies": {k: list(v) for k, v in sorted(project.get("optional-dependencies", {}).items())},
        "pyproject": entry["path"],
        "root": entry["root"],
        "entry_points": {group: dict(sorted(points.items())) for group, points in sorted(entry_points.items())},
    }


def main():
    request = json.load(sys.stdin)
    try:
        packages = [p for p in (package_facts(e) for e in request["pyprojects"]) if p is not None]
        package_by_root = {p["root"]: p["name"] for p in packages}
        modules = [module_facts(e, package_by_root[e["root"]]) for e in request["modules"] if e["root"] in package_by_root]
        mark_pydantic(modules)
    except ExtractionError as error:
        print(str(error), file=sys.stderr)
        sys.exit(1)
    json.dump({"packages": packages, "modules": modules}, sys.stdout, sort_keys=True, ensure_ascii=False)


if __name__ == "__main__":
    main()
