"""Cases of utcp_tool, ToolContext and the schema helpers of utcp.python_specific_tooling.tool_decorator (1.x)."""
import contextlib
import io
from typing import Any, Dict, List, Optional, Set, Tuple, Union

from _behaviour import case, cases_of, load_plugins


def td():
    load_plugins()
    from utcp.python_specific_tooling import tool_decorator

    return tool_decorator


def template():
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict({"name": "local", "call_template_type": "http",
                                                    "url": "https://tools.example.com/utcp"})


def decorate(function, **options):
    """Decorates `function` with utcp_tool, keeping its print off the runner's output."""
    module = td()
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        decorated = module.utcp_tool(template(), **options)(function)
    return decorated, printed.getvalue()


@case("decorator.utcp-tool.build", "defaults")
def build_defaults():
    module = td()
    before = len(module.ToolContext.get_tools())

    def add(a: int, b: int = 2) -> int:
        """Adds two numbers."""
        return a + b

    decorated, _ = decorate(add)
    added = module.ToolContext.get_tools()[before:]
    first, second = decorated.tool_definition(), decorated.tool_definition()
    return {"added": [t.name for t in added], "name": first.name, "description": first.description,
            "tags": first.tags, "template": first.tool_call_template.name,
            "input required": decorated.input().required, "input types":
                {k: v.type for k, v in decorated.input().properties.items()},
            "output type": decorated.output().type, "fresh tool each call": first is not second,
            "still callable": decorated(1)}


@case("decorator.utcp-tool.build", "explicit-name-and-schemas")
def build_explicit():
    def add(a: int) -> int:
        """Adds."""
        return a

    decorated, _ = decorate(add, name="sum", description="Sum it", inputs={"type": "object", "title": "given"})
    tool = decorated.tool_definition()
    return {"name": tool.name, "description": tool.description, "input title": tool.inputs.title,
            "output title": decorated.output().title}


@case("decorator.utcp-tool.build", "no-docstring")
def build_no_docstring():
    def bare(a: int) -> int:
        return a

    decorated, _ = decorate(bare)
    return {"description": decorated.tool_definition().description}


@case("decorator.context.add-tool", "same-tool-twice")
def add_twice():
    module = td()
    tool = module.Tool(name="twice", description="", tool_call_template=template()) if hasattr(module, "Tool") else None
    if tool is None:
        from utcp.data.tool import Tool

        tool = Tool(name="twice", description="", tool_call_template=template())
    before = len(module.ToolContext.get_tools())
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        module.ToolContext.add_tool(tool)
        module.ToolContext.add_tool(tool)
    added = module.ToolContext.get_tools()[before:]
    return {"added": [t.name for t in added], "last is the object": added[-1] is tool, "printed": printed.getvalue()}


def inputs(function):
    return td().get_docstring_description_input(function)


@case("decorator.docstring.input-lines", "indented-lines")
def doc_indented():
    def greet(name: str, times: int) -> str:
        """Say hello.

        Args:
            name: who to greet
            times how often
        """
        return name

    return inputs(greet)


@case("decorator.docstring.input-lines", "prefix-of-another-word")
def doc_prefix():
    def find(n: int, name: str) -> str:
        """Find things.

        name: the name to look for
        n: how many
        no more than ten are returned
        """
        return name

    return inputs(find)


@case("decorator.docstring.input-lines", "crlf-and-unicode")
def doc_crlf():
    def greet(city: str) -> str:
        return city

    # cspell:ignore Stadt Vorhersage
    greet.__doc__ = "Weather.\r\n    city: Stadt für die Vorhersage\r\n"
    return inputs(greet)


@case("decorator.docstring.input-lines", "name-mentioned-twice")
def doc_twice():
    def greet(city: str) -> str:
        """Weather.

        city: first description
        city: second description
        """
        return city

    return inputs(greet)


@case("decorator.param-description.pydantic", "field-description")
def pydantic_field():
    from pydantic import BaseModel, Field

    class Place(BaseModel):
        city: str = Field(description="the city")

    return {"city": td().get_param_description(Place, "city"), "missing": td().get_param_description(Place, "zip")}


@case("decorator.param-description.pydantic", "docstring-line-wins")
def pydantic_docstring():
    from pydantic import BaseModel, Field

    class Place(BaseModel):
        """A place.

        city: from the docstring
        """

        city: str = Field(description="the city")

    return td().get_param_description(Place, "city")


