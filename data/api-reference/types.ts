/**
 * Our prose for the API reference, keyed by the names python-utcp defines.
 * Facts (signatures, fields, types, defaults, bases, async/generator flags,
 * package versions) come from data/protocol/<version>.json; this data only
 * says what the source cannot: purpose, behavior, pitfalls and examples.
 * scripts/generate-api-docs.ts joins both into one MDX page per module and
 * docs version.
 *
 * Text fields hold Markdown (MDX-safe: no raw `{`, `}` or `<` outside code).
 * Links written `api:<file>#<anchor>` are rewritten to relative page links.
 */

/** The docs versions the generator writes: 1.0 (latest, /api) and Next (/next/api). */
export type DocsVersion = string;

/** An exception a function raises and when: `['ValueError', 'The name is unknown.']`. */
export type RaiseProse = readonly [type: string, when: string];

export interface FunctionProse {
  /** Paragraphs saying what the function does. */
  summary: string[];
  /** Parameter descriptions by parameter name (`self`/`cls` need none). */
  params?: Record<string, string>;
  /** What the return value (or, for generators, each yielded value) is. */
  returns?: string;
  raises?: RaiseProse[];
}

export interface ClassProse {
  summary: string[];
  /** Descriptions of fields, class attributes and instance attributes, by name. */
  fields?: Record<string, string>;
  /** Public methods (and `__init__`) by name. Pydantic validator/serializer hooks are summarised from the facts. */
  methods?: Record<string, FunctionProse>;
}

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

/** One page: the prose for every public item of one Python module. */
export interface PageProse {
  /** Python module, e.g. `utcp.data.tool`; item keys below are names inside it. */
  module: string;
  /** URL path below the version's /api, e.g. `core/utcp/data/tool`. */
  route: string;
  /** File path below the version's api/ folder, without extension, e.g. `core/data/tool`. */
  file: string;
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
  classes?: Record<string, ClassProse>;
  functions?: Record<string, FunctionProse>;
  /** Module constants, type aliases and TypeVars by name. */
  constants?: Record<string, string>;
  examples: ApiExample[];
  /**
   * Behavior that changed since 1.0, shown in Next under the computed list of
   * changes. Facts (added fields, new defaults) are computed; say only what they cannot.
   */
  behaviorChanges?: string[];
  /**
   * Prose that replaces the above in Next where the module changed so much that
   * the 1.0 text would be wrong there. Classes merge field by field and method by method.
   */
  next?: PageOverride;
}

export interface PageOverride {
  description?: string;
  purpose?: string[];
  sections?: ApiSection[];
  examples?: ApiExample[];
  classes?: Record<string, Partial<ClassProse>>;
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
