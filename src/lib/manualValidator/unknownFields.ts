/**
 * Keys the UTCP models do not define. python-utcp drops them without a word,
 * so a misspelt optional field silently loses its setting; the page shows them
 * as warnings. The table is generated from the schemas (known-fields.json).
 */
import knownFieldsJson from './generated/known-fields.json';
import type {DocumentKind, UtcpLine} from './detect';
import {escapePointer} from './jsonPositions';
// The shape the schema build writes known-fields.json in (a type only: nothing of scripts/ reaches the bundle).
import type {LineFields} from '../schemas/lineFields';

const KNOWN = knownFieldsJson as Record<UtcpLine, LineFields>;

export interface UnknownField {
  /** JSON pointer of the unknown key. */
  pointer: string;
  key: string;
  /** What the object is: `tool`, `http call template`, ... */
  owner: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function findUnknownFields(value: unknown, kind: DocumentKind, line: UtcpLine): UnknownField[] {
  const known = KNOWN[line];
  const found: UnknownField[] = [];
  const check = (
    object: unknown,
    pointer: string,
    fields: string[] | undefined,
    owner: string,
  ): object is Record<string, unknown> => {
    if (!isObject(object) || !fields) return false;
    for (const key of Object.keys(object)) {
      if (!fields.includes(key)) found.push({pointer: `${pointer}/${escapePointer(key)}`, key, owner});
    }
    return true;
  };
  const auth = (object: unknown, pointer: string): void => {
    if (isObject(object) && typeof object.auth_type === 'string') {
      check(object, pointer, known.auth[object.auth_type], `${object.auth_type} auth`);
    }
  };
  const template = (object: unknown, pointer: string): void => {
    if (!isObject(object)) return;
    const type = object[known.templateType];
    if (
      typeof type !== 'string' ||
      !check(object, pointer, known.templates[type], `${type} ${line === '0.1' ? 'provider' : 'call template'}`)
    )
      return;
    auth(object.auth, `${pointer}/auth`);
    auth(object.auth_tools, `${pointer}/auth_tools`);
    if (Array.isArray(object.commands))
      object.commands.forEach((step, i) => check(step, `${pointer}/commands/${i}`, known.cliCommand, 'cli command'));
  };
  const tool = (object: unknown, pointer: string): void => {
    if (check(object, pointer, known.tool, 'tool'))
      template(object[known.toolTemplate], `${pointer}/${known.toolTemplate}`);
  };
  if (kind === 'manual') {
    if (check(value, '', known.manual, 'manual') && Array.isArray(value.tools))
      value.tools.forEach((item, i) => tool(item, `/tools/${i}`));
  } else if (kind === 'callTemplate') {
    template(value, '');
  } else if (
    check(value, '', known.clientConfig, 'client configuration') &&
    Array.isArray(value.manual_call_templates)
  ) {
    value.manual_call_templates.forEach((item, i) => template(item, `/manual_call_templates/${i}`));
  }
  return found;
}
