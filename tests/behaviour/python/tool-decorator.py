"""Cases of utcp.python_specific_tooling.tool_decorator (1.x)."""
from typing import Any, Dict, List, Optional, Set, Tuple, Union

from _behaviour import case, load_plugins


def td():
    load_plugins()
    from utcp.python_specific_tooling import tool_decorator

    return tool_decorator


def template():
    from utcp.data.call_template import CallTemplateSerializer

    return CallTemplateSerializer().validate_dict({"name": "local", "call_template_type": "http",
                                                    "url": "https://tools.example.com/utcp"})


class Custom:
    pass


TYPES = {"str": str, "bytes": bytes, "int": int, "float": float, "bool": bool, "nonetype": type(None),
         "list": List[int], "tuple": Tuple[int, str], "set": Set[str], "dict": dict, "typed-dict": Dict[str, int],
         "any": Any, "custom-class": Custom, "optional-int": Optional[int], "union-int-str": Union[int, str]}


def register(label, annotation):
    @case("tool-decorator.types.json-type", label)
    def mapped():
        return td().python_type_to_json_type(annotation)


for _label, _annotation in TYPES.items():
    register(_label, _annotation)


@case("tool-decorator.docstring.inputs", "colon-separator")
def docstring_inputs():
    def greet(name: str, times: int) -> str:
        """Say hello.

        name: who to greet
        times: how often
        """
        return name

    return td().get_docstring_description_input(greet)


@case("tool-decorator.docstring.inputs", "no-docstring")
def docstring_none():
    def bare(name: str) -> str:
        return name

    return td().get_docstring_description_input(bare)


@case("tool-decorator.docstring.output", "returns-section")
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


@case("tool-decorator.definition.schemas", "hints-and-defaults")
def definition():
    def lookup(city: str, days: int = 3, units=None):
        """Weather for a city."""
        return {}

    tool = built_tool(lookup)
    inputs = tool.get("inputs", {})
    return {"name": tool.get("name"), "description": tool.get("description"), "tags": tool.get("tags"),
            "properties": {k: v.get("type") for k, v in (inputs.get("properties") or {}).items()},
            "required": inputs.get("required")}


@case("tool-decorator.definition.schemas", "no-return-annotation")
def definition_no_return():
    def act(x: int):
        """Acts."""
        return x

    outputs = built_tool(act).get("outputs", {})
    return {"type": outputs.get("type"), "required": outputs.get("required"),
            "result type": ((outputs.get("properties") or {}).get("result") or {}).get("type")}


@case("tool-decorator.definition.schemas", "optional-return")
def definition_optional_return():
    def act(x: int) -> Optional[str]:
        """Acts."""
        return None

    outputs = built_tool(act).get("outputs", {})
    return {"required": outputs.get("required"),
            "result type": ((outputs.get("properties") or {}).get("result") or {}).get("type")}


@case("tool-decorator.definition.returns-function", "same-object")
def returns_function():
    def f(a: str) -> str:
        """F."""
        return a

    module = td()
    decorated = module.utcp_tool(tool_call_template=template())(f)
    return {"same object": decorated is f, "still callable": decorated("x") == "x",
            "attached": sorted(n for n in ("input", "output", "tool_definition") if hasattr(decorated, n))}


@case("tool-decorator.manual.create-from-decorators", "two-functions")
def manual_from_decorators():
    """Two decorated functions in a fresh process, assembled with UtcpManual.create_from_decorators."""
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
