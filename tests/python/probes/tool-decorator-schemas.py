"""Claim: what the tool decorator's schema helpers produce (API page of tool_decorator).

python_type_to_json_type maps str/bytes to string, int to integer, float to number, bool to
boolean, None to null, list/tuple/set to array, dict/Any/unknown classes to object, Optional[X]
like X and a union of several types to object; get_docstring_description_input keeps the `:`
separator; type_to_json_schema without param_description fails with AttributeError; ToolContext
returns its own list, not a copy.
versions: 1.0, next
"""
from typing import Any, List, Optional, Set, Tuple, Union

from utcp_probe import load_plugins, observe, verdict

load_plugins()
from utcp.python_specific_tooling import tool_decorator as td


class Custom:
    pass


mapping = {name: td.python_type_to_json_type(t) for name, t in (
    ("str", str), ("bytes", bytes), ("int", int), ("float", float), ("bool", bool), ("None", type(None)),
    ("list", List[int]), ("tuple", Tuple[int, str]), ("set", Set[str]), ("dict", dict), ("Any", Any),
    ("Custom", Custom), ("Optional[int]", Optional[int]), ("Union[int, str]", Union[int, str]))}


def greet(name: str, times: int) -> str:
    """Say hello.

    name: who to greet
    times: how often
    """
    return name


descriptions = td.get_docstring_description_input(greet)
try:
    td.type_to_json_schema(int, "times")
    without_descriptions = "no error"
except AttributeError:
    without_descriptions = "AttributeError"
observe("python_type_to_json_type", mapping)
observe("docstring descriptions", descriptions)
observe("type_to_json_schema without param_description", without_descriptions)
observe("get_tools() is ToolContext.tools", td.ToolContext.get_tools() is td.ToolContext.tools)
verdict(
    mapping == {"str": "string", "bytes": "string", "int": "integer", "float": "number", "bool": "boolean",
                "None": "null", "list": "array", "tuple": "array", "set": "array", "dict": "object",
                "Any": "object", "Custom": "object", "Optional[int]": "integer", "Union[int, str]": "object"}
    and descriptions.get("name", "").startswith(":")
    and without_descriptions == "AttributeError"
    and td.ToolContext.get_tools() is td.ToolContext.tools
)
