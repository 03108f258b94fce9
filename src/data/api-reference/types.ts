/**
 * The shape of the API reference data. Each module of python-utcp that the
 * site documents is one `ApiModule` (src/data/api-reference/modules/**);
 * scripts/generate-api-docs.ts renders every module into one MDX page for
 * each docs version, so the versions cannot drift apart.
 *
 * Text fields hold Markdown (MDX-safe: no raw `{`, `}` or `<` outside code).
 * Type fields hold Python type expressions exactly as the source writes them,
 * e.g. `Optional[List[Tool]]`; every name in them that the reference
 * documents is turned into a link by the renderer.
 */

/** The docs versions the generator writes: 1.0 (latest, /api) and Next (/next/api). */
export type DocsVersion = '1.0' | 'next';

/** The PyPI distribution that ships a module. */
export type Distribution = 'utcp' | 'utcp-http' | 'utcp-cli' | 'utcp-mcp' | 'utcp-text';

export interface ApiParam {
  name: string;
  /** Python type expression. */
  type: string;
  /** Python literal of the default value; absent when the parameter is required. */
  default?: string;
  description: string;
}

export interface ApiReturn {
  /** Python type expression (`None` for procedures). */
  type: string;
  description: string;
}

export interface ApiRaise {
  /** Exception class name. */
  type: string;
  /** When it is raised. */
  when: string;
}

export type MethodKind = 'method' | 'abstractmethod' | 'classmethod' | 'staticmethod' | 'constructor';

export interface ApiFunction {
  kind: 'function';
  name: string;
  /** For methods: how the method is bound. Module-level functions leave it out. */
  methodKind?: MethodKind;
  async?: boolean;
  /** True for async generators and generators: the return type is what it yields. */
  generator?: boolean;
  params: ApiParam[];
  returns: ApiReturn;
  raises?: ApiRaise[];
  /** Paragraphs saying what the function does. */
  summary: string[];
}

export interface ApiField {
  name: string;
  /** Python type expression. */
  type: string;
  /** Python literal (or a short phrase for factories) of the default; absent when required. */
  default?: string;
  required: boolean;
  description: string;
  /** JSON key when it differs from the attribute name (pydantic alias). */
  alias?: string;
}

export interface ApiAttribute {
  name: string;
  type: string;
  value: string;
  description: string;
}

export type ClassKind = 'model' | 'interface' | 'class' | 'exception' | 'serializer';

export interface ApiClass {
  kind: 'class';
  name: string;
  classKind: ClassKind;
  /** Base classes as written in the source, e.g. `Serializer[Tool]`. */
  bases: string[];
  summary: string[];
  /** Data fields (pydantic models) or instance attributes. */
  fields?: ApiField[];
  /** Class-level attributes such as plugin registries. */
  classAttributes?: ApiAttribute[];
  methods?: ApiFunction[];
}

export interface ApiConstant {
  kind: 'constant';
  name: string;
  type: string;
  /** The Python right-hand side. */
  value: string;
  description: string;
}

export type ApiItem = ApiClass | ApiFunction | ApiConstant;

export interface ApiExample {
  title: string;
  language: 'python' | 'json' | 'toml' | 'bash';
  /** Extra code fence meta words, e.g. `impl=python` or `partial`. */
  meta?: string;
  code: string;
  /** Markdown shown under the title, before the code. */
  intro?: string;
}

export interface ApiSection {
  title: string;
  /** Markdown paragraphs (lists and tables allowed). */
  body: string[];
}

export interface ApiModule {
  /** URL path below the version's /api, e.g. `core/utcp/data/tool`. */
  route: string;
  /** File path below the version's api/ folder, without extension, e.g. `core/data/tool`. */
  file: string;
  /** Python import path, e.g. `utcp.data.tool`. */
  module: string;
  distribution: Distribution;
  /** Path of the source file in python-utcp. */
  source: string;
  sidebarLabel: string;
  sidebarPosition: number;
  /** One sentence for meta tags and llms.txt. */
  description: string;
  /** What the module is for, in a paragraph or two. */
  purpose: string[];
  /** The import line a user writes. */
  importLine: string;
  /** Background a reader needs before the item reference. */
  sections?: ApiSection[];
  items: ApiItem[];
  examples: ApiExample[];
  /** Markdown rendered only in Next: how python-utcp 1.1 (HEAD) differs. */
  nextNote?: string;
}

/** A folder of the sidebar (one `_category_.json`). */
export interface ApiCategory {
  /** Folder below the version's api/ folder, e.g. `core/data`. */
  dir: string;
  label: string;
  position: number;
  /** Short text for the index page (Markdown). */
  description: string;
  /** Index-page heading for the pages directly in this folder (not in a sub-folder). */
  directTitle?: string;
  directDescription?: string;
}