class Point:
    """A point."""

    x: int
    y: Optional[int]
    z: Union[int, None]
    label: str = "origin"
    tags: List[str]


@case("decorator.recurse-type.classes", "attributes-and-required")
def recurse_class():
    schema = td().recurse_type(Point)
    return {"required": schema["required"],
            "types": {k: v["type"] for k, v in schema["properties"].items()},
            "tags items": schema["properties"]["tags"]["items"]["type"]}


@case("decorator.recurse-type.classes", "pydantic-model")
def recurse_pydantic():
    from pydantic import BaseModel

    class Reading(BaseModel):
        city: str
        celsius: float = 0.0
        tags: List[str] = []

    module = td()
    schema = module.type_to_json_schema(Reading, "reading", {})
    return {"json type": module.python_type_to_json_type(Reading), "required": schema.get("required"),
            "types": {k: v.get("type") for k, v in (schema.get("properties") or {}).items()}}


@case("decorator.recurse-type.classes", "pep604-optional")
def recurse_pep604():
    class Reading:
        value: int | None

    schema = td().recurse_type(Reading)
    return {"required": schema["required"], "value type": schema["properties"]["value"]["type"]}


@case("decorator.recurse-type.classes", "list-of-lists")
def recurse_lists():
    schema = td().recurse_type(List[List[int]])
    return {"type": schema["type"], "items": schema["items"]["type"], "inner items": schema["items"]["items"]["type"]}


@case("decorator.recurse-type.classes", "optional-class")
def recurse_optional_class():
    schema = td().recurse_type(Optional[Point])
    return {"type": schema["type"], "properties": sorted(schema["properties"])}


@case("decorator.manual.from-decorators", "collects-and-excludes")
def manual_from_decorators():
    module = td()
    from utcp.data.utcp_manual import UtcpManual

    def first_listed(a: int) -> int:
        """First."""
        return a

    def second_listed(b: str) -> str:
        """Second."""
        return b

    decorate(first_listed)
    decorate(second_listed)
    manual = UtcpManual.create_from_decorators(manual_version="2.0.0", exclude=["second_listed"])
    names = [t.name for t in manual.tools]
    full = [t.name for t in UtcpManual.create_from_decorators().tools]
    tool = next(t for t in manual.tools if t.name == "first_listed")
    return {"first listed": "first_listed" in names, "second excluded": "second_listed" not in names,
            "second without exclude": "second_listed" in full, "manual_version": manual.manual_version,
            "input type of a": tool.inputs.properties["a"].type, "same count as context":
                len(full) == len(module.ToolContext.get_tools())}


class Custom:
    pass


TYPES = {"str": str, "bytes": bytes, "int": int, "float": float, "bool": bool, "nonetype": type(None),
         "list": List[int], "tuple": Tuple[int, str], "set": Set[str], "dict": dict, "typed-dict": Dict[str, int],
         "any": Any, "custom-class": Custom, "optional-int": Optional[int], "union-int-str": Union[int, str]}


def register_type_case(label, annotation):
    @case("decorator.types.json-type", label)
    def mapped():
        return td().python_type_to_json_type(annotation)


for _label, _annotation in TYPES.items():
    register_type_case(_label, _annotation)


# First reading (wave 6) 2026-11-29: the same mapping for the spellings a real signature uses.
class _Movie(__import__("typing").TypedDict):
    title: str


class _Text(str):
    pass


def _more_types():
    import collections.abc
    from typing import FrozenSet, Literal, Sequence

    return {
        "bare-list-tuple-set": {"list": list, "tuple": tuple, "set": set},
        "builtin-generics": {"list[int]": list[int], "tuple[int, ...]": tuple[int, ...], "set[str]": set[str],
                             "dict[str, int]": dict[str, int]},
        "pep604-unions": {"int | None": int | None, "int | str": int | str, "None | str": None | str},
        "optional-edges": {"Optional[List[int]]": Optional[List[int]], "Optional[Any]": Optional[Any],
                           "Union[int, None, str]": Union[int, None, str], "Optional[None]": Optional[None]},
        "none-and-strings": {"None": None, "'int' as text": "int"},
        "other-classes": {"a TypedDict class": _Movie, "a str subclass": _Text, "FrozenSet[int]": FrozenSet[int],
                          "Sequence[int]": Sequence[int], "collections.abc.Iterable[int]":
                              collections.abc.Iterable[int], "Literal['a']": Literal["a"]},
    }


