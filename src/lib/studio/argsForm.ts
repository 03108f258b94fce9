/**
 * A form for a tool's arguments, generated from its `inputs` JSON Schema, and
 * the typed arguments read back from what the user typed.
 */
export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'json';

export interface ArgField {
  name: string;
  kind: FieldKind;
  required: boolean;
  description?: string;
  enumValues?: string[];
  example?: string;
}

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(schema: Schema): FieldKind {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const type = types.find((item) => item !== 'null');
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return type;
  if (type === undefined && Array.isArray(schema.enum) && schema.enum.every((item) => typeof item === 'string')) {
    return 'string';
  }
  return 'json';
}

export function argFields(inputs: unknown): ArgField[] {
  if (!isObject(inputs) || !isObject(inputs.properties)) return [];
  const required = new Set(Array.isArray(inputs.required) ? (inputs.required as string[]) : []);
  return Object.entries(inputs.properties).map(([name, raw]) => {
    const schema = isObject(raw) ? raw : {};
    const example = Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples[0] : schema.example;
    return {
      name,
      kind: kindOf(schema),
      required: required.has(name),
      description: typeof schema.description === 'string' ? schema.description : undefined,
      enumValues: Array.isArray(schema.enum) ? schema.enum.map(String) : undefined,
      example: example === undefined ? undefined : typeof example === 'string' ? example : JSON.stringify(example),
    };
  });
}

export interface ArgsResult {
  args: Record<string, unknown>;
  /** Field name to a message, for values that do not fit their type. */
  errors: Record<string, string>;
  /** Required fields left empty. Clients do not check `inputs`, so the call goes out without them. */
  missing: string[];
}

/** Typed arguments from the form's strings; empty optional fields are left out. */
export function readArgs(fields: readonly ArgField[], values: Record<string, string>): ArgsResult {
  const args: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const missing: string[] = [];
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    if (raw === '') {
      if (field.required) missing.push(field.name);
      continue;
    }
    switch (field.kind) {
      case 'string':
        args[field.name] = raw;
        break;
      case 'boolean':
        args[field.name] = raw === 'true';
        break;
      case 'number':
      case 'integer': {
        const number = Number(raw);
        if (!Number.isFinite(number) || (field.kind === 'integer' && !Number.isInteger(number))) {
          errors[field.name] = field.kind === 'integer' ? 'Expected a whole number.' : 'Expected a number.';
        } else {
          args[field.name] = number;
        }
        break;
      }
      case 'json':
        try {
          args[field.name] = JSON.parse(raw);
        } catch {
          errors[field.name] = 'Expected JSON (an object, an array, or a quoted string).';
        }
        break;
    }
  }
  return {args, errors, missing};
}
