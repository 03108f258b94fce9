/**
 * The structured form of what a module page declares: one record per ```python signature block
 * (class, function, method or constant), with the signature tables and lines the page shows
 * around it, as plain Python text (no links, no Markdown escapes). The renderers build these
 * records from the facts first and write the page from them, so `npm run python:signatures`
 * (scripts/python-utcp/signatureBlocks.ts) checks exactly what the page shows without reading it.
 */

/** One row of a parameter table: the name as shown (`*args`), the type text, the default text. */
export interface ParameterRow {
  name: string;
  /** Type as Python text; null for "not annotated". */
  type: string | null;
  /** The default expression; 'required' for a required parameter, '—' for *args / **kwargs. */
  default: string;
}

/** One row of a pydantic field table. */
export interface FieldRow {
  name: string;
  alias: string | null;
  type: string;
  /** The default expression, or null for "—" (and when a factory makes the default). */
  default: string | null;
  /** The `default_factory` expression, shown as "(factory)". */
  factory: string | null;
  required: boolean;
}

/** One row of a class attribute table: name, type text (null: "—"), value text (null: "—"). */
export interface ClassAttributeRow {
  name: string;
  type: string | null;
  value: string | null;
}

/** One row of an instance attribute table: what `__init__` sets on the object. */
export interface InstanceAttributeRow {
  name: string;
  /** Type as Python text; null for "not annotated". */
  type: string | null;
}

/** The "**Returns:**" / "**Yields (async generator):**" line of a function: its label and type. */
export interface ReturnsLine {
  label: string;
  /** Null when the line says "(not annotated)". */
  type: string | null;
}

/** One signature block of a page and what the page shows about it. */
export interface Declaration {
  /** The documented module (the page title). */
  module: string;
  /** The class a method belongs to, else null. */
  owner: string | null;
  /** The symbol name of the heading (without the `()`). */
  name: string;
  /** The text of the signature block. */
  code: string;
  /** The parameter table, or null when the page says "Takes no arguments." (and for classes and constants). */
  parameters: ParameterRow[] | null;
  /** The pydantic field table, or null when there is none. */
  fields: FieldRow[] | null;
  /** Field names of the "Inherited fields" lines, or null when there is none. */
  inherited: string[] | null;
  classAttributes: ClassAttributeRow[] | null;
  /** The "Instance attributes (set in `__init__`)" table, or null. */
  instanceAttributes: InstanceAttributeRow[] | null;
  /** Names of the "Inherited instance attributes" lines, or null. */
  inheritedInstanceAttributes: string[] | null;
  /** The "**Kind:**" label of a class or constant ("pydantic model", "type alias", ...), or null. */
  kind: string | null;
  /** The types of the "**Bases:**" label (empty for "none"), or null when there is none. */
  bases: string[] | null;
  returns: ReturnsLine | null;
}

/** A declaration with nothing but its block: the parts a class, function or constant adds. */
export function declaration(
  module: string,
  owner: string | null,
  name: string,
  code: string,
  parts: Partial<Omit<Declaration, 'module' | 'owner' | 'name' | 'code'>>,
): Declaration {
  return {
    module,
    owner,
    name,
    code,
    parameters: null,
    fields: null,
    inherited: null,
    classAttributes: null,
    instanceAttributes: null,
    inheritedInstanceAttributes: null,
    kind: null,
    bases: null,
    returns: null,
    ...parts,
  };
}

/** The names of grouped lines ("Inherited fields from X: a, b."), flattened; null when there are none. */
export function flatNames(groups: readonly {names: readonly string[]}[]): string[] | null {
  return groups.length > 0 ? groups.flatMap((group) => group.names) : null;
}
