/**
 * Shape of data/protocol/<version>.json: facts about python-utcp extracted
 * from its source by `npm run api:extract` (scripts/api-reference/extract.ts).
 * Facts only (names, annotations as written, defaults, decorators, line
 * numbers, package metadata); no docstrings. Keys are snake_case because the
 * file is produced by Python's `ast` module and read by other generators too.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

/** A docs version with a fact file: 'next' or an id of versions.json (src/config/version-pins.json). */
export type FactsVersion = string;

export interface FactsSource {
  /** https URL of the python-utcp repository. */
  repository: string;
  /** The git ref the extraction was run on, e.g. `v1.0` or `main`. */
  ref: string;
  /** Full 40-hex commit the ref pointed at. */
  commit: string;
}

export interface PackageFacts {
  /** Distribution name on PyPI, e.g. `utcp-http`. */
  name: string;
  version: string | null;
  requires_python: string | null;
  /** Requirement strings as written in pyproject.toml. */
  dependencies: string[];
  optional_dependencies: Record<string, string[]>;
  /** Path of the pyproject.toml in the repository. */
  pyproject: string;
  /** Directory holding pyproject.toml (`` for the repository root). */
  root: string;
  /** Directory whose Python files are the package's modules (e.g. `core/src`). */
  source_root: string;
  /** Entry point groups, e.g. `{"utcp.plugins": {"http": "utcp_http:register"}}`. */
  entry_points: Record<string, Record<string, string>>;
  /** The `utcp.plugins` entry point target (`module:function`), when the package is a plugin. */
  plugin_entry_point: string | null;
  /** Dotted names of the package's modules, sorted. */
  modules: string[];
}

export type ParameterKind =
  'positional_only' | 'positional_or_keyword' | 'var_positional' | 'keyword_only' | 'var_keyword';

export interface ParameterFacts {
  name: string;
  kind: ParameterKind;
  /** Annotation as written, or null when the source leaves it out. */
  annotation: string | null;
  /** Default as written, or null when there is none. */
  default: string | null;
  /** The default as JSON, present only when it is a literal. */
  default_value?: JsonValue;
}

/** A call such as `register_call_template("http", HttpCallTemplateSerializer())`. */
export interface RegistrationFacts {
  /** The called function, e.g. `register_call_template`. */
  function: string;
  /** The first argument when it is a literal (the type key), else null. */
  key: JsonValue;
  /** Class (or name) of the second argument, e.g. `HttpCallTemplateSerializer`. */
  class: string | null;
  line: number;
}

export interface FunctionFacts {
  name: string;
  /** Set on module-level functions: `utcp_http.register`. */
  qualified_name?: string;
  /** Not `_private` (dunder names count as public). */
  public: boolean;
  async: boolean;
  /** True when the body contains `yield`. */
  generator: boolean;
  /** Decorators as written, without `@`: `classmethod`, `field_validator("auth", mode="before")`. */
  decorators: string[];
  /** Every parameter, `self`/`cls` included. */
  parameters: ParameterFacts[];
  /** Return annotation as written, or null. */
  returns: string | null;
  line: number;
  end_line: number;
  /** `register_*` calls in the body (plugin register() functions). */
  registrations?: RegistrationFacts[];
}

export interface FieldFacts {
  name: string;
  /** Annotation as written, e.g. `Optional[List[str]]`. */
  annotation: string;
  /** Default as written (the `default=` of `Field(...)`), or null. */
  default: string | null;
  /** The default as JSON, present only when it is a literal. */
  default_value?: JsonValue;
  /** `default_factory=` of `Field(...)` as written, or null. */
  default_factory: string | null;
  /** `alias=` of `Field(...)`, or null. */
  alias: string | null;
  required: boolean;
  /** Values of `Literal[...]` in the annotation (e.g. `["http"]` for `call_template_type`). */
  literal_values?: JsonValue[];
  /** Other `Field(...)` keywords (constraints), as written; prose keywords are left out. */
  field_arguments?: Record<string, string>;
  line: number;
}

export interface ClassAttributeFacts {
  name: string;
  annotation: string | null;
  value: string | null;
  /** The value as JSON, present only when it is a literal. */
  value_json?: JsonValue;
  line: number;
  /** Set on module constants: `utcp_http.openapi_converter.X`. */
  qualified_name?: string;
}

export interface InstanceAttributeFacts {
  name: string;
  annotation: string | null;
  line: number;
}

export interface ClassFacts {
  name: string;
  /** `module.Class`, e.g. `utcp.data.tool.Tool`. */
  qualified_name: string;
  public: boolean;
  /** Bases as written, e.g. `Serializer[Tool]`. */
  bases: string[];
  /** Class keywords, e.g. `{"metaclass": "ABCMeta"}`. */
  keywords: Record<string, string>;
  decorators: string[];
  /** True when derived from pydantic BaseModel/RootModel, resolved through bases in the source. */
  pydantic: boolean;
  /** Annotated class-level names (pydantic fields for models), ClassVar excluded. */
  fields: FieldFacts[];
  /** Unannotated or ClassVar class-level assignments (e.g. `model_config`, registries). */
  class_attributes: ClassAttributeFacts[];
  /** `self.x` assignments in `__init__`. */
  instance_attributes?: InstanceAttributeFacts[];
  methods: FunctionFacts[];
  line: number;
  end_line: number;
}

export type ConstantFacts = ClassAttributeFacts & {qualified_name: string};

export interface ImportFacts {
  /** `from <module> import ...`; relative imports keep their dots. */
  module: string;
  name: string;
  as: string | null;
  line: number;
}

export interface ModuleFacts {
  /** Dotted import name, e.g. `utcp.data.tool` (`utcp_http` for its `__init__.py`). */
  name: string;
  /** File path in the repository. */
  path: string;
  /** Distribution name, e.g. `utcp`. */
  package: string;
  /** False when a part of the dotted name is `_private`. */
  public: boolean;
  /** `__all__` when the module sets it to a literal list. */
  all: string[] | null;
  imports: ImportFacts[];
  classes: ClassFacts[];
  functions: FunctionFacts[];
  /** Module-level assignments to UPPER_CASE or Capitalized names (constants, type aliases, TypeVars) or with an annotation; `_private` names left out. */
  constants: ConstantFacts[];
}

export interface ProtocolFacts {
  /** Bumped when the shape changes. */
  format: 1;
  version: FactsVersion;
  source: FactsSource;
  /** Sorted by name. */
  packages: PackageFacts[];
  /** Sorted by name. */
  modules: ModuleFacts[];
}
