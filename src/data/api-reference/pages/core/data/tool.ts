import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.tool',
  route: 'core/utcp/data/tool',
  file: 'core/data/tool',
  sidebarLabel: 'tool',
  sidebarPosition: 4,
  description:
    'The Tool model (name, description, input and output schemas, tags, call template), the JsonSchema model used for its schemas, and their serializers.',
  purpose: [
    'A tool is the unit an agent calls. Its definition says what the tool does (`description`, `tags`), what arguments it takes and what it returns (two JSON Schemas), and how to invoke it (`tool_call_template`). Manuals are lists of tools, and the client stores, searches and calls tools by their `name`.',
    'The JSON Schemas are modelled by `JsonSchema`, a permissive pydantic model: it names the common keywords as fields and keeps any other keyword as an extra attribute, so schemas pass through unchanged.',
  ],
  importLine: 'from utcp.data.tool import Tool, JsonSchema, ToolSerializer',
  classes: {
    JsonSchema: {
      summary: [
        'A JSON Schema document or sub-schema. Every field is optional and defaults to `None`. Fields may be set by their Python name or by their JSON key, and dumping with `by_alias=True` (as the serializers do) writes the JSON keys `$schema` and `$id`. Keywords that are not listed below (`oneOf`, `$ref` and so on) are accepted and kept as extra attributes.',
      ],
      fields: {
        schema_: 'URI of the JSON Schema dialect.',
        id_: 'URI identifying the schema.',
        title: 'Short title.',
        description: 'What the value means; agents read it when they fill in arguments.',
        type: 'JSON type name such as `"object"`, or a list of names.',
        properties: 'Schemas of the properties of an object.',
        items: 'Schema of array items, or a list of schemas for tuple-like arrays.',
        required: 'Property names that must be present.',
        enum: 'The allowed values.',
        const: 'The single allowed value.',
        default: 'Value assumed when the property is left out.',
        format: 'Format hint such as `"date-time"` or `"uri"`.',
        additionalProperties: 'Whether, or with which schema, unlisted properties are allowed.',
        pattern: 'Regular expression a string must match.',
        minimum: 'Lowest allowed number.',
        maximum: 'Highest allowed number.',
        minLength: 'Shortest allowed string.',
        maxLength: 'Longest allowed string.',
        examples: 'Example values (a named field from 1.1 on; 1.0 keeps `examples` as an extra keyword).',
        model_config:
          'Pydantic settings: fields are accepted by name or alias, dumped by alias, and unknown keywords are kept.',
      },
    },
    JsonSchemaSerializer: {
      summary: ['Converts `JsonSchema` objects to dicts (with `$schema` and `$id` as keys) and back.'],
    },
    Tool: {
      summary: [
        "Definition of one callable tool. `tool_call_template` accepts a [CallTemplate](api:core/data/call_template#calltemplate) or a dict; a dict is validated with [CallTemplateSerializer](api:core/data/call_template#calltemplateserializer) and becomes the protocol's own subclass.",
        'Inside a manual, `name` is the bare tool name. When the client registers the manual it prefixes every name that does not already start with `<manual name>.`, so `get_forecast` in the manual `weather` is stored and called as `weather.get_forecast`.',
      ],
      fields: {
        name: 'Tool name; unique within its manual.',
        description:
          'What the tool does, written for the agent that chooses tools. The default search strategy scores its words.',
        inputs: 'Schema of the argument object passed to `call_tool()`.',
        outputs: 'Schema of the value the tool returns.',
        tags: 'Keywords for search; each matching tag weighs more than a matching description word.',
        average_response_size: 'Typical size of a response, as a hint for callers that budget context.',
        tool_call_template: 'How to invoke the tool.',
      },
    },
    ToolSerializer: {
      summary: [
        'Converts `Tool` objects to dicts and back; [UtcpManual](api:core/data/utcp_manual#utcpmanual) uses it for its `tools` list.',
      ],
    },
  },
  constants: {JsonType: 'Any value that can appear in JSON. Used for `enum`, `const` and `default` of a schema.'},
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
};

export default page;
