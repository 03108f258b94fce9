/** The published schemas of a line (static/schema/<line>/), bundled into the studio's chunks. */
import type {SchemaBundle, Schema} from './schemaNav';
import type {StudioLine} from './utcpLine';

type Files = [Schema, Schema, Schema, Schema];

const LOADERS: Record<StudioLine, () => Promise<Files>> = {
  '1.0': () =>
    Promise.all([
      import('@site/static/schema/1.0/manual.json'),
      import('@site/static/schema/1.0/tool.json'),
      import('@site/static/schema/1.0/call-template.json'),
      import('@site/static/schema/1.0/auth.json'),
    ]).then((modules) => modules.map((module) => module.default as Schema) as Files),
  next: () =>
    Promise.all([
      import('@site/static/schema/next/manual.json'),
      import('@site/static/schema/next/tool.json'),
      import('@site/static/schema/next/call-template.json'),
      import('@site/static/schema/next/auth.json'),
    ]).then((modules) => modules.map((module) => module.default as Schema) as Files),
};

export async function loadSchemaBundle(line: StudioLine): Promise<SchemaBundle> {
  const [manual, tool, callTemplate, auth] = await LOADERS[line]();
  return {
    root: 'manual.json',
    files: {'manual.json': manual, 'tool.json': tool, 'call-template.json': callTemplate, 'auth.json': auth},
  };
}
