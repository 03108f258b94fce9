import type {ApiField, ApiModule} from '../../../types';
import {modelSerializer} from '../../../builders';

const opt = (name: string, type: string, description: string, alias?: string): ApiField => ({
  name,
  type,
  default: 'None',
  required: false,
  description,
  ...(alias ? {alias} : {}),
});

const mod: ApiModule = {
  route: 'core/utcp/data/tool',
  file: 'core/data/tool',
  module: 'utcp.data.tool',
  distribution: 'utcp',
  source: 'core/src/utcp/data/tool.py',
  sidebarLabel: 'tool',
  sidebarPosition: 4,
  description: 'The Tool model (name, description, input and output schemas, tags, call template), the JsonSchema model used for its schemas, and their serializers.',
  purpose: [
    'A tool is the unit an agent calls. Its definition says what the tool does (`description`, `tags`), what arguments it takes and what it returns (two JSON Schemas), and how to invoke it (`tool_call_template`). Manuals are lists of tools, and the client stores, searches and calls tools by their `name`.',
    'The JSON Schemas are modelled by `JsonSchema`, a permissive pydantic model: it names the common keywords as fields and keeps any other keyword as an extra attribute, so schemas pass through unchanged.',
  ],
  importLine: 'from utcp.data.tool import Tool, JsonSchema, ToolSerializer',
  items: [
    {
      kind: 'constant',
      name: 'JsonType',
      type: 'TypeAlias',
      value: 'Union[str, int, float, bool, None, Dict[str, Any], List[Any]]',
      description: 'Any value that can appear in JSON. Used for `enum`, `const` and `default` of a schema.',
    },
    {
      kind: 'class',
      name: 'JsonSchema',
      classKind: 'model',
      bases: ['BaseModel'],
      summary: [
        'A JSON Schema document or sub-schema. Every field is optional and defaults to `None`. Fields may be set by their Python name or by their JSON key, and dumping with `by_alias=True` (as the serializers do) writes the JSON keys `$schema` and `$id`. Keywords that are not listed below (`oneOf`, `examples`, `$ref` and so on) are accepted and kept as extra attributes.',
      ],
      fields: [
        opt('schema_', 'Optional[str]', 'URI of the JSON Schema dialect.', '$schema'),
        opt('id_', 'Optional[str]', 'URI identifying the schema.', '$id'),
        opt('title', 'Optional[str]', 'Short title.'),
        opt('description', 'Optional[str]', 'What the value means; agents read it when they fill in arguments.'),
        opt('type', 'Optional[Union[str, List[str]]]', 'JSON type name such as `"object"`, or a list of names.'),
        opt('properties', 'Optional[Dict[str, JsonSchema]]', 'Schemas of the properties of an object.'),
        opt('items', 'Optional[Union[JsonSchema, List[JsonSchema]]]', 'Schema of array items, or a list of schemas for tuple-like arrays.'),
        opt('required', 'Optional[List[str]]', 'Property names that must be present.'),
        opt('enum', 'Optional[List[JsonType]]', 'The allowed values.'),
        opt('const', 'Optional[JsonType]', 'The single allowed value.'),
        opt('default', 'Optional[JsonType]', 'Value assumed when the property is left out.'),
        opt('format', 'Optional[str]', 'Format hint such as `"date-time"` or `"uri"`.'),
        opt('additionalProperties', 'Optional[Union[bool, JsonSchema]]', 'Whether, or with which schema, unlisted properties are allowed.'),
        opt('pattern', 'Optional[str]', 'Regular expression a string must match.'),
        opt('minimum', 'Optional[float]', 'Lowest allowed number.'),
        opt('maximum', 'Optional[float]', 'Highest allowed number.'),
        opt('minLength', 'Optional[int]', 'Shortest allowed string.'),
        opt('maxLength', 'Optional[int]', 'Longest allowed string.'),
      ],
    },
    modelSerializer({
      name: 'JsonSchemaSerializer',
      target: 'JsonSchema',
      dump: 'model_dump(by_alias=True)',
      summary: ['Converts `JsonSchema` objects to dicts (with `$schema` and `$id` as keys) and back.'],
    }),
    {
      kind: 'class',
      name: 'Tool',
      classKind: 'model',
      bases: ['BaseModel'],
      summary: [
        'Definition of one callable tool. `tool_call_template` accepts a [CallTemplate](api:core/data/call_template#calltemplate) or a dict; a dict is validated with [CallTemplateSerializer](api:core/data/call_template#calltemplateserializer) and becomes the protocol\'s own subclass.',
        'Inside a manual, `name` is the bare tool name. When the client registers the manual it prefixes every name that does not already start with `<manual name>.`, so `get_forecast` in the manual `weather` is stored and called as `weather.get_forecast`.',
      ],
      fields: [
        {name: 'name', type: 'str', required: true, description: 'Tool name; unique within its manual.'},
        {name: 'description', type: 'str', default: '""', required: false, description: 'What the tool does, written for the agent that chooses tools. The default search strategy scores its words.'},
        {name: 'inputs', type: 'JsonSchema', default: 'JsonSchema()', required: false, description: 'Schema of the argument object passed to `call_tool()`.'},
        {name: 'outputs', type: 'JsonSchema', default: 'JsonSchema()', required: false, description: 'Schema of the value the tool returns.'},
        {name: 'tags', type: 'List[str]', default: '[]', required: false, description: 'Keywords for search; each matching tag weighs more than a matching description word.'},
        {name: 'average_response_size', type: 'Optional[int]', default: 'None', required: false, description: 'Typical size of a response, as a hint for callers that budget context.'},
        {name: 'tool_call_template', type: 'CallTemplate', required: true, description: 'How to invoke the tool.'},
      ],
    },
    modelSerializer({
      name: 'ToolSerializer',
      target: 'Tool',
      dump: 'model_dump(by_alias=True)',
      summary: ['Converts `Tool` objects to dicts and back; [UtcpManual](api:core/data/utcp_manual#utcpmanual) uses it for its `tools` list.'],
    }),
  ],
  examples: [
    {
      title: 'A tool in JSON',
      language: 'json',
      code: `{
  "name": "get_forecast",
  "description": "Seven-day weather forecast for a latitude and longitude",
  "inputs": {
    "type": "object",
    "properties": {
      "lat": {"type": "number", "description": "Latitude in degrees"},
      "lon": {"type": "number", "description": "Longitude in degrees"}
    },
    "required": ["lat", "lon"]
  },
  "outputs": {
    "type": "object",
    "properties": {
      "periods": {"type": "array", "items": {"type": "object"}}
    }
  },
  "tags": ["weather", "forecast"],
  "tool_call_template": {
    "name": "weather",
    "call_template_type": "http",
    "url": "https://api.example.com/forecast",
    "http_method": "GET"
  }
}`,
    },
    {
      title: 'Building a tool in Python',
      language: 'python',
      code: `from utcp.data.tool import JsonSchema, Tool, ToolSerializer
from utcp_http.http_call_template import HttpCallTemplate

tool = Tool(
    name="get_forecast",
    description="Seven-day weather forecast for a latitude and longitude",
    inputs=JsonSchema(
        type="object",
        properties={"lat": JsonSchema(type="number"), "lon": JsonSchema(type="number")},
        required=["lat", "lon"],
    ),
    tags=["weather", "forecast"],
    tool_call_template=HttpCallTemplate(name="weather", url="https://api.example.com/forecast"),
)

as_dict = ToolSerializer().to_dict(tool)
print(as_dict["inputs"]["required"])  # ['lat', 'lon']`,
    },
  ],
  nextNote: 'python-utcp 1.1 adds `examples: Optional[List[JsonType]]` to `JsonSchema` as a named field.',
};

export default mod;