def register_type_batch(label):
    @case("decorator.types.json-type", label)
    def mapped():
        module = td()
        return {name: module.python_type_to_json_type(annotation)
                for name, annotation in _more_types()[label].items()}


for _label in ["bare-list-tuple-set", "builtin-generics", "pep604-unions", "optional-edges", "none-and-strings",
               "other-classes"]:
    register_type_batch(_label)


@case("decorator.types.json-type", "bare-list-schema")
def bare_list_schema():
    """What the decorator writes for a parameter annotated with bare `list` and with `list[int]`."""
    def f(items: list, numbers: list[int], pair: tuple) -> None:
        """F."""

    decorated, _ = decorate(f)
    properties = decorated.input().properties
    return {name: properties[name].type for name in ["items", "numbers", "pair"]}


@case("decorator.docstring.input-lines", "colon-separator")
def docstring_inputs():
    def greet(name: str, times: int) -> str:
        """Say hello.

        name: who to greet
        times: how often
        """
        return name

    return td().get_docstring_description_input(greet)


@case("decorator.docstring.input-lines", "no-docstring")
def docstring_none():
    def bare(name: str) -> str:
        return name

    return td().get_docstring_description_input(bare)


@case("decorator.docstring.output", "returns-section")
def docstring_output():
    def f() -> str:
        """Does it.

        Returns:
            the greeting
        """
        return ""

    return td().get_docstring_description_output(f)


def built_tool(function):
    module = td()
    decorated = module.utcp_tool(tool_call_template=template())(function)
    definition = decorated.tool_definition()
    return definition if isinstance(definition, dict) else definition.model_dump(mode="json")


@case("decorator.utcp-tool.build", "hints-and-defaults")
def definition():
    def lookup(city: str, days: int = 3, units=None):
        """Weather for a city."""
        return {}

    tool = built_tool(lookup)
    inputs = tool.get("inputs", {})
    return {"name": tool.get("name"), "description": tool.get("description"), "tags": tool.get("tags"),
            "properties": {k: v.get("type") for k, v in (inputs.get("properties") or {}).items()},
            "required": inputs.get("required")}


@case("decorator.utcp-tool.build", "no-hint-no-default")
def definition_no_hint_no_default():
    def lookup(plain, *, flag: bool, note: str = "x", **extra):
        """Look something up."""
        return {}

    inputs = built_tool(lookup).get("inputs", {})
    return {"properties": {k: v.get("type") for k, v in (inputs.get("properties") or {}).items()},
            "required": inputs.get("required")}


@case("decorator.utcp-tool.build", "no-return-annotation")
def definition_no_return():
    def act(x: int):
        """Acts."""
        return x

    outputs = built_tool(act).get("outputs", {})
    return {"type": outputs.get("type"), "required": outputs.get("required"),
            "result type": ((outputs.get("properties") or {}).get("result") or {}).get("type")}


@case("decorator.utcp-tool.build", "optional-return")
def definition_optional_return():
    def act(x: int) -> Optional[str]:
        """Acts."""
        return None

    outputs = built_tool(act).get("outputs", {})
    return {"required": outputs.get("required"),
            "result type": ((outputs.get("properties") or {}).get("result") or {}).get("type")}


@case("decorator.utcp-tool.build", "same-object")
def returns_function():
    def f(a: str) -> str:
        """F."""
        return a

    module = td()
    decorated = module.utcp_tool(tool_call_template=template())(f)
    return {"same object": decorated is f, "still callable": decorated("x") == "x",
            "attached": sorted(n for n in ("input", "output", "tool_definition") if hasattr(decorated, n))}


@case("decorator.manual.from-decorators", "two-functions")
def manual_from_two_functions():
    """Two decorated functions, assembled with UtcpManual.create_from_decorators."""
    module = td()

    def list_orders(status: str) -> list:
        """List orders by status."""
        return []

    def get_order(order_id: str) -> dict:
        """Get one order."""
        return {}

    for function in (list_orders, get_order):
        module.utcp_tool(tool_call_template=template())(function)
    from utcp.data.utcp_manual import UtcpManual

    manual = UtcpManual.create_from_decorators(manual_version="1.2.0")
    names = [t.name for t in manual.tools]
    return {"manual_version": manual.manual_version, "has both": {"list_orders", "get_order"} <= set(names),
            "templates": sorted({t.tool_call_template.call_template_type for t in manual.tools
                                 if t.name in ("list_orders", "get_order")})}


