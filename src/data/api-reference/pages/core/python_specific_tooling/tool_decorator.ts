import type {PageProse} from '../../../types';

const FUNC = 'The function to describe.';

const page: PageProse = {
  module: 'utcp.python_specific_tooling.tool_decorator',
  route: 'core/utcp/python_specific_tooling/tool_decorator',
  file: 'core/python_specific_tooling/tool_decorator',
  sidebarLabel: 'tool_decorator',
  sidebarPosition: 1,
  description:
    'The utcp_tool decorator, which turns a Python function into a UTCP tool with schemas derived from its type hints, and the helpers that build those schemas.',
  purpose: [
    'A Python service can publish its own functions as tools without writing JSON Schemas by hand. Decorating a function with `utcp_tool(...)` derives an input schema from its parameters and an output schema from its return annotation, builds a [Tool](api:core/data/tool#tool) with the call template you give, and adds it to the process-wide `ToolContext`. [`UtcpManual.create_from_decorators()`](api:core/data/utcp_manual#create_from_decorators) then collects those tools into a manual the service can serve.',
    'The schema helpers are plain functions and can be used on their own. They understand the builtin scalar types, `Optional`, lists, tuples, sets, dicts and classes with annotations (including pydantic models); everything else becomes `"object"`.',
  ],
  importLine: 'from utcp.python_specific_tooling.tool_decorator import utcp_tool',
  classes: {
    ToolContext: {
      summary: [
        'Process-wide list of the tools created by `utcp_tool`. Both methods are static and the list is a class attribute, so every import of the module sees the same tools; nothing removes them again.',
      ],
      fields: {tools: 'The collected tools, in decoration order.'},
      methods: {
        add_tool: {
          summary: [
            'Appends a tool to the list. It also prints one line naming the tool and its call template to standard output.',
          ],
          params: {tool: 'The tool to add.'},
          returns: 'Nothing.',
        },
        get_tools: {summary: ['Returns the list itself, not a copy.'], returns: 'Every tool added so far.'},
      },
    },
  },
  functions: {
    python_type_to_json_type: {
      summary: [
        'Maps a Python type to a JSON Schema type name: `str` and `bytes` to `"string"`, `int` to `"integer"`, `float` to `"number"`, `bool` to `"boolean"`, `None` to `"null"`, lists, tuples and sets to `"array"`, and dicts, `Any` and unknown classes to `"object"`. `Optional[X]` maps like `X`; a union of several types maps to `"object"`.',
      ],
      params: {py_type: 'A type or a `typing` construct.'},
      returns: 'The JSON type name.',
    },
    get_docstring_description_input: {
      summary: [
        "Reads parameter descriptions from the function's docstring: for every docstring line that starts with a parameter name, the rest of the line becomes that parameter's description. The test is a plain prefix match, so a separator such as `:` stays at the start of the text.",
      ],
      params: {func: FUNC},
      returns: 'Parameter name to description; empty when there is no docstring.',
    },
    get_docstring_description_output: {
      summary: [
        'Finds a line starting with `Returns:` or `Return:` in the docstring and takes the text after the colon, or the next line when the colon ends the line.',
      ],
      params: {func: FUNC},
      returns: '`{"return": text}`, or an empty dict when no such line exists.',
    },
    get_param_description: {
      summary: [
        "Description of a class or of one of its attributes: the rest of a docstring line that starts with the attribute name. The fallback to a pydantic field description reads a pydantic 1 attribute that pydantic 2 fields lack, so it yields an empty string. Without `param_name` it returns the class's `description` attribute or its docstring.",
      ],
      params: {cls: 'The class to read.', param_name: 'Attribute to describe, or `None` for the class itself.'},
      returns: 'The description, possibly empty.',
    },
    is_optional: {
      summary: ['Tells whether a type is a `Union` that includes `None`, such as `Optional[int]`.'],
      params: {t: 'The type to test.'},
      returns: '`True` for optional types.',
    },
    recurse_type: {
      summary: [
        'Builds the schema of a type, descending into list item types and into the annotated attributes of classes. An attribute is listed as required unless its type is optional. Plain dicts become an object schema without properties.',
      ],
      params: {param_type: 'The type to describe.'},
      returns: 'A JSON Schema as a dict.',
    },
    type_to_json_schema: {
      summary: [
        'Schema of one parameter: like `recurse_type()`, with the description taken from the type, from `param_description` or a generated placeholder naming the parameter.',
        'Pass a dict as `param_description`: with the default `None`, the function fails with `AttributeError` as soon as it needs a description from it, which is always the case for scalar types.',
      ],
      params: {
        param_type: "The parameter's type.",
        param_name: "The parameter's name.",
        param_description: 'Descriptions by parameter name, as returned by `get_docstring_description_input()`.',
      },
      returns: 'A JSON Schema as a dict.',
    },
    generate_input_schema: {
      summary: [
        "Object schema of the function's parameters (`self` skipped). Parameters without a type hint count as `str`; parameters without a default are required. The schema description is built from the docstring's parameter lines, else `description`, else the docstring.",
      ],
      params: {func: FUNC, title: 'Schema title; the function name when empty.', description: 'Fallback description.'},
      returns: 'The input schema.',
    },
    generate_output_schema: {
      summary: [
        'Object schema with a single property `result` holding the schema of the return annotation. `result` is required unless the return type is optional; without a return annotation it is typed `"null"`.',
      ],
      params: {func: FUNC, title: 'Schema title; the function name when empty.', description: 'Fallback description.'},
      returns: 'The output schema.',
    },
    utcp_tool: {
      summary: [
        "Decorator factory. At decoration time it builds the tool (name and description default to the function's name and docstring, schemas to the generated ones), adds it to `ToolContext` and attaches three helpers to the function: `input()` and `output()` return the schemas, `tool_definition()` returns a fresh `Tool`. The function itself is returned unchanged, so it can still be called or registered with a web framework.",
        'The call template is what clients will use to call the tool, typically an [HttpCallTemplate](api:plugins/http/http_call_template#httpcalltemplate) pointing at the endpoint that runs the function.',
      ],
      params: {
        tool_call_template: 'How clients reach the tool.',
        name: 'Tool name; the function name when `None`.',
        description: 'Tool description; the docstring when `None`.',
        tags: 'Search tags; `["utcp"]` unless given.',
        inputs: 'Input schema to use instead of the generated one.',
        outputs: 'Output schema to use instead of the generated one.',
      },
      returns: 'The decorator, which returns the function it decorates.',
    },
  },
  examples: [
    {
      title: 'Describing a function and reading the generated schemas',
      language: 'python',
      code: `from utcp.python_specific_tooling.tool_decorator import ToolContext, utcp_tool
from utcp_http.http_call_template import HttpCallTemplate


@utcp_tool(
    tool_call_template=HttpCallTemplate(name="shop", url="https://shop.example.com/price", http_method="POST"),
    tags=["shop"],
)
def price(sku: str, quantity: int = 1) -> float:
    """Total price of an article."""
    return 9.5 * quantity


print(price.input().required)  # ['sku']
print(price.output().properties["result"].type)  # number
print([tool.name for tool in ToolContext.get_tools()])  # ['price']`,
    },
  ],
};

export default page;
