import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteRepository} from '../../../src/config/site';
import {generatedPage} from '../../../src/lib/versions/generatedPage';

const ROOT = path.join(__dirname, '..', '..', '..');
const editUrlOf = (file: string) => /^custom_edit_url: "(.+)"$/m.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];

describe('the note on generated pages', () => {
  it('names the prose file, the facts file with its commit and the command of a Python API page', () => {
    const file = 'docs/api/core/utcp_client.md';
    const page = generatedPage('api/core/utcp/utcp_client', 'current', editUrlOf(file));
    expect(page).toMatchObject({
      proseFile: 'data/api-reference/pages/core/utcp_client.yaml',
      factsFile: 'data/protocol/next.json',
      command: 'npm run api:generate',
    });
    expect(page!.factsSource).toMatch(/^python-utcp [0-9a-f]{7}$/);
    for (const repoFile of [page!.proseFile, page!.factsFile]) expect(existsSync(path.join(ROOT, repoFile))).toBe(true);
  });

  it('points a TypeScript API page at its facts and ts-api:generate', () => {
    const page = generatedPage(
      'api/typescript/core',
      '1.0',
      editUrlOf('versioned_docs/version-1.0/api/typescript/core.md'),
    );
    expect(page).toMatchObject({factsFile: 'data/ts-api/1.0.json', command: 'npm run ts-api:generate'});
    expect(existsSync(path.join(ROOT, page!.proseFile))).toBe(true);
  });

  it('stays off pages written by hand', () => {
    expect(generatedPage('protocols/http', 'current', `${siteRepository.editBaseUrl}docs/protocols/http.md`)).toBe(
      undefined,
    );
  });
});

describe('edit links', () => {
  it('open the editor (/edit/main/), on hand-written and generated pages alike', () => {
    expect(siteRepository.editBaseUrl).toMatch(/\/edit\/main\/$/);
    expect(editUrlOf('docs/api/core/utcp_client.md')).toContain('/edit/main/');
    expect(editUrlOf('versioned_docs/version-1.0/api/typescript/core.md')).toContain('/edit/main/');
  });

  it('open a file of this repository that exists: on a generated page, the prose it is generated from', () => {
    const generated = ['docs/api', 'versioned_docs/version-1.0/api'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${dir}/${name}`),
    );
    expect(generated.length).toBeGreaterThan(100);
    for (const file of generated) {
      const target = editUrlOf(file)?.slice(siteRepository.editBaseUrl.length);
      expect(target && existsSync(path.join(ROOT, target)), `${file} edits ${target}`).toBe(true);
    }
    expect(editUrlOf('docs/api/typescript/http.md')).toMatch(/data\/ts-api\/descriptions\/http\.yaml$/);
  });
});