@case("decorator.manual.from-decorators", "exclude-edges")
def manual_from_decorators_exclude_edges():
    """A tool renamed by the decorator, one function decorated twice, and exclude given as a string."""
    module = td()
    from utcp.data.utcp_manual import UtcpManual

    def renamed_fn(a: int) -> int:
        """Renamed."""
        return a

    def twice_fn(a: int) -> int:
        """Twice."""
        return a

    decorate(renamed_fn, name="zz_custom_name")
    decorate(twice_fn)
    decorate(twice_fn)

    def names(**options):
        return [t.name for t in UtcpManual.create_from_decorators(**options).tools]

    return {"excluded by function name, tool kept": "zz_custom_name" in names(exclude=["renamed_fn"]),
            "excluded by tool name": "zz_custom_name" not in names(exclude=["zz_custom_name"]),
            "twice decorated, times listed": names().count("twice_fn"),
            "exclude string, substring tool excluded": "twice_fn" not in names(exclude="my_twice_fn_2"),
            "same length as context": len(names()) == len(module.ToolContext.get_tools())}


@case("decorator.context.get-tools", "same-list")
def context_same_list():
    module = td()
    first = module.ToolContext.get_tools()
    second = module.ToolContext.get_tools()
    marker = object()
    first.append(marker)
    try:
        seen = module.ToolContext.get_tools()[-1] is marker
    finally:
        first.remove(marker)
    return {"same object": first is second, "appended item seen by the next call": seen}


def schema_without_descriptions(param_type):
    """type_to_json_schema with param_description left at None (a case that raises records the error)."""
    return td().type_to_json_schema(param_type, "x")


@case("decorator.schema.param-description", "none-scalar")
def schema_none_scalar():
    return schema_without_descriptions(int)


@case("decorator.schema.param-description", "none-list")
def schema_none_list():
    return schema_without_descriptions(List[int])


@case("decorator.schema.param-description", "none-class")
def schema_none_class():
    class Point:
        x: int

    return schema_without_descriptions(Point)


@case("decorator.schema.param-description", "empty-dict")
def schema_empty_dict():
    return td().type_to_json_schema(int, "x", {})


# Third adversarial review 2026-11-29 (r-x4): param_description left at None for a class with a docstring; a class
# that inherits annotated attributes, with an attribute typed `int | None` and a ClassVar.
@case("decorator.schema.param-description", "none-documented-class")
def schema_none_documented_class():
    class Point:
        """A point on the plane."""
        x: int

    return schema_without_descriptions(Point)


@case("decorator.recurse-type.classes", "inherited-pep604-classvar")
def recurse_class_inherited():
    from typing import ClassVar

    class Base:
        a: int

    class Child(Base):
        b: str
        c: int | None
        d: ClassVar[int] = 3

    schema = td().recurse_type(Child)
    return {"properties": sorted(schema["properties"]), "required": schema["required"],
            "c type": schema["properties"].get("c", {}).get("type")}


# Third adversarial review 2026-11-29 (r-x4): param_description an empty dict for a class with a docstring.
@case("decorator.schema.param-description", "empty-dict-documented-class")
def schema_empty_dict_documented_class():
    class Point:
        """A point on the plane."""
        x: int

    return td().type_to_json_schema(Point, "p", {})


# Third adversarial review 2026-11-29 (r-x4): positional-only parameters, *args, a parameter named self that is not
# first, and a parameter whose default is None without Optional.
@case("decorator.utcp-tool.build", "positional-only-args-self")
def definition_positional_only_args():
    def lookup(first, /, second: int, *args, self_note: str = None, **kwargs):
        """Look something up."""
        return {}

    inputs = built_tool(lookup).get("inputs", {})
    return {"properties": {k: v.get("type") for k, v in (inputs.get("properties") or {}).items()},
            "required": inputs.get("required")}


# Adversarial review 2026-11-29 (Issue 35): edges of the helpers the rwlock-and-decorator probe checked once.
def output_of(function):
    return td().get_docstring_description_output(function)


def _returns_next_line():
    """Greets.

    Returns:
        the greeting
    """


def _return_singular():
    """Greets.

    Return: the greeting
    """


def _no_returns_line():
    """Greets, and returns the greeting."""


def _no_docstring():
    pass


def _lowercase_returns():
    """Greets.

    returns: the greeting
    """


cases_of("decorator.docstring.output-edges", {
    "next-line": lambda: output_of(_returns_next_line),
    "return-singular": lambda: output_of(_return_singular),
    "no-returns-line": lambda: output_of(_no_returns_line),
    "no-docstring": lambda: output_of(_no_docstring),
    "lowercase": lambda: output_of(_lowercase_returns),
})


def optional_answers():
    module = td()
    return {"Optional[int]": module.is_optional(Optional[int]), "int": module.is_optional(int),
            "Union[int, str, None]": module.is_optional(Union[int, str, None]),
            "int | None": module.is_optional(int | None), "Union[int, str]": module.is_optional(Union[int, str]),
            "None": module.is_optional(type(None))}


def plain_dicts():
    module = td()
    return {"dict": module.recurse_type(dict), "Dict[str, int]": module.recurse_type(Dict[str, int])}


def tags_given():
    def a(x: int) -> int:
        return x

    def b(x: int) -> int:
        return x

    given, _ = decorate(a, tags=["maths", "x"])
    empty, _ = decorate(b, tags=[])
    return {"given": given.tool_definition().tags, "empty list": empty.tool_definition().tags}


def decoration_order():
    module = td()
    before = len(module.ToolContext.get_tools())
    names = []
    for name in ["zeta_order", "alpha_order", "mid_order"]:
        def f(x: int) -> int:
            return x

        f.__name__ = name
        decorate(f)
        names.append(name)
    return {"decorated": names, "listed": [t.name for t in module.ToolContext.get_tools()[before:]]}


def printed_line():
    def shout(x: str) -> str:
        return x

    _, printed = decorate(shout)
    return printed


cases_of("decorator.helpers.edges", {
    "is-optional": optional_answers,
    "plain-dict": plain_dicts,
    "tags-given": tags_given,
    "decoration-order": decoration_order,
    "printed-line": printed_line,
})


def input_descriptions():
    module = td()

    def with_lines(city: str) -> str:
        """Weather.

        city: the city name
        """
        return city

    def without_lines(city: str) -> str:
        """Weather for a city."""
        return city

    def bare(city: str) -> str:
        return city

    return {"param lines and description given": module.generate_input_schema(with_lines, None, "Given").description,
            "no param lines, description given": module.generate_input_schema(without_lines, None, "Given").description,
            "no param lines, no description": module.generate_input_schema(without_lines, None, None).description,
            "no docstring, no description": module.generate_input_schema(bare, None, None).description}


cases_of("decorator.helpers.edges", {"input-description": input_descriptions})


def output_required():
    module = td()

    def plain(x: int) -> int:
        return x

    def optional(x: int) -> Optional[int]:
        return x

    def missing(x: int):
        return x

    return {name: module.generate_output_schema(f, None, None).required
            for name, f in [("-> int", plain), ("-> Optional[int]", optional), ("no annotation", missing)]}


cases_of("decorator.helpers.edges", {"output-required": output_required})


# Adversarial review 2026-11-29 (p-fold15): ToolContext's shared list and get_param_description without a
# parameter name, folding the client-internals probe.
@case("decorator.context.shared", "static-and-class-list")
def context_shared():
    import importlib

    load_plugins()
    from utcp.python_specific_tooling import tool_decorator

    context = tool_decorator.ToolContext
    again = importlib.import_module("utcp.python_specific_tooling.tool_decorator").ToolContext
    public = sorted(n for n in vars(context) if not n.startswith("_"))
    return {"public": public,
            "static": sorted(n for n in public if isinstance(vars(context)[n], staticmethod)),
            "tools is a class attribute list": isinstance(vars(context).get("tools"), list),
            "instance shares the list": context().tools is context.tools,
            "re-import shares the list": again.tools is context.tools}


def param_description_of(cls):
    load_plugins()
    from utcp.python_specific_tooling.tool_decorator import get_param_description

    return get_param_description(cls)


class _Described:
    """Doc of the class."""
    description = "From the attribute."


class _DocOnly:
    """  Doc of the class, indented.
    Second line."""


class _EmptyDescription:
    """Doc used instead."""
    description = ""


class _Bare:
    pass


cases_of("decorator.param-description.class-level", {
    "attribute-and-docstring": lambda: param_description_of(_Described),
    "docstring-only": lambda: param_description_of(_DocOnly),
    "empty-attribute": lambda: param_description_of(_EmptyDescription),
    "neither": lambda: param_description_of(_Bare),
    "non-string-attribute": lambda: param_description_of(type("N", (), {"description": 5})),
})
